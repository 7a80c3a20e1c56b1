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

  it("for a federal employee puts the 45-day EEO counselor step first, instead of the EEOC charge", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /treated worse/ }));
    await user.type(screen.getByLabelText("When were you told of the decision?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: /U\.S\. government/ }));
    // November 4 + 45 days = December 19, 2026: 25 days after November 24.
    expect(results.textContent).toContain("2 deadlines may apply. The earliest is December 19, 2026.");
    expect(results.textContent).toContain("less than 90 days away");
    const items = within(results).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("Contact with your agency's EEO counselor");
    expect(items[0]!.textContent).toContain("25 days left");
    expect(items[0]!.textContent).toContain("Only for federal employees");
    // Kept because it may apply; the EEOC charge certainly does not (29 CFR 1614).
    expect(items[1]!.textContent).toContain("Civil Rights Department (CRD)");
    expect(results.textContent).not.toContain("Charge with the federal EEOC");
    expect(results.textContent).toContain("Federal employees have a different, much shorter first step");
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    expect(open).toHaveBeenCalledWith("case-review", {
      issueType: ["Discrimination"],
      issueDetails: expect.stringContaining("Contact with your agency's EEO counselor, December 19, 2026"),
      employerType: "federal",
      estimate: {
        tool: "deadlines",
        incidentDate: "2026-11-04",
        situations: ["discrimination"],
        publicEmployer: true,
      },
    });
  });

  it("for a federal employee's wage problem keeps the wage rules and says federal rules differ", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /not paid all my wages/ }));
    await user.type(screen.getByLabelText("When were you first paid less than you were owed?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: /U\.S\. government/ }));
    expect(results.textContent).toContain("follow federal rules with their own deadlines");
    expect(within(results).getAllByRole("listitem")).toHaveLength(5);
    expect(results.textContent).not.toContain("EEO counselor");
  });

  it("with a firing counts the EEOC charge from the day told and the CRD complaint from the last day", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /taking or asking for leave/ }));
    await user.type(screen.getByLabelText("When were you told of the decision?"), "2026-03-02");
    // Without the last day, the CRD complaint counts from the day told too.
    expect(results.textContent).toContain("File by March 2, 2029");
    const lastDay = screen.getByLabelText("If you were fired: your last day of work (optional)");
    // A last day still ahead is refused, and until it is mended nothing is counted from it.
    await user.type(lastDay, "2062-04-15");
    expect(screen.getByText("The date can't be in the future.")).not.toBeNull();
    expect(results.textContent).toContain("Choose at least one situation and a date");
    await user.clear(lastDay);
    await user.type(lastDay, "2026-04-15");
    const items = within(results).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Charge with the federal EEOC");
    // March 2 + 300 days = December 27, 2026; April 15 + 3 years for the CRD complaint.
    expect(results.textContent).toContain("File by December 27, 2026");
    expect(results.textContent).toContain("File by April 15, 2029");
    expect(results.textContent).not.toContain("File by March 2, 2029");
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    const preset = open.mock.calls[0]![1];
    expect(preset.issueDetails).toContain("counted from March 2, 2026. Last day of work: April 15, 2026.");
    expect(preset.estimate.incidentDate).toBe("2026-03-02");
  });

  it("asks each situation's own date, and the earliest of them when there are several", async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.getByLabelText("When did it happen?")).not.toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /treated worse/ }));
    const decision = screen.getByLabelText("When were you told of the decision?");
    expect(decision.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.body.textContent).toContain(
      "If there was more than one decision, the date of the first one.",
    );
    expect(screen.getByLabelText("If you were fired: your last day of work (optional)")).not.toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /harassed/ }));
    expect(screen.getByLabelText("What is the earliest of these dates?")).not.toBeNull();
    expect(document.body.textContent).toContain(
      "so that none comes out too late: the last incident of harassment; the day you were told of the first decision",
    );
    await user.click(screen.getByRole("checkbox", { name: /treated worse/ }));
    expect(screen.getByLabelText("When did it last happen?")).not.toBeNull();
    expect(screen.queryByLabelText(/your last day of work/)).toBeNull();
  });

  it("when every deadline has passed says so and still puts the phone first", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /reporting something/ }));
    await user.type(screen.getByLabelText("When were you told of the decision?"), "2020-01-15");
    expect(results.textContent).toContain("Every deadline we found has passed");
    expect(
      within(results).getByRole("heading", { name: "The usual deadlines may have passed" }),
    ).not.toBeNull();
    expect(within(results).getAllByText(/Passed \d+ days ago/)).toHaveLength(5);
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

  it("for unpaid wages lists the one-year claims first, then the oral promise's two years, then three and four", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /not paid all my wages/ }));
    await user.type(screen.getByLabelText("When were you first paid less than you were owed?"), "2026-11-04");
    const titles = within(results)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "Penalties for missing or wrong pay stubs",
      "Notice to the state for labor law penalties (PAGA)",
      "Pay promised only by word of mouth",
      "Wage claim with the Labor Commissioner or in court",
      "Court claim under the Unfair Competition Law",
    ]);
    expect(results.textContent).toContain("File by November 4, 2027");
    expect(results.textContent).toContain("File by November 4, 2028");
    expect(results.textContent).toContain("cannot tell whether the promise was in writing");
    expect(results.textContent).toContain("Code of Civil Procedure 339");
  });

  it("for the state or another public agency drops the Unfair Competition Law and wrongful termination", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /not paid all my wages/ }));
    await user.click(screen.getByRole("checkbox", { name: /reporting something/ }));
    await user.type(screen.getByLabelText("What is the earliest of these dates?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: /State of California/ }));
    const text = results.textContent;
    expect(text).not.toContain("Court claim under the Unfair Competition Law");
    expect(text).not.toContain("Lawsuit for a firing against public policy");
    expect(text).toContain("Written claim to a public employer");
    expect(text).toContain("Whistleblower lawsuit");
    expect(text).not.toContain("we included the rules for both");
    // The claim's card says why it is there, not that retaliation claims usually do not need it.
    const claim = within(results)
      .getAllByRole("listitem")
      .find((li) => li.textContent?.includes("Written claim to a public employer"))!;
    expect(claim.textContent).toContain("because you said you were punished for reporting something");
    expect(claim.textContent).not.toContain("usually do not need it");
    expect(text).not.toContain("EEO counselor");
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    expect(open.mock.calls[0]![1].estimate.publicEmployer).toBe(true);
  });

  it("for a city or county also drops the waiting-time penalty (Labor Code 220(b))", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /final paycheck/ }));
    await user.type(screen.getByLabelText("What was your last day of work?"), "2026-11-04");
    expect(results.textContent).toContain("Claim for late final pay");
    expect(results.textContent).not.toContain("Some cities and counties set their own deadlines");
    await user.click(screen.getByRole("radio", { name: /California city/ }));
    expect(results.textContent).not.toContain("Claim for late final pay");
    expect(within(results).queryAllByRole("listitem")).toHaveLength(0);
    expect(results.textContent).toContain("None of the deadlines this tool estimates fits these answers");
    expect(within(results).getByRole("link", { name: /Call/ })).not.toBeNull();
    // A city or county may set its own claim deadline for pay it owes (Government Code 935).
    expect(results.textContent).toContain("Some cities and counties set their own deadlines");
  });

  it("when not sure keeps every rule either kind may bring, says so and sends a public employer", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /reporting something/ }));
    await user.click(screen.getByRole("checkbox", { name: /final paycheck/ }));
    await user.type(screen.getByLabelText("What is the earliest of these dates?"), "2026-11-04");
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
      "Charge with the federal EEOC",
      "Contact with your agency's EEO counselor",
    ])
      expect(text).toContain(title);
    expect(text).toContain("if it was the federal government, this step comes first");
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

  it("sends the employer chosen as the case review's answer", async () => {
    const user = userEvent.setup();
    const results = renderTool();
    await user.click(screen.getByRole("checkbox", { name: /harassed/ }));
    await user.type(screen.getByLabelText("When did it last happen?"), "2026-11-04");
    await user.click(screen.getByRole("radio", { name: /California city/ }));
    await user.click(within(results).getByRole("button", { name: "Add this to my free case review" }));
    expect(open.mock.calls[0]![1].employerType).toBe("city-county");
    expect(open.mock.calls[0]![1].estimate.publicEmployer).toBe(true);
  });
});
