import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { leadPagePath, type DuplicateLead, type EmployerMatch, type LeadDetail } from "../api/lead-detail";
import { formLabel, fullName, matchedOnText } from "../labels";
import { localTime } from "../../shared/time";
import { DetailSection } from "../../shared/components/detail-section";
import { adminLink } from "../../shared/components/styles";
import { VisibleText } from "../../shared/components/visible-text";

// Every value below comes from a visitor and is rendered as React text, never as markup.

/** The name as a link to the other lead, then its reference, form and date. */
function OtherLead({ other, children }: { other: DuplicateLead | EmployerMatch; children: ReactNode }) {
  return (
    <li>
      <Link to={leadPagePath(other.form, other.id)} className={adminLink}>
        <VisibleText text={fullName(other)} />
      </Link>{" "}
      <span className="text-slate-800">
        — reference <span className="font-mono">{other.reference || "—"}</span>, {formLabel(other.form)},
        received <time dateTime={other.createdAt}>{localTime(other.createdAt)}</time>; {children}
      </span>
    </li>
  );
}

/** When the server listed only the newest of the employer's other leads, how many there are. */
function shownOf(shown: number, count: number | undefined, capped: boolean): ReactNode {
  if (count === undefined || (count <= shown && !capped)) return null;
  const total = capped ? `more than ${count}` : `${count}`;
  return (
    <p className="mt-2 text-slate-800">
      {total} other leads name this employer; the newest {shown} are listed.
    </p>
  );
}

/**
 * Other leads that may be the same person (same phone or e-mail) or that name the same employer,
 * with why the second matters. Nothing at all when the server found neither.
 */
export function LeadConflicts({ detail }: { detail: LeadDetail }) {
  const { duplicates, employerMatches } = detail;
  const duplicatesId = useId();
  const employerId = useId();
  if (duplicates.length === 0 && employerMatches.length === 0) return null;

  return (
    <DetailSection title="Possible duplicates and conflicts">
      <div className="space-y-4">
        {duplicates.length > 0 && (
          <div>
            <h3 id={duplicatesId} className="font-semibold">
              Same phone or e-mail (possibly the same person)
            </h3>
            <ul aria-labelledby={duplicatesId} className="mt-1 list-disc space-y-1 pl-6">
              {duplicates.map((other) => (
                <OtherLead key={`${other.form}/${other.id}`} other={other}>
                  {matchedOnText(other.matchedOn)}
                </OtherLead>
              ))}
            </ul>
          </div>
        )}
        {employerMatches.length > 0 && (
          <div>
            <h3 id={employerId} className="font-semibold">
              Same employer
            </h3>
            <p className="mt-1 text-slate-800">
              A lawyer who reads a prospective client’s story may be barred from acting against that person
              later (California Rules of Professional Conduct, rule 1.18), so leads that name the same
              employer need a conflict review before anyone reads them in depth.
            </p>
            {shownOf(employerMatches.length, detail.employerMatchCount, detail.employerMatchesCapped)}
            <ul aria-labelledby={employerId} className="mt-2 list-disc space-y-1 pl-6">
              {employerMatches.map((other) => (
                <OtherLead key={`${other.form}/${other.id}`} other={other}>
                  employer: {other.employer ? <VisibleText text={other.employer} /> : "—"}
                </OtherLead>
              ))}
            </ul>
          </div>
        )}
      </div>
    </DetailSection>
  );
}
