import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { auditFilterFields, type AuditFilterField, type AuditFilters } from "../api/audit";
import type { FieldErrors } from "../../shared/api/request";
import { auditActionLabel } from "../labels";
import { AdminField, FieldProblem } from "../../shared/components/admin-field";
import { adminButton, adminInput, adminLink } from "../../shared/components/styles";

export type AuditFilterValues = Omit<AuditFilters, "after">;
type Problems = Partial<Record<AuditFilterField, string>>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateHint = "Give a date like 2026-11-27.";

/** The two date filters, each with its visible label. */
const dateFields = [
  ["from", "From (California date)"],
  ["to", "To (California date, included)"],
] as const;

/** The same words the server uses, so a problem reads the same whoever finds it first. */
function check(values: AuditFilterValues): Problems {
  const problems: Problems = {};
  if (values.from && !isoDate.test(values.from)) problems.from = dateHint;
  if (values.to && !isoDate.test(values.to)) problems.to = dateHint;
  if (!problems.from && !problems.to && values.from && values.to && values.to < values.from)
    problems.to = "The end must not be before the start.";
  return problems;
}

/** The server's first word on each filter it refused. */
function serverProblems(errors: FieldErrors): Problems {
  const problems: Problems = {};
  for (const field of auditFilterFields) {
    const message = errors[field]?.[0];
    if (message) problems[field] = message;
  }
  return problems;
}

/** The choices of a select: the ones the log has, and the one in the URL even if it has not. */
function choicesWith(known: string[], current: string | undefined, label: (v: string) => string) {
  const all = current && !known.includes(current) ? [...known, current] : known;
  return [...all].sort((a, b) => label(a).localeCompare(label(b)));
}

/**
 * The audit log's filters: who, what, and from and to which California calendar days. Applying them
 * changes the page URL (back to the newest entries). The parent remounts this form when the URL changes, so the
 * fields always show the filters in effect and the server's words about the ones it refused.
 */
export function AuditFiltersForm({
  filters,
  actors,
  actions,
  fieldErrors,
  onApply,
}: {
  filters: AuditFilters;
  actors: string[];
  actions: string[];
  fieldErrors: FieldErrors;
  onApply: (values: AuditFilterValues) => void;
}) {
  const id = useId();
  const [problems, setProblems] = useState<Problems>(() => serverProblems(fieldErrors));
  const fieldId = (field: AuditFilterField) => `${id}-${field}`;
  const errorId = (field: AuditFilterField) => `${id}-${field}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: AuditFilterValues = {};
    for (const field of auditFilterFields) {
      const value = String(data.get(field) ?? "").trim();
      if (value) values[field] = value;
    }
    const found = check(values);
    setProblems(found);
    const first = auditFilterFields.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    onApply(values);
  }

  /** The props that tie a control to its problem, if it has one. */
  const invalid = (field: AuditFilterField) =>
    problems[field] ? { "aria-invalid": true as const, "aria-describedby": errorId(field) } : {};
  const problem = (field: AuditFilterField) => <FieldProblem id={errorId(field)} message={problems[field]} />;

  return (
    <form role="search" aria-label="Filter the audit log" onSubmit={submit} noValidate className="space-y-4">
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <AdminField id={fieldId("actor")} label="Done by">
          <select
            id={fieldId("actor")}
            name="actor"
            defaultValue={filters.actor ?? ""}
            className={adminInput}
            {...invalid("actor")}
          >
            <option value="">Anyone</option>
            {choicesWith(actors, filters.actor, (v) => v).map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
          {problem("actor")}
        </AdminField>
        <AdminField id={fieldId("action")} label="Action">
          <select
            id={fieldId("action")}
            name="action"
            defaultValue={filters.action ?? ""}
            className={adminInput}
            {...invalid("action")}
          >
            <option value="">Any</option>
            {choicesWith(actions, filters.action, auditActionLabel).map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </select>
          {problem("action")}
        </AdminField>
        {dateFields.map(([field, label]) => (
          <AdminField key={field} id={fieldId(field)} label={label}>
            <input
              id={fieldId(field)}
              name={field}
              type="date"
              defaultValue={filters[field] ?? ""}
              className={adminInput}
              {...invalid(field)}
            />
            {problem(field)}
          </AdminField>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={adminButton}>
          Show entries
        </button>
        <Link to="/admin/audit" className={`${adminLink} inline-flex min-h-10 items-center`}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}
