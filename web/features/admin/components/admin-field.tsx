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
