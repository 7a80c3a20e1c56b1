import { fireEvent, screen, within } from "@testing-library/react";
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

  it("opens one profile at a time beneath the grid and closes it", () => {
    renderWithIntake(<AttorneyProfiles />);
    const [first, second] = attorneys;
    fireEvent.click(
      screen.getByRole("button", { name: new RegExp(`View Full Profile\\s*of ${first!.name}`) }),
    );
    const panel = screen.getByRole("region", { name: first!.name });
    expect(within(panel).getByText(first!.bio[0]!)).toBeTruthy();
    const link = within(panel).getByRole("link", { name: /LinkedIn/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(document.activeElement?.textContent).toBe(first!.name);

    fireEvent.click(
      screen.getByRole("button", { name: new RegExp(`View Full Profile\\s*of ${second!.name}`) }),
    );
    expect(screen.queryByRole("region", { name: first!.name })).toBeNull();
    expect(screen.getByRole("region", { name: second!.name })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: new RegExp(`Close\\s*profile of ${second!.name}`) }));
    expect(screen.queryByRole("region", { name: second!.name })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: new RegExp(`View Full Profile\\s*of ${second!.name}`) }),
    );
  });
});
