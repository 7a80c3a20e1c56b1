import { useId, useState, type FormEvent, type SelectHTMLAttributes } from "react";
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
import { leadLanguageLabels, leadLanguages } from "../../shared/api/fields";
import { AdminField } from "../../shared/components/admin-field";
import { ErrorAlert } from "../../shared/components/error-alert";
import {
  adminButton,
  adminInput,
  adminLink,
  adminSecondaryButton,
  phoneTarget,
} from "../../shared/components/styles";

const filterInput = `${adminInput} ${phoneTarget}`;

/** A choice of filter values, after "all" (the empty value) where `all` names it. */
function FilterSelect({
  id,
  name,
  label,
  all,
  options,
  ...select
}: {
  id: string;
  name: string;
  label: string;
  all?: string;
  options: readonly (readonly [value: string, label: string])[];
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, "value" | "defaultValue" | "onChange">) {
  return (
    <AdminField id={id} label={label}>
      <select id={id} name={name} {...select} className={filterInput}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </AdminField>
  );
}

/** A typed filter (the search, a date, the campaign), empty when it is not set. */
function FilterInput({
  id,
  name,
  label,
  type,
  defaultValue,
  className,
}: {
  id: string;
  name: string;
  label: string;
  type?: "search" | "date";
  defaultValue: string | undefined;
  className?: string;
}) {
  return (
    <AdminField id={id} label={label} className={className}>
      <input id={id} name={name} type={type} defaultValue={defaultValue ?? ""} className={filterInput} />
    </AdminField>
  );
}

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

const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);

/**
 * The filters of the folded panel that narrow the list, in words ("my leads", "status New"): as
 * many as the Filters button counts. The search and the view (Needs reply) are shown elsewhere.
 */
export function activeFilters(filters: LeadFilters): string[] {
  const parts: string[] = [];
  if (filters.contact !== "all") parts.push(contactFilterLabels[filters.contact].toLowerCase());
  if (filters.assignee) parts.push(lowerFirst(assigneeFilterLabel(filters.assignee)));
  if (filters.form) parts.push(`form ${formLabel(filters.form)}`);
  if (filters.issue) parts.push(`issue ${filters.issue}`);
  if (filters.status) parts.push(`status ${statusLabel(filters.status)}`);
  if (filters.from) parts.push(`received from ${filters.from}`);
  if (filters.to) parts.push(`received to ${filters.to}`);
  if (filters.language) parts.push(`language ${leadLanguageLabels[filters.language]}`);
  if (filters.utm_source) parts.push(`campaign source ${filters.utm_source}`);
  return parts;
}

/** What the list shows, in words: "Showing: needs reply, my leads." */
export function filterSummary(filters: LeadFilters): string {
  const parts = [...(filters.view === "needs_reply" ? ["needs reply"] : []), ...activeFilters(filters)];
  return `Showing: ${parts.length > 0 ? parts.join(", ") : "all leads"}.`;
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
  // Only the search is always shown: the filters fold away behind a button, on a phone and on a
  // laptop alike, so that the first leads are on the first screen (at 1280 x 800 too).
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summaryId = useId();
  const active = activeFilters(filters).length;
  const assigneeChoices = ["me", "none"];
  if (filters.assignee && !assigneeChoices.includes(filters.assignee)) assigneeChoices.push(filters.assignee);
  // A form without issue types (a lead that began with a text) has no group of its own.
  const issueForms = (form ? [form as FormId] : formIds).filter((id) => issueOptions(id).length > 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget);
    // The server's rule (issue 52): no text index answers one character, which would match most leads.
    if (values.q && [...values.q].length < 2) {
      setError("Type at least 2 characters to search.");
      return;
    }
    if (values.from && values.to && values.from > values.to) {
      setError("The “Received from” date is after the “Received to” date. Please change one of them.");
      return;
    }
    setError(null);
    onApply(values);
  }

  return (
    <form role="search" aria-label="Find leads" onSubmit={submit} noValidate className="space-y-3">
      {/* The view (Needs reply) stays while the search and filters change; the view links leave it. */}
      {filters.view && <input type="hidden" name="view" value={filters.view} />}
      <div className="flex flex-wrap items-end gap-3">
        <FilterInput
          id="lead-q"
          name="q"
          label="Search name, e-mail, phone or reference"
          type="search"
          defaultValue={filters.q}
          className="min-w-56 flex-1"
        />
        <button type="submit" className={`${adminButton} ${phoneTarget}`}>
          Search
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={summaryId}
          onClick={() => setOpen((o) => !o)}
          className={`${adminSecondaryButton} ${phoneTarget}`}
        >
          Filters{active > 0 && ` (${active} active)`}
        </button>
      </div>
      <p id={summaryId} className="text-slate-800">
        {filterSummary(filters)}
      </p>
      <div id={panelId} className={open ? "space-y-4" : "hidden"}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <FilterSelect
            id="lead-contact"
            name="contact"
            label="Contact"
            defaultValue={filters.contact}
            options={contactFilters.map((value) => [value, contactFilterLabels[value]])}
          />
          <FilterSelect
            id="lead-assignee"
            name="assignee"
            label="Assigned to"
            defaultValue={filters.assignee ?? ""}
            all={assigneeFilterLabel("")}
            options={assigneeChoices.map((value) => [value, assigneeFilterLabel(value)])}
          />
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-bold">Filters</legend>
          <FilterSelect
            id="lead-form"
            name="form"
            label="Form"
            value={form}
            onChange={(event) => setForm(event.target.value)}
            all="All forms"
            options={formIds.map((id) => [id, formLabel(id)])}
          />
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
          <FilterSelect
            id="lead-status"
            name="status"
            label="Status"
            defaultValue={filters.status ?? ""}
            all="All statuses"
            options={statuses.map((status) => [status, statusLabel(status)])}
          />
          <FilterInput
            id="lead-from"
            name="from"
            label="Received from (your local date)"
            type="date"
            defaultValue={filters.from}
          />
          <FilterInput
            id="lead-to"
            name="to"
            label="Received to (included)"
            type="date"
            defaultValue={filters.to}
          />
          <FilterSelect
            id="lead-language"
            name="language"
            label="Language of the form"
            defaultValue={filters.language ?? ""}
            all="All languages"
            options={leadLanguages.map((language) => [language, leadLanguageLabels[language]])}
          />
          <FilterInput
            id="lead-utm"
            name="utm_source"
            label="Campaign source (utm_source)"
            defaultValue={filters.utm_source}
          />
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
