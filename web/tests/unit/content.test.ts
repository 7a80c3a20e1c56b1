// @vitest-environment node
import { describe, expect, it } from "vitest";
import { attorneys } from "@/content/attorneys";
import { callsToAction, pageKinds, relatedLinks } from "@/content/calls-to-action";
import { faqsFor } from "@/content/faq-lookups";
import { defaultFaqs, serviceFaqs } from "@/content/faqs";
import { home } from "@/content/home";
import { caseCategories } from "@/content/results";
import { isPublicPage } from "@/content/public-pages";
import { services } from "@/content/services";
import { servicesPage } from "@/content/services-page";
import { testimonials } from "@/content/testimonials";
import { workplaceRights } from "@/content/workplace-rights";

describe("typed content", () => {
  it("has forty illustrative settlements, ten per category, within $28,750-$62,500", () => {
    const all = caseCategories.flatMap((c) => c.examples);
    expect(all).toHaveLength(40);
    for (const c of caseCategories) expect(c.examples).toHaveLength(10);
    for (const e of all) {
      expect(e.amountUsd).toBeGreaterThanOrEqual(28_750);
      expect(e.amountUsd).toBeLessThanOrEqual(62_500);
    }
  });

  it("has four testimonials, two of them about discrimination", () => {
    expect(testimonials).toHaveLength(4);
    expect(testimonials.filter((t) => t.serviceId === "discrimination")).toHaveLength(2);
  });

  it("has six attorneys, none with a photo", () => {
    expect(attorneys).toHaveLength(6);
    for (const a of attorneys) expect(a).not.toHaveProperty("image");
  });

  it("gives each service its own five questions and any other id the default set", () => {
    for (const s of services) {
      expect(faqsFor(s.id)).toBe(serviceFaqs[s.id]);
      expect(faqsFor(s.id)).toHaveLength(5);
    }
    expect(faqsFor("retaliation")).toBe(defaultFaqs);
  });

  it("has the discrimination page's six types and the other pages' panels", () => {
    const kinds = (id: string) => services.find((s) => s.id === id)!.extras.map((e) => e.kind);
    expect(services.find((s) => s.id === "discrimination")!.extras[0]!.items).toHaveLength(6);
    expect(kinds("wage-hour")).toEqual(["overtime", "breaks"]);
    expect(kinds("wrongful-termination")).toEqual(["signs"]);
  });

  it("has a call to action for each page kind", () => {
    expect(Object.keys(callsToAction).sort()).toEqual([...pageKinds].sort());
  });

  it("links only to pages that exist (the spec's /results/wage-hour is fixed)", () => {
    const internal = [
      ...Object.values(relatedLinks).flatMap((links) => links.map((l) => l.path)),
      ...Object.values(callsToAction).flatMap((c) => [c.primary.href, c.secondary.href]),
      ...home.exploreLinks.map((l) => l.href),
      ...home.readingLinks.map((l) => l.href),
      ...servicesPage.resources.map((l) => l.href),
      ...services.flatMap((s) => s.resources.map((r) => r.href)),
      ...workplaceRights.cards.map((c) => c.href),
    ].filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(20);
    for (const href of internal) expect(isPublicPage(href), href).toBe(true);
    expect(internal).toContain("/results/wage-and-hour");
    expect(internal).not.toContain("/results/wage-hour");
  });
});
