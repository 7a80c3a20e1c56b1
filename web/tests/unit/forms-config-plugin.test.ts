import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import rulesAsBuilt from "../../../config/forms/rules.json";
import { withoutNotes } from "../../scripts/vite-forms-config-plugin";

const rulesFile = path.resolve(import.meta.dirname, "../../../config/forms/rules.json");

describe("config/forms in the web build", () => {
  it("drops the notes for editors at any depth and keeps everything else", () => {
    const input = {
      about: "a note",
      languagesAbout: "another",
      languages: ["en", "es"],
      envelope: [{ name: "landingPage", maxLength: 2000, about: "x" }],
      options: { "Offensive comments about race": { label: "about", hint: "About this" } },
    };
    expect(withoutNotes(input)).toEqual({
      languages: ["en", "es"],
      envelope: [{ name: "landingPage", maxLength: 2000 }],
      options: { "Offensive comments about race": { label: "about", hint: "About this" } },
    });
  });

  it("serves the forms' files to the bundles without their notes", () => {
    const file = JSON.parse(readFileSync(rulesFile, "utf8")) as Record<string, unknown>;
    expect(file).toHaveProperty("about"); // the file does document itself
    expect(JSON.stringify(rulesAsBuilt)).not.toContain('"about"');
    expect(rulesAsBuilt).toEqual(withoutNotes(file));
  });
});
