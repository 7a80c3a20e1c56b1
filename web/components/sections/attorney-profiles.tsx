import { sectionWords } from "@/content/section-words";
import { JsonLdScript } from "@/components/ui/json-ld";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { personJsonLd } from "@/lib/structured-data";
import { useEffect, useRef, useState } from "react";
import { attorneys } from "@/content/attorneys";
import { chrome } from "@/content/chrome";
import { toggleOne } from "@/lib/one-open";
import { AttorneyAvatar } from "./attorney-avatar";
import { AttorneyCard } from "./attorney-card";

const PANEL_ID = "attorney-profile-panel";

/**
 * The /attorneys grid. View Full Profile opens one profile in a panel beneath the grid; opening
 * another replaces it, and Close (or choosing the same card again) returns to none. Focus moves
 * to the panel when it opens and back to the card's button when it closes.
 */
export function AttorneyProfiles() {
  const [selected, setSelected] = useState<number | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const returnTo = useRef<number | null>(null);

  useEffect(() => {
    if (selected !== null) panelHeading.current?.focus();
    else if (returnTo.current !== null) buttons.current[returnTo.current]?.focus();
  }, [selected]);

  function choose(i: number) {
    returnTo.current = i;
    setSelected((s) => toggleOne(s, i));
  }

  const person = selected === null ? null : attorneys[selected];
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
        {attorneys.map((a, i) => (
          <li key={a.id}>
            <AttorneyCard attorney={a} index={i}>
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                aria-expanded={selected === i}
                aria-controls={PANEL_ID}
                onClick={() => choose(i)}
                className="mt-4 min-h-11 self-start rounded-md bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
              >
                {selected === i ? sectionWords.hideProfile : sectionWords.viewFullProfile}
                <span className="sr-only">{sectionWords.profileOf(a.name)}</span>
              </button>
            </AttorneyCard>
          </li>
        ))}
      </ul>
      <div id={PANEL_ID}>
        {person && selected !== null && (
          <section
            aria-labelledby="attorney-profile-heading"
            {...claimMarks(`attorney:${person.id}`, person.provenance)}
            className="mt-8 rounded-xl border-2 border-blue-800 bg-white p-6 md:p-8"
          >
            <SampleLabel provenance={person.provenance} kind="profile" className="mb-4" />
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="flex items-center gap-4">
                <AttorneyAvatar initials={person.initials} index={selected} size={96} />
                <div>
                  <h2
                    id="attorney-profile-heading"
                    ref={panelHeading}
                    tabIndex={-1}
                    className="text-2xl font-bold text-slate-900"
                  >
                    {person.name}
                  </h2>
                  <p className="text-slate-700">
                    {person.title}, {person.location}
                  </p>
                </div>
              </div>
              <button
                type="button"
                onClick={() => choose(selected)}
                className="min-h-11 rounded-md border-2 border-slate-400 px-4 font-semibold text-slate-900 hover:bg-slate-100"
              >
                {chrome.close}
                <span className="sr-only">{sectionWords.closeProfileOf(person.name)}</span>
              </button>
            </div>
            <dl className="mt-6 flex flex-wrap gap-4">
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
          </section>
        )}
      </div>
    </>
  );
}
