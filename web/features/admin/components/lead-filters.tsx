import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  contactFilters,
  formIds,
  statuses,
  type ContactFilter,
  type FormId,
  type LeadFilters,
} from "../api/leads";
import { assigneeFilterLabel, contactFilterLabels, formLabel, issueOptions, statusLabel } from "../labels";
import { leadLanguageLabels, leadLanguages } from "../api/fields";
import { AdminField } from "./admin-field";
import { ErrorAlert } from "./error-alert";
import { adminButton, adminInput, adminLink, adminSecondaryButton, phoneTarget } from "./styles";

const filterInput = `${adminInput} ${phoneTarget}`;

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
    contact: (text("contact") ?? "all") as ContactFilter,
    assignee: text("assignee"),
    language: text("language") as LeadFilters["language"],
    view: text("view") as LeadFilters["view"],
  };
}

/** Filter labels of the lead list, in words ("Needs first contact, my leads"). */
export function filterSummary(filters: Pick<LeadFilters, "contact" | "assignee" | "view">): string {
  const parts: string[] =
    filters.view === "needs_reply"
      ? [
          "Needs reply",
          ...(filters.contact === "all" ? [] : [contactFilterLabels[filters.contact].toLowerCase()]),
        ]
      : [contactFilterLabels[filters.contact]];
  if (filters.assignee) parts.push(assigneeFilterLabel(filters.assignee).toLowerCase());
  return parts.join(", ");
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
  // On a phone the filters fold away behind a button; from md up they are always shown.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const assigneeChoices = ["me", "none"];
  if (filters.assignee && !assigneeChoices.includes(filters.assignee)) assigneeChoices.push(filters.assignee);
  // A form without issue types (a lead that began with a text) has no group of its own.
  const issueForms = (form ? [form as FormId] : formIds).filter((id) => issueOptions(id).length > 0);

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
      {/* The view (Needs reply) stays while the search and filters change; the view links leave it. */}
      {filters.view && <input type="hidden" name="view" value={filters.view} />}
      <div className="flex flex-wrap items-end gap-3">
        <AdminField id="lead-q" label="Search name, e-mail, phone or reference" className="min-w-56 flex-1">
          <input id="lead-q" name="q" type="search" defaultValue={filters.q ?? ""} className={filterInput} />
        </AdminField>
        <button type="submit" className={`${adminButton} ${phoneTarget}`}>
          Search
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-3 md:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className={`${adminSecondaryButton} ${phoneTarget}`}
        >
          Filters
        </button>
        <p className="text-slate-800">{filterSummary(filters)}</p>
      </div>
      <div id={panelId} className={`${open ? "" : "hidden"} space-y-4 md:block`}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <AdminField id="lead-contact" label="Contact">
            <select id="lead-contact" name="contact" defaultValue={filters.contact} className={filterInput}>
              {contactFilters.map((value) => (
                <option key={value} value={value}>
                  {contactFilterLabels[value]}
                </option>
              ))}
            </select>
          </AdminField>
          <AdminField id="lead-assignee" label="Assigned to">
            <select
              id="lead-assignee"
              name="assignee"
              defaultValue={filters.assignee ?? ""}
              className={filterInput}
            >
              <option value="">{assigneeFilterLabel("")}</option>
              {assigneeChoices.map((value) => (
                <option key={value} value={value}>
                  {assigneeFilterLabel(value)}
                </option>
              ))}
            </select>
          </AdminField>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-bold">Filters</legend>
          <AdminField id="lead-form" label="Form">
            <select
              id="lead-form"
              name="form"
              value={form}
              onChange={(event) => setForm(event.target.value)}
              className={filterInput}
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
            <select id="lead-issue" name="issue" defaultValue={filters.issue ?? ""} className={filterInput}>
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
            <select
              id="lead-status"
              name="status"
              defaultValue={filters.status ?? ""}
              className={filterInput}
            >
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
              className={filterInput}
            />
          </AdminField>
          <AdminField id="lead-to" label="Received to (included)">
            <input
              id="lead-to"
              name="to"
              type="date"
              defaultValue={filters.to ?? ""}
              className={filterInput}
            />
          </AdminField>
          <AdminField id="lead-language" label="Language of the form">
            <select
              id="lead-language"
              name="language"
              defaultValue={filters.language ?? ""}
              className={filterInput}
            >
              <option value="">All languages</option>
              {leadLanguages.map((language) => (
                <option key={language} value={language}>
                  {leadLanguageLabels[language]}
                </option>
              ))}
            </select>
          </AdminField>
          <AdminField id="lead-utm" label="Campaign source (utm_source)">
            <input
              id="lead-utm"
              name="utm_source"
              defaultValue={filters.utm_source ?? ""}
              className={filterInput}
            />
          </AdminField>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={`${adminButton} ${phoneTarget}`}>
            Apply filters
          </button>
          <Link to="/admin?contact=all" className={`${adminLink} inline-flex items-center ${phoneTarget}`}>
            Clear all filters
          </Link>
        </div>
      </div>
      <ErrorAlert message={error} />
    </form>
  );
}
