// @vitest-environment node
// @vitest-environment node
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The boundary rule in eslint.config.js must keep failing `npm run lint` on a wrong-way import:
// a renamed folder, a changed alias or a dropped rule would otherwise turn it off silently.
const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/import-direction")
    .map((message) => message.message);
}

describe("import boundaries", { timeout: 30_000 }, () => {
  it("refuses a shared component importing a feature, by alias or by relative path", async () => {
    const code = [
      'import { IntakeProvider } from "@/features/intake/intake-context";',
      'import { PrivacyProvider } from "../../features/privacy/privacy-context";',
      "export const used = [IntakeProvider, PrivacyProvider];",
    ].join("\n");
    const errors = await boundaryErrors("components/sections/wrong-way.tsx", code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("Shared components must not import a feature");
  });

  it("refuses one feature importing another, by alias or by relative path", async () => {
    const code = [
      'import { usePrivacy } from "@/features/privacy/privacy-context";',
      'import { trackLead } from "../../privacy/tracking";',
      "export const used = [usePrivacy, trackLead];",
    ].join("\n");
    const errors = await boundaryErrors("features/intake/components/wrong-way.tsx", code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("Features never import each other");
  });

  it("refuses lib and content importing upwards", async () => {
    const lib = await boundaryErrors("lib/wrong-way.ts", 'export * from "@/components/ui/styles";');
    const content = await boundaryErrors("content/wrong-way.ts", 'export * from "../app/routes/home";');
    expect([...lib, ...content]).toHaveLength(2);
  });

  it("lets a feature use its own files and the shared layers", async () => {
    const code = [
      'import { useIntake } from "../intake-context";',
      'import { site } from "@/lib/site-config";',
      'import { card } from "@/components/ui/styles";',
      "export const used = [useIntake, site, card];",
    ].join("\n");
    expect(await boundaryErrors("features/intake/components/right-way.tsx", code)).toEqual([]);
  });
});
