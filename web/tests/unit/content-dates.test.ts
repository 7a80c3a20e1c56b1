// @vitest-environment node
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { legalPages } from "@/content/legal";
import { datedContent, lastChanged } from "@/scripts/content-dates";

const webRoot = path.join(import.meta.dirname, "../..");

// Legal pages are dated by their history: the last commit that changed their files, or today
// while they have uncommitted changes. A throwaway repository with commits on fixed days.
describe("content dates from history", () => {
  const repo = mkdtempSync(path.join(tmpdir(), "content-dates-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (args: string[], day?: string) =>
    execFileSync("git", args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@example.com",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@example.com",
        ...(day ? { GIT_AUTHOR_DATE: `${day}T12:00:00Z`, GIT_COMMITTER_DATE: `${day}T12:00:00Z` } : {}),
      },
      stdio: "ignore",
    });
  git(["init", "-q"]);
  writeFileSync(path.join(repo, "privacy.ts"), "one\n");
  writeFileSync(path.join(repo, "terms.ts"), "one\n");
  git(["add", "."]);
  git(["commit", "-q", "-m", "first"], "2025-03-04");
  appendFileSync(path.join(repo, "terms.ts"), "two\n");
  git(["commit", "-q", "-am", "second"], "2026-05-06");

  it("is the day of the last commit that changed the page's files", () => {
    expect(lastChanged(["privacy.ts"], repo, "2030-01-01")).toBe("2025-03-04");
    expect(lastChanged(["terms.ts"], repo, "2030-01-01")).toBe("2026-05-06");
    expect(lastChanged(["privacy.ts", "terms.ts"], repo, "2030-01-01")).toBe("2026-05-06");
  });

  it("is today while a file has changes not yet committed", () => {
    appendFileSync(path.join(repo, "privacy.ts"), "edited\n");
    expect(lastChanged(["privacy.ts"], repo, "2030-01-01")).toBe("2030-01-01");
    expect(lastChanged(["terms.ts"], repo, "2030-01-01")).toBe("2026-05-06");
  });

  it("refuses to guess outside a repository", () => {
    const bare = mkdtempSync(path.join(tmpdir(), "no-git-"));
    try {
      expect(() => lastChanged(["x.ts"], bare, "2030-01-01")).toThrow();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("every legal page has a date from its history, none typed by hand", () => {
    for (const [key, page] of Object.entries(legalPages)) {
      expect(datedContent[`legal/${key}`], key).toBeDefined();
      expect(page.updated, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("dates each Spanish legal page by its facts and its own Spanish words", () => {
    for (const key of Object.keys(legalPages)) {
      expect(datedContent[`legal/es/${key}`], key).toEqual([
        `content/legal/${key}.ts`,
        "content/legal/shared.ts",
        `content/words/es/legal-${key}.ts`,
        "content/words/es/legal-shared.ts",
      ]);
    }
    for (const files of Object.values(datedContent))
      for (const f of files) expect(existsSync(path.join(webRoot, f)), f).toBe(true);
  });
});
