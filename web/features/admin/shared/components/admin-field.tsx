import type { ReactNode } from "react";
import { adminLabel } from "./styles";

/** A staff form control with its visible label above it; `id` ties the two together. */
export function AdminField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A control's problem under it, tied to it by `id` (aria-describedby); nothing without a message. */
export function FieldProblem({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="mt-1 font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}
