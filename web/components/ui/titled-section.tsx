import type { ReactNode } from "react";

/** A page section named by its own h2, so screen readers list it by that heading. */
export function TitledSection({
  id,
  heading,
  className,
  headingClassName = "text-2xl font-bold",
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
