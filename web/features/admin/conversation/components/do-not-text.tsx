/** Why nobody may text this worker, or null when texts are allowed (issue 51). */
export function doNotTextReason(lead: { mayText: boolean; smsOptedOut: boolean }): string | null {
  // A STOP reply overrides any consent given on the form.
  if (lead.smsOptedOut) return "Opted out of texts (STOP). Call or e-mail instead.";
  // The text box is optional: without it the firm calls and e-mails only.
  if (!lead.mayText) return "The worker did not agree to texts. Call or e-mail instead.";
  return null;
}

/**
 * "Do not text" next to the worker's phone, on the list and the lead page, with the reason; the
 * colour and the icon only repeat what the words say.
 */
export function DoNotText({
  lead,
  className = "",
  compact = false,
}: {
  lead: { mayText: boolean; smsOptedOut: boolean };
  className?: string;
  /**
   * On a phone, one line of bold red words without the box: the reason is read by screen readers
   * and shown from the sm width up (the lead page, where the call and "Log contact" must stay
   * above the fold; the reply box and the contact form say why).
   */
  compact?: boolean;
}) {
  const reason = doNotTextReason(lead);
  if (!reason) return null;
  return (
    <span
      className={`${compact ? "max-sm:border-0 max-sm:bg-transparent max-sm:p-0" : ""} flex w-fit items-start gap-2 rounded border-2 border-red-700 bg-red-50 px-2 py-1 text-sm text-red-900 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 size-4 shrink-0"
        fill="none"
        stroke="currentColor"
      >
        <circle cx="10" cy="10" r="7.5" strokeWidth="2" />
        <path d="m4.7 4.7 10.6 10.6" strokeWidth="2" />
      </svg>
      <span>
        <strong className="font-bold">Do not text.</strong>{" "}
        <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{reason}</span>
      </span>
    </span>
  );
}
