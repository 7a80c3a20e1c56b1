// The fee agreement templates' check in the web build (issue 54, docs/decisions/0048): the same
// rules as the server's start-up check (server/src/engagement/agreement_templates.cpp), read from
// config/agreements/rules.json. A contingency template must make every statement of Cal. Bus. &
// Prof. Code § 6147(a), an hourly one those of § 6148(a), and either one the statement that the
// firm has no professional liability insurance when it has none (rule 1.4.2); each id and version
// comes in English and Spanish with the same statements; a production build refuses samples.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Mustache from "mustache";

type Statement = { id: string; law: string; says: string; fields: string[] };
type Rules = {
  kinds: Record<string, { law: string; statements: Statement[]; fields: string[] }>;
  uninsured: Statement;
  professionalLiabilityInsurance: boolean;
};
type Section = { heading?: unknown; text?: unknown; states?: unknown };
type Template = {
  id?: unknown;
  version?: unknown;
  kind?: unknown;
  language?: unknown;
  title?: unknown;
  provenance?: { status?: unknown; by?: unknown; on?: unknown };
  sections?: Section[];
};

export const agreementsDir = path.resolve(import.meta.dirname, "../../config/agreements");

/** Every name a Mustache text reads. Throws on a text Mustache cannot parse. */
function namesOf(text: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: unknown[][]) => {
    for (const token of tokens) {
      if (token[0] !== "text" && token[0] !== "!") names.add(token[1] as string);
      if (Array.isArray(token[4])) walk(token[4] as unknown[][]);
    }
  };
  walk(Mustache.parse(text) as unknown[][]);
  return names;
}

const statesOf = (section: Section) =>
  Array.isArray(section.states) ? section.states.filter((s): s is string => typeof s === "string") : [];

/** The problems of one template, in the server's words; [] when it passes. */
function templateProblems(file: string, t: Template, rules: Rules, production: boolean): string[] {
  const where = `agreement template ${file}: `;
  const kind = typeof t.kind === "string" ? rules.kinds[t.kind] : undefined;
  if (!kind) return [`${where}"kind" must be one of rules.json's kinds (contingency, hourly)`];
  if (t.language !== "en" && t.language !== "es") return [`${where}"language" must be "en" or "es"`];
  if (!Array.isArray(t.sections) || t.sections.length === 0) return [`${where}needs "sections"`];
  const problems: string[] = [];
  for (const section of t.sections) {
    const heading = String(section.heading ?? "");
    if (typeof section.text !== "string" || !heading) {
      problems.push(`${where}every section needs a "heading" and a "text"`);
      continue;
    }
    let names: Set<string>;
    try {
      names = namesOf(section.text);
    } catch (error) {
      problems.push(`${where}section "${heading}": ${(error as Error).message}`);
      continue;
    }
    for (const name of names)
      if (!kind.fields.includes(name))
        problems.push(
          `${where}section "${heading}" uses {{${name}}}, which is not a merge field of a ${String(t.kind)} agreement (rules.json)`,
        );
  }
  const required = [...kind.statements, ...(rules.professionalLiabilityInsurance ? [] : [rules.uninsured])];
  for (const statement of required) {
    const stating = t.sections.filter((s) => statesOf(s).includes(statement.id));
    if (stating.length === 0) {
      problems.push(
        `${where}no section says ${statement.says} (${statement.law}); mark the section that says it with "states": ["${statement.id}"]`,
      );
      continue;
    }
    const used = new Set(stating.flatMap((s) => (typeof s.text === "string" ? [...namesOf(s.text)] : [])));
    for (const field of statement.fields)
      if (!used.has(field))
        problems.push(
          `${where}the section that says ${statement.says} (${statement.law}) must use the merge field {{${field}}}, so it states this agreement's terms`,
        );
  }
  if (production && t.provenance?.status !== "reviewed")
    problems.push(
      `${where}a sample, written by this project; SITE_MODE=production needs the firm's own, reviewed by its attorney (docs/runbook.md, "Fee agreements")`,
    );
  return problems;
}

/** Every problem of the templates in `dir` (rules.json and templates/*.json); [] when all pass. */
export function agreementProblems(dir: string = agreementsDir, production = false): string[] {
  const rules = JSON.parse(readFileSync(path.join(dir, "rules.json"), "utf8")) as Rules;
  const files = readdirSync(path.join(dir, "templates"))
    .filter((f) => f.endsWith(".json"))
    .sort();
  const problems: string[] = [];
  const byVersion = new Map<string, Map<string, string>>();
  for (const file of files) {
    const t = JSON.parse(readFileSync(path.join(dir, "templates", file), "utf8")) as Template;
    const own = templateProblems(file, t, rules, production);
    problems.push(...own);
    const key = `${String(t.id)} version ${String(t.version)}`;
    const languages = byVersion.get(key) ?? new Map<string, string>();
    const states = [...new Set((t.sections ?? []).flatMap(statesOf))].sort().join(",");
    languages.set(String(t.language), `${String(t.kind)}:${states}`);
    byVersion.set(key, languages);
  }
  for (const [key, languages] of byVersion) {
    if (languages.size !== 2)
      problems.push(
        `agreement template ${key}: needs one template in English and one in Spanish (a worker who discussed the terms in Spanish reads them in Spanish: Civil Code 1632)`,
      );
    else if (languages.get("en") !== languages.get("es"))
      problems.push(
        `agreement template ${key}: the English and Spanish templates must be of one kind and make the same statements`,
      );
  }
  return problems;
}
