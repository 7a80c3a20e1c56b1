// One story per case: a client story and the case result it tells give the same amount, place and
// kind of case; the attorney named in the footer is among the attorneys shown; a byline names
// only someone the attorneys page shows.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer } from "@/components/layout/footer";
import { formatUsd } from "@/lib/format";
import { AttorneyProfiles } from "@/components/sections/attorney-profiles";
import { HomePage } from "@/components/sections/home-page";
import { TestimonialCard } from "@/components/sections/testimonial-card";
import { attorneys, responsibleAttorneyId } from "@/content/attorneys";
import { authorIds, authors } from "@/content/authors";
import { allResults, findResult } from "@/content/result-lookups";
import { resultPath } from "@/content/results";
import { joinTestimonials, testimonials, type TestimonialEntry } from "@/content/testimonials";
import { site } from "@/lib/site-config";
import { renderWithIntake } from "./with-intake";

const dollars = /\$\d[\d,]*/g;

describe("client stories and case results", () => {
  it("each story tells an existing result and takes its amount, place and kind of case", () => {
    for (const t of testimonials) {
      const result = findResult(t.caseResult);
      expect(result, t.id).toBeDefined();
      expect(t.result).toBe(result);
      expect(t.settlementUsd, t.id).toBe(result!.example.amountUsd);
      expect(t.location, t.id).toBe(result!.example.location);
      expect(t.serviceId, t.id).toBe(result!.category.serviceId);
    }
    expect(new Set(testimonials.map((t) => t.caseResult)).size).toBe(testimonials.length);
  });

  it("shows on each story card only its result's amount, with a link to that result", () => {
    for (const t of testimonials) {
      const { container, unmount } = renderWithIntake(<TestimonialCard t={t} />);
      const amounts = container.textContent!.match(dollars);
      expect(amounts, t.id).toEqual([formatUsd(t.result.example.amountUsd)]);
      const link = within(container).getByRole("link", { name: new RegExp(t.result.example.title) });
      expect(link.getAttribute("href")).toBe(resultPath(t.result.id));
      expect(container.textContent).toContain(t.result.example.location);
      unmount();
    }
  });

  it("keeps Maria L.'s story and the Fresno pregnancy result to one amount", () => {
    const maria = testimonials.find((t) => t.id === "maria-l")!;
    const result = allResults.find((r) => r.example.title === "Pregnancy discrimination at a warehouse")!;
    expect(maria.result).toBe(result);
    expect(maria.settlementUsd).toBe(result.example.amountUsd);
  });

  const entry: TestimonialEntry = {
    id: "test-story",
    name: "Test P.",
    title: "Packer",
    company: "Warehouse",
    issue: "Pregnancy discrimination",
    quote: "A quote long enough to pass the schema's forty-character minimum.",
    rating: 5,
    caseResult: "discrimination-cases/0",
    provenance: { status: "sample" },
  };

  it("refuses a story that points at no result", () => {
    expect(() => joinTestimonials([{ ...entry, caseResult: "discrimination-cases/99" }])).toThrow(
      'testimonial test-story: no case result "discrimination-cases/99"',
    );
  });

  it("refuses a verified story whose result is still a sample", () => {
    expect(() =>
      joinTestimonials([{ ...entry, provenance: { status: "verified", source: "signed consent, 2026" } }]),
    ).toThrow(/is verified but its case result discrimination-cases\/0 is a sample/);
  });
});

describe("the responsible attorney", () => {
  const name = site.responsible.attorneyName;

  it("has a profile whose name comes from config/site.json", () => {
    const profile = attorneys.find((a) => a.id === responsibleAttorneyId)!;
    expect(profile.name).toBe(name);
    expect(profile.initials).toBe("DR");
    expect(profile.bio.join(" ")).toContain(name.split(" ")[0]!);
  });

  it("is named in the footer and shown on /attorneys", () => {
    const footer = renderWithIntake(<Footer buildYear={2026} />);
    expect(footer.container.textContent).toContain(`Responsible attorney: ${name}`);
    footer.unmount();
    renderWithIntake(<AttorneyProfiles />);
    expect(screen.getByRole("heading", { name })).toBeTruthy();
  });

  it("is among the attorneys on the home page", () => {
    renderWithIntake(<HomePage />);
    const section = screen.getByRole("region", { name: "Our attorneys" });
    expect(within(section).getByRole("heading", { name })).toBeTruthy();
  });
});

describe("bylines", () => {
  it("name only attorneys the attorneys page shows, with their profile's title", () => {
    for (const id of authorIds) {
      const author = authors[id];
      const profile = attorneys.find((a) => a.id === author.profileId);
      expect(profile, id).toBeDefined();
      expect(author.name).toBe(profile!.name);
      expect(author.jobTitle).toBe(profile!.title);
      expect(author.provenance).toBe(profile!.provenance);
    }
    expect(authors["managing-attorney"].name).toBe(site.responsible.attorneyName);
  });
});
