import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AttorneyProfiles } from "@/components/sections/attorney-profiles";
import { attorneys } from "@/content/attorneys";
import { specialtySummary } from "@/lib/specialties";
import { renderWithIntake } from "./with-intake";

describe("'+N more' specialties", () => {
  it("shows the first three and counts the rest", () => {
    expect(specialtySummary(["a", "b", "c", "d", "e"])).toEqual({
      visible: ["a", "b", "c"],
      moreLabel: "+2 more",
    });
    expect(specialtySummary(["a", "b", "c", "d"]).moreLabel).toBe("+1 more");
    expect(specialtySummary(["a", "b", "c"])).toEqual({ visible: ["a", "b", "c"], moreLabel: null });
    expect(specialtySummary(["a"]).visible).toEqual(["a"]);
  });
});

describe("attorney profiles", () => {
  it("shows a card per attorney, each with at most three specialties and the right '+N more'", () => {
    renderWithIntake(<AttorneyProfiles />);
    const cards = screen.getAllByRole("list", { name: "Focus areas" });
    expect(cards).toHaveLength(attorneys.length);
    cards.forEach((list, i) => {
      const a = attorneys[i]!;
      const more = a.specialties.length - 3;
      expect(within(list).queryByText(a.specialties[0]!)).not.toBeNull();
      if (a.specialties[3]) expect(within(list).queryByText(a.specialties[3])).toBeNull();
      if (more > 0) expect(within(list).getByText(`+${more} more`)).toBeTruthy();
      else expect(within(list).queryByText(/more$/)).toBeNull();
    });
  });

  // Opening and one at a time are the browser's (details and `name`), checked in Chromium by
  // tests/e2e/pages.spec.ts; here, the markup that gets them, and Close.
  it("puts each profile in its card's details, one name for all, and Close marked for the site script", () => {
    const { container } = renderWithIntake(<AttorneyProfiles />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(attorneys.length);
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(details[0]!.getAttribute("name")).toBeTruthy();
    const [first] = attorneys;
    expect(details[0]!.querySelector("summary")!.textContent).toMatch(
      new RegExp(`View Full Profile.*of ${first!.name}`),
    );
    expect(details[0]!.textContent).toContain(first!.bio[0]!);
    const link = within(details[0]!).getByRole("link", { name: /LinkedIn/, hidden: true });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");

    // Close is the site script's (components/ui/disclosures.ts): the button is marked for it.
    const close = within(details[0]!).getByRole("button", {
      name: new RegExp(`Close\\s*profile of ${first!.name}`),
      hidden: true,
    });
    expect(close.hasAttribute("data-details-close")).toBe(true);
  });
});
