import { useEffect, useRef, type ReactNode } from "react";
import { adminSecondaryButton } from "./styles";

/**
 * A secret shown once (a temporary password, a calendar link): a labelled region that takes the
 * focus when `secret` appears or changes, so keyboard and screen reader users find it, and a
 * button that hides it.
 */
export function ShownOnce({
  label,
  secret,
  doneLabel,
  onDone,
  children,
}: {
  label: string;
  secret: string;
  doneLabel: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [secret]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label={label}
      className="rounded-lg border-2 border-green-700 bg-green-50 p-4 focus:outline-3 focus:outline-offset-2 focus:outline-blue-700"
    >
      {children}
      <button type="button" className={`${adminSecondaryButton} mt-3`} onClick={onDone}>
        {doneLabel}
      </button>
    </div>
  );
}
