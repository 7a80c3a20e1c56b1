import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeadlineTool } from "@/features/tools/components/deadline-tool";
import { IntakeLauncherContext } from "@/lib/use-intake-launcher";
import { renderAt } from "./render";

// The deadline page's states that the browser test does not walk through: a federal employer, the
// kinds of public employer and "not sure", every deadline passed, a date before the forms' range,
// and what "Add this to my free case review" hands over.

const open = vi.fn();
function renderTool() {
  renderAt(
    <IntakeLauncherContext.Provider value={{ open, prepare: () => {} }}>
      <DeadlineTool />
    </IntakeLauncherContext.Provider>,
  );
  return screen.getByRole("region", { name: "Deadlines that may apply" });
}

describe("the deadline tool", () => {
  beforeEach(() => {
    open.mockReset();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    // Noon in California on November 24, 2026.
    vi.setSystemTime(new Date("2026-11-24T20:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("for a federal employee shows only the 45-day EEO counselor step, phone first", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /treated worse/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: /U\.S\. government/ }));
    // November 4 + 45 days = December 19, 2026: 25 days after November 24.
    expect(results.textContent).toContain("One deadline may apply. File by December 19, 2026.");
    expect(results.textContent).toContain("less than 90 days away");
    const items = within(results).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain("Contact with your agency's EEO counselor");
    expect(items[0]!.textContent).toContain("25 days left");
    expect(results.textContent).not.toContain("Civil Rights Department (CRD)");
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    expect(open).toHaveBeenCalledWith("case-review", {
      issueType: ["Discrimination"],
      issueDetails: expect.stringContaining("Contact with your agency's EEO counselor, December 19, 2026"),
      estimate: {
        tool: "deadlines",
        incidentDate: "2026-11-04",
        situations: ["discrimination"],
        publicEmployer: true,
      },
    });
  });

  it("for a federal employee's wage problem estimates nothing and offers the phone", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /not paid all my wages/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: /U\.S\. government/ }));
    expect(results.textContent).toContain("follow federal rules with their own deadlines");
    expect(within(results).queryAllByRole("listitem")).toHaveLength(0);
    expect(within(results).getByRole("link", { name: /Call/ })).not.toBeNull();
  });

  it("when every deadline has passed says so and still puts the phone first", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /reporting something/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2020-01-15");
    expect(results.textContent).toContain("Every deadline we found has passed");
    expect(
      within(results).getByRole("heading", { name: "The usual deadlines may have passed" }),
    ).not.toBeNull();
    expect(within(results).getAllByText(/Passed \d+ days ago/)).toHaveLength(3);
  });

  it("refuses a date before 1900 or after today at the field", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /harassed/ }));
    const date = screen.getByLabelText("When did it last happen?");
    await user.type(date, "1899-12-31");
    expect(screen.getByText("Please enter a date in 1900 or later.")).not.toBeNull();
    expect(results.textContent).toContain("Choose at least one situation and a date");
    await user.clear(date);
    await user.type(date, "2026-12-01");
    expect(screen.getByText("The date can't be in the future.")).not.toBeNull();
  });

  it("asks who the employer was with five choices, private first", () => {
    renderTool();
    const group = screen.getByRole("group", { name: /government agency/ });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual([
      "No, a private employer",
      "Yes, the State of California or another public agency (for example a state department, a public school or college, a public hospital or a water district)",
      "Yes, a California city, county or town",
      "Yes, the U.S. government (a federal agency, the Postal Service or a civilian job with the military)",
      "Not sure",
    ]);
    expect(within(group).getByRole("radio", { name: "No, a private employer" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("for unpaid wages lists the oral promise's two years first, then three and four", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /not paid all my wages/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    const titles = within(results)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "Pay promised only by word of mouth",
      "Wage claim with the Labor Commissioner or in court",
      "Court claim under the Unfair Competition Law",
    ]);
    expect(results.textContent).toContain("File by November 4, 2028");
    expect(results.textContent).toContain("cannot tell whether the promise was in writing");
    expect(results.textContent).toContain("Code of Civil Procedure 339");
  });

  it("for the state or another public agency drops the Unfair Competition Law and wrongful termination", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /not paid all my wages/ }));
    await user.click(screen.getByRole("checkbox", { name: /reporting something/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: /State of California/ }));
    const text = results.textContent;
    expect(text).not.toContain("Court claim under the Unfair Competition Law");
    expect(text).not.toContain("Lawsuit for a firing against public policy");
    expect(text).toContain("Written claim to a public employer");
    expect(text).toContain("Whistleblower lawsuit");
    expect(text).not.toContain("we included the rules for both");
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    expect(open.mock.calls[0]![1].estimate.publicEmployer).toBe(true);
  });

  it("for a city or county also drops the waiting-time penalty (Labor Code 220(b))", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /final paycheck/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    expect(results.textContent).toContain("Claim for late final pay");
    await user.click(screen.getByRole("radio", { name: /California city/ }));
    expect(results.textContent).not.toContain("Claim for late final pay");
    expect(within(results).queryAllByRole("listitem")).toHaveLength(0);
    expect(results.textContent).toContain("None of the deadlines this tool estimates fits these answers");
    expect(within(results).getByRole("link", { name: /Call/ })).not.toBeNull();
  });

  it("when not sure keeps every rule either kind may bring, says so and sends a public employer", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /reporting something/ }));
    await user.click(screen.getByRole("checkbox", { name: /final paycheck/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: "Not sure" }));
    const text = results.textContent;
    expect(text).toContain(
      "Because you are not sure, we included the rules for both private and government employers. Some of them may not apply to you.",
    );
    for (const title of [
      "Written claim to a public employer",
      "Lawsuit for a firing against public policy",
      "Claim for late final pay",
      "Retaliation complaint to the Labor Commissioner",
      "Whistleblower lawsuit",
    ])
      expect(text).toContain(title);
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    expect(open.mock.calls[0]![1].estimate).toEqual({
      tool: "deadlines",
      incidentDate: "2026-11-04",
      situations: ["fired-for-reporting", "final-pay"],
      publicEmployer: true,
    });
  });

  it("sends a private employer as not public", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /harassed/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    expect(open.mock.calls[0]![1].estimate.publicEmployer).toBe(false);
  });

  it("adds no government claim for a California public employer when every claim is exempt", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /harassed/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-09-30");
    await user.click(screen.getByRole("radio", { name: /California city/ }));
    expect(results.textContent).not.toContain("Written claim to a public employer");
    await user.click(screen.getByRole("checkbox", { name: /reporting something/ }));
    expect(results.textContent).toContain("Written claim to a public employer");
  });
});
