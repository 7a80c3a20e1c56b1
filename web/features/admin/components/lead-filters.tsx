import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { formIds, statuses, type FormId, type LeadFilters } from "../api/leads";
import { formLabel, issueOptions, statusLabel } from "../labels";
import { AdminField } from "./admin-field";
import { ErrorAlert } from "./error-alert";
import { adminButton, adminInput, adminLink } from "./styles";

export type FilterValues = Omit<LeadFilters, "page">;

function readForm(form: HTMLFormElement): FilterValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = String(data.get(name) ?? "").trim();
    return value === "" ? undefined : value;
  };
  return {
    q: text("q"),
    form: text("form") as FormId | undefined,
    issue: text("issue"),
    status: text("status") as LeadFilters["status"],
    from: text("from"),
    to: text("to"),
    utm_source: text("utm_source"),
  };
}

/**
 * Search and filters of the lead list. Applying them changes the page URL (page back to 1), so
 * reload, Back and shared links all show the same list. The parent remounts this form when the
 * URL changes, so the fields always show the filters in effect.
 */
export function LeadFiltersForm({
  filters,
  onApply,
}: {
  filters: LeadFilters;
  onApply: (values: FilterValues) => void;
}) {
  const [form, setForm] = useState<string>(filters.form ?? "");
  const [error, setError] = useState<string | null>(null);
  const issueForms: readonly FormId[] = form ? [form as FormId] : formIds;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget);
    if (values.from && values.to && values.from > values.to) {
      setError("The “Received from” date is after the “Received to” date. Please change one of them.");
      return;
    }
    setError(null);
    onApply(values);
  }

  return (
    <form role="search" aria-label="Find leads" onSubmit={submit} noValidate className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <AdminField id="lead-q" label="Search name, e-mail or phone" className="min-w-64 flex-1">
          <input id="lead-q" name="q" type="search" defaultValue={filters.q ?? ""} className={adminInput} />
        </AdminField>
        <button type="submit" className={adminButton}>
          Search
        </button>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-bold">Filters</legend>
        <AdminField id="lead-form" label="Form">
          <select
            id="lead-form"
            name="form"
            value={form}
            onChange={(event) => setForm(event.target.value)}
            className={adminInput}
          >
            <option value="">All forms</option>
            {formIds.map((id) => (
              <option key={id} value={id}>
                {formLabel(id)}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField id="lead-issue" label="Issue type">
          <select id="lead-issue" name="issue" defaultValue={filters.issue ?? ""} className={adminInput}>
            <option value="">All issue types</option>
            {issueForms.map((id) => (
              <optgroup key={id} label={formLabel(id)}>
                {issueOptions(id).map((issue) => (
                  <option key={issue} value={issue}>
                    {issue}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </AdminField>
        <AdminField id="lead-status" label="Status">
          <select id="lead-status" name="status" defaultValue={filters.status ?? ""} className={adminInput}>
            <option value="">All statuses</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField id="lead-from" label="Received from (your local date)">
          <input
            id="lead-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ""}
            className={adminInput}
          />
        </AdminField>
        <AdminField id="lead-to" label="Received to (included)">
          <input id="lead-to" name="to" type="date" defaultValue={filters.to ?? ""} className={adminInput} />
        </AdminField>
        <AdminField id="lead-utm" label="Campaign source (utm_source)">
          <input
            id="lead-utm"
            name="utm_source"
            defaultValue={filters.utm_source ?? ""}
            className={adminInput}
          />
        </AdminField>
      </fieldset>
      <ErrorAlert message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={adminButton}>
          Apply filters
        </button>
        <Link to="/admin" className={adminLink}>
          Clear all filters
        </Link>
      </div>
    </form>
  );
}
