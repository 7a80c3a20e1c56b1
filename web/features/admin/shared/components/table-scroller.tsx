import type { ReactNode } from "react";

/**
 * A wide table's horizontal scroll box. On a phone the table scrolls sideways, so keyboard users
 * must be able to focus the box to scroll it (WCAG 2.1.1); the label names it for screen readers.
 */
export function TableScroller({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
    >
      {children}
    </div>
  );
}
