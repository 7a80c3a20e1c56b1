import type { ReactNode } from "react";
import { TableScroller } from "./table-scroller";

/** The header cells of a staff table, one per column name, each scoped to its column. */
export function ColumnHeaders({ names, cellClassName }: { names: readonly string[]; cellClassName: string }) {
  return (
    <>
      {names.map((name) => (
        <th key={name} scope="col" className={cellClassName}>
          {name}
        </th>
      ))}
    </>
  );
}

/** A bordered staff table with a caption and a header row; the rows come as children. */
export function StaffTable({
  label,
  className,
  caption,
  columns,
  children,
}: {
  label: string;
  className?: string;
  caption: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableScroller
      label={label}
      className={[className, "rounded-lg border border-slate-300 bg-white"].filter(Boolean).join(" ")}
    >
      <table className="w-full border-collapse text-left">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-200">
          <tr>
            <ColumnHeaders names={columns} cellClassName="p-3" />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}
