import { useId, type ReactNode } from "react";
import { adminHeading2, adminSection } from "./styles";
import { VisibleText } from "./visible-text";

// The building blocks of the lead page: a titled box, and label/value rows inside it.

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={adminSection}>
      <h2 id={id} className={adminHeading2}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label/value rows; a text value (a worker's answer, a description) shows its hidden characters. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="whitespace-pre-wrap break-words">
            {typeof value === "string" ? <VisibleText text={value} /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An empty value as a dash, so a row never looks unfinished. */
export const orDash = (value: string) => value || "—";
