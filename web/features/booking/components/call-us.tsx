import { CallLink } from "@/components/ui/call-link";

// Where booking online cannot go on: a message, then the firm's number as a call link.

/** A sentence followed by the firm's number; `className` places and colours the paragraph. */
export function CallUsNote({ text, className }: { text: string; className: string }) {
  return (
    <p className={className}>
      {text} <CallLink className="font-semibold text-blue-800 underline underline-offset-2" />
    </p>
  );
}

/**
 * The place that announces what went wrong (role="alert", hidden while empty): the words in a red
 * box, with the firm's number after them when calling is the way on. `className` places the
 * region, `padding` sizes the box.
 */
export function ProblemAlert({
  text,
  withPhone,
  className,
  padding,
}: {
  text: string | null;
  withPhone: boolean;
  className: string;
  padding: "p-3" | "p-4";
}) {
  return (
    <div role="alert" className={`${className} empty:hidden`}>
      {text && (
        <p className={`rounded-md border border-red-300 bg-red-50 ${padding} text-red-900`}>
          {text}
          {withPhone && (
            <>
              {" "}
              <CallLink className="font-semibold underline underline-offset-2" />
            </>
          )}
        </p>
      )}
    </div>
  );
}
