import { useEffect, useRef } from "react";

/**
 * An error message in an alert region. When a new message appears, focus moves to it, so
 * keyboard and screen reader users land on what went wrong (and can Tab on to fix it).
 */
export function ErrorAlert({ message, focus = true }: { message: string | null; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={message ? "mt-4" : undefined}>
      {message && (
        <p className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * A short confirmation ("Saved.") announced politely. It keeps a line for itself so that the
 * message does not move what follows, unless `reserve` is false: where the space is needed for
 * what must be seen without scrolling (the top of a lead on a phone), the empty region takes none.
 */
export function StatusMessage({ message, reserve = true }: { message: string | null; reserve?: boolean }) {
  const space = reserve ? "min-h-6" : message ? "mt-2" : "";
  return (
    <p role="status" className={`${space} text-green-800`}>
      {message}
    </p>
  );
}
