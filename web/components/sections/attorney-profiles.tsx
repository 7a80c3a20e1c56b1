import { sectionWords } from "@/content/section-words";
import { JsonLdScript } from "@/components/ui/json-ld";
import { personJsonLd } from "@/lib/structured-data";
import { useId } from "react";
import { attorneys } from "@/content/attorneys";
import { chrome } from "@/content/chrome";
import { AttorneyCard } from "./attorney-card";

/**
 * The /attorneys grid. Each card's View Full Profile is the <summary> of a <details> holding the
 * profile, so it opens with no script; the cards share a `name`, so opening another profile closes
 * the open one (the browser's rule), and choosing it again closes it. An open card takes the whole
 * row of the grid, the profile beneath the card's summary. Close, at the end of a profile, closes
 * it and returns focus to its summary (the site script: components/ui/disclosures.ts;
 * docs/spec-deviations.md: the panel opens in place).
 */
export function AttorneyProfiles() {
  const group = useId();
  return (
    <>
      {/* A sample profile describes no real person, so it gets no Person block. */}
      {attorneys
        .filter((a) => a.provenance.status === "verified")
        .map((a) => (
          <JsonLdScript
            key={`ld-${a.id}`}
            data={personJsonLd({
              name: a.name,
              jobTitle: a.title,
              path: "/attorneys",
              sameAs: a.linkedin,
              knowsAbout: a.specialties,
            })}
          />
        ))}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {attorneys.map((person, i) => (
          <li key={person.id} className="has-[details[open]]:md:col-span-full">
            <AttorneyCard attorney={person} index={i}>
              <details name={group} className="group mt-4">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-md bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">{sectionWords.viewFullProfile}</span>
                  <span className="hidden group-open:inline">{sectionWords.hideProfile}</span>
                  <span className="sr-only">{sectionWords.profileOf(person.name)}</span>
                </summary>
                <section aria-label={person.name} className="mt-6 border-t-2 border-blue-800 pt-6">
                  <dl className="flex flex-wrap gap-4">
                    {person.stats.map((s) => (
                      <div key={s.label} className="rounded-lg bg-blue-50 px-4 py-3">
                        <dt className="text-sm text-slate-700">{s.label}</dt>
                        <dd className="text-2xl font-bold text-blue-900">{s.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="mt-6 grid gap-8 md:grid-cols-3">
                    <div className="md:col-span-2">
                      <h3 className="text-lg font-semibold">{sectionWords.profileAbout}</h3>
                      {person.bio.map((p) => (
                        <p key={p.slice(0, 24)} className="mt-2 text-slate-700">
                          {p}
                        </p>
                      ))}
                    </div>
                    <div>
                      <h3 className="text-lg font-semibold">{sectionWords.profileEducation}</h3>
                      <ul className="mt-2 space-y-1 text-slate-700">
                        {person.education.map((e) => (
                          <li key={e.school + e.degree}>
                            {e.degree}, {e.school}
                          </li>
                        ))}
                      </ul>
                      <h3 className="mt-4 text-lg font-semibold">{sectionWords.focusAreas}</h3>
                      <ul className="mt-2 list-disc pl-5 text-slate-700">
                        {person.specialties.map((s) => (
                          <li key={s}>{s}</li>
                        ))}
                      </ul>
                      {person.awards && person.awards.length > 0 && (
                        <>
                          <h3 className="mt-4 text-lg font-semibold">{sectionWords.profileRecognition}</h3>
                          <ul className="mt-2 list-disc pl-5 text-slate-700">
                            {person.awards.map((a) => (
                              <li key={a}>{a}</li>
                            ))}
                          </ul>
                        </>
                      )}
                      <a
                        href={person.linkedin}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-4 inline-block font-semibold text-blue-800 underline underline-offset-2"
                      >
                        {sectionWords.onLinkedIn(person.name)}
                        <span className="sr-only">{chrome.opensInNewTab}</span>
                      </a>
                    </div>
                  </div>
                  <button
                    type="button"
                    data-needs-script
                    data-details-close
                    className="mt-6 min-h-11 rounded-md border-2 border-slate-400 px-4 font-semibold text-slate-900 hover:bg-slate-100"
                  >
                    {chrome.close}
                    <span className="sr-only">{sectionWords.closeProfileOf(person.name)}</span>
                  </button>
                </section>
              </details>
            </AttorneyCard>
          </li>
        ))}
      </ul>
    </>
  );
}
