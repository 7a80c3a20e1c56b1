import { callLabel } from "@/content/phone";
import { telHref } from "@/lib/site-config";

/** A button-like link that calls the firm; the look comes from the place it stands in. */
export function CallLink({ className }: { className: string }) {
  return (
    <a href={telHref()} className={className}>
      {callLabel}
    </a>
  );
}
