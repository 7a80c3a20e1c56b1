import { useId } from "react";
import type { AgreementText } from "../api/agreements";

const languageNames = { en: "English", es: "Spanish" } as const;

/**
 * The agreement as the worker will read it: one text, or for terms discussed in Spanish the
 * Spanish first and the English beside it (both are shown before any signature).
 */
export function AgreementTextView({ text }: { text: AgreementText }) {
  const id = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {text.map((version, i) => (
        <article
          key={version.language}
          aria-labelledby={`${id}-${i}`}
          lang={version.language}
          className="rounded-md border border-slate-300 p-3"
        >
          <h3 id={`${id}-${i}`} className="text-lg font-bold text-slate-900">
            {version.title}{" "}
            <span className="text-base font-normal text-slate-700" lang="en">
              ({languageNames[version.language]})
            </span>
          </h3>
          {version.sections.map((section) => (
            <section key={section.heading} className="mt-3">
              <h4 className="font-semibold text-slate-900">{section.heading}</h4>
              <p className="whitespace-pre-wrap break-words">{section.text}</p>
            </section>
          ))}
        </article>
      ))}
    </div>
  );
}
