import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agreementProblems, agreementsDir } from "../../scripts/agreement-templates";

// The web build's check of the fee agreement templates (scripts/vite-agreements-plugin.ts), on a
// copy of config/agreements. The server's check of the same rules has its own tests
// (server/src/engagement/agreement_templates_test.cpp).

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function copy(): string {
  dir = mkdtempSync(path.join(tmpdir(), "agreements-"));
  cpSync(agreementsDir, dir, { recursive: true });
  return dir;
}

function change(file: string, edit: (doc: Record<string, unknown>) => void) {
  const at = path.join(dir, file);
  const doc = JSON.parse(readFileSync(at, "utf8")) as Record<string, unknown>;
  edit(doc);
  writeFileSync(at, JSON.stringify(doc));
}

type Section = { states?: string[]; text: string };

describe("the fee agreement templates in the web build", () => {
  it("pass as shipped, and a production build refuses each sample", () => {
    expect(agreementProblems()).toEqual([]);
    const refused = agreementProblems(agreementsDir, true);
    expect(refused).toHaveLength(4);
    for (const problem of refused) expect(problem).toContain("a sample");
  });

  it("name the statement a contingency template lacks, with its law", () => {
    copy();
    change("templates/contingency.en.json", (doc) => {
      for (const section of doc.sections as Section[])
        if (section.states?.includes("negotiable")) delete section.states;
    });
    const problems = agreementProblems(dir);
    expect(problems[0]).toBe(
      'agreement template contingency.en.json: no section says that the fee is not set by law and is negotiable (Cal. Bus. & Prof. Code § 6147(a)(4)); mark the section that says it with "states": ["negotiable"]',
    );
    expect(problems[1]).toContain("same statements");
  });

  it("ask for the insurance statement when the firm has none (rule 1.4.2)", () => {
    copy();
    change("rules.json", (doc) => {
      doc.professionalLiabilityInsurance = false;
    });
    expect(agreementProblems(dir)).toEqual([]);
    change("templates/hourly.es.json", (doc) => {
      for (const section of doc.sections as Section[])
        section.states = section.states?.filter((s) => s !== "insurance");
    });
    expect(agreementProblems(dir).join("\n")).toContain(
      "hourly.es.json: no section says that the firm has no professional liability insurance (Cal. Rules of Prof. Conduct, rule 1.4.2)",
    );
  });

  it("refuse a merge field the kind does not have, and a fixed rate", () => {
    copy();
    change("templates/contingency.es.json", (doc) => {
      for (const section of doc.sections as Section[])
        if (section.states?.includes("rate")) section.text = "Cobramos el 40 % de {{total}}.";
    });
    const problems = agreementProblems(dir).join("\n");
    expect(problems).toContain("uses {{total}}, which is not a merge field of a contingency agreement");
    expect(problems).toContain("must use the merge field {{fees}}");
  });
});
