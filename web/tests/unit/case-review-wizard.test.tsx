import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CaseReviewWizard } from "@/features/intake/components/case-review-wizard";
import { renderAt } from "./render";

function renderWizard(onSubmitted = vi.fn()) {
  renderAt(<CaseReviewWizard titleId="t" draftName="test" restoreOnMount onSubmitted={onSubmitted} />);
  return onSubmitted;
}

const continueButton = () => screen.getByRole("button", { name: /^(Start|Continue)$/ });

async function fillToContact(user: ReturnType<typeof userEvent.setup>) {
  await user.click(continueButton());
  await user.click(screen.getByRole("checkbox", { name: /Wage & Hour/ }));
  await fillFromIssueStep(user);
}

/** From the issue step (its answer given) through every later step to ticked consent boxes. */
async function fillFromIssueStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(continueButton());
  await user.click(screen.getByRole("radio", { name: "Laid off" }));
  await user.click(continueButton());
  await user.click(screen.getByRole("radio", { name: "Ongoing issue" }));
  await user.click(continueButton());
  await user.type(screen.getByLabelText("First name"), "Ana");
  await user.type(screen.getByLabelText("Last name"), "Ruiz");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.type(screen.getByLabelText(/^Phone/), "(310) 555-0142");
  await user.click(screen.getByRole("checkbox", { name: /I accept the Terms/ }));
  await user.click(screen.getByRole("checkbox", { name: /may contact me/ }));
}

/** A draft at the first question, as the intake context saves it when a tool opens the case review. */
function saveToolDraft(data: Record<string, unknown>) {
  const draft = {
    state: { step: "workplace-issue", data },
    submissionId: crypto.randomUUID(),
    openedAt: Date.now(),
  };
  sessionStorage.setItem("intake:draft:test", JSON.stringify(draft));
}

describe("case review wizard", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows Step N of 6 and keeps Continue disabled until each step's rule holds", async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByText("Step 1 of 6")).toBeTruthy();
    await user.click(continueButton());
    expect(screen.getByText("Step 2 of 6")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("20");
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: /Harassment/ }));
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: /Harassment/ }));
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("reveals a required date for 'More than 1 year ago' and hides it for other options", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(continueButton());
    await user.click(screen.getByRole("checkbox", { name: /Discrimination/ }));
    await user.click(continueButton());
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(continueButton());
    expect(screen.queryByLabelText(/About when/)).toBeNull();
    await user.click(screen.getByRole("radio", { name: "More than 1 year ago" }));
    const date = screen.getByLabelText(/About when/);
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(date, "2021-05-04");
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole("radio", { name: "Ongoing issue" }));
    expect(screen.queryByLabelText(/About when/)).toBeNull();
    await user.click(screen.getByRole("radio", { name: "More than 1 year ago" }));
    expect((screen.getByLabelText(/About when/) as HTMLInputElement).value).toBe("");
  });

  it("after a failure keeps every answer, shows the phone, and retries with the same submission id", async () => {
    vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return bodies.length === 1
        ? new Response(JSON.stringify({ errors: {} }), { status: 503 })
        : new Response(JSON.stringify({ id: "lead-9" }), { status: 201 });
    });
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const onSubmitted = renderWizard();
    await fillToContact(user);
    vi.setSystemTime(new Date("2026-11-21T12:01:00Z"));
    const send = screen.getByRole("button", { name: "Send my case review" });
    await user.click(send);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/went wrong on our side/);
    expect(alert.textContent).toMatch(/\(310\) 555-0142/);
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ana");
    expect(onSubmitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.submissionId).toBe(bodies[0]!.submissionId);
    expect(bodies[0]).toMatchObject({
      issueType: ["Wage & Hour"],
      employmentStatus: "Laid off",
      incidentDate: "Ongoing issue",
      phone: "(310) 555-0142",
      form_id: "workplace_form",
      website: "",
      // The text box is optional and was left unticked (issue 51).
      smsConsent: false,
    });
    expect(bodies[0]).not.toHaveProperty("employerType");
    expect(bodies[0]!.elapsedMs).toBeGreaterThanOrEqual(60_000);
  });

  it("sends one request however often the button is pressed", async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWizard();
    await fillToContact(user);
    const send = screen.getByRole("button", { name: "Send my case review" });
    await user.click(send);
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Sending…" }));
    screen.getByRole("button", { name: "Sending…" }).closest("form")!.requestSubmit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release(new Response(JSON.stringify({ id: "x" }), { status: 201 }));
  });

  it("shows the server's field errors at their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              errors: { phone: ["Please enter a 10-digit US phone number, like (310) 555-0142."] },
            }),
            { status: 422 },
          ),
      ),
    );
    const user = userEvent.setup();
    renderWizard();
    await fillToContact(user);
    await user.click(screen.getByRole("button", { name: "Send my case review" }));
    const phone = screen.getByLabelText(/^Phone/);
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = phone.getAttribute("aria-describedby")!.split(" ");
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain("Please enter a 10-digit US phone number, like (310) 555-0142.");
  });

  it("asks who the employer was, optionally, and sends the chosen code", async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ id: "lead-1" }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const onSubmitted = renderWizard();
    await user.click(continueButton());
    await user.click(screen.getByRole("checkbox", { name: /Wage & Hour/ }));
    await user.click(continueButton());
    const group = screen.getByRole("group", { name: "Who was your employer? (optional)" });
    expect(Array.from(group.querySelectorAll("input")).map((input) => input.value)).toEqual([
      "private",
      "city-county",
      "public",
      "federal",
      "unsure",
    ]);
    await user.click(screen.getByRole("radio", { name: "Laid off" }));
    // Optional: the step goes on without it.
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole("radio", { name: /^The federal government/ }));
    await user.click(continueButton());
    await user.click(screen.getByRole("radio", { name: "Ongoing issue" }));
    await user.click(continueButton());
    await user.type(screen.getByLabelText("First name"), "Ana");
    await user.type(screen.getByLabelText("Last name"), "Ruiz");
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "(310) 555-0142");
    await user.click(screen.getByRole("checkbox", { name: /I accept the Terms/ }));
    await user.click(screen.getByRole("checkbox", { name: /may contact me/ }));
    const texts = screen.getByRole("checkbox", { name: /may text me/ });
    expect(texts.textContent + (texts.closest("div")?.textContent ?? "")).toMatch(
      /share this phone with the person you are complaining about/,
    );
    await user.click(texts);
    await user.click(screen.getByRole("button", { name: "Send my case review" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toMatchObject({
      employerType: "federal",
      smsConsent: true,
      communicationsConsent: true,
    });
  });

  it("asks for the employer's name as an optional field with a hint, and sends it trimmed", async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ id: "lead-1" }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const onSubmitted = renderWizard();
    await fillToContact(user);
    const employer = screen.getByLabelText("Employer's name (optional)") as HTMLInputElement;
    expect(employer.getAttribute("aria-required")).toBeNull();
    expect(employer.maxLength).toBe(200);
    expect(employer.getAttribute("autocomplete")).toBe("organization");
    // The hint, and the error line, empty while there is no error (components/ui/form-fields.tsx).
    const described = employer
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([
      "The company you work or worked for. It helps us check that we can take your case.",
      "",
    ]);
    // Optional: the request can be sent without it.
    expect((screen.getByRole("button", { name: "Send my case review" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.type(employer, "  Acme Foods, Inc. ");
    await user.click(screen.getByRole("button", { name: "Send my case review" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(bodies[0]!.employerName).toBe("Acme Foods, Inc.");
  });

  it("opens at the first question with a tool's preset, sends its estimate, and can drop it", async () => {
    const estimate = {
      tool: "deadlines",
      incidentDate: "2026-03-02",
      situations: ["harassment"],
      publicEmployer: false,
    };
    // As the intake context saves it when a tool opens the case review (features/intake/intake-context.tsx).
    const preset = {
      issueType: ["Harassment"],
      issueDetails: "From the deadline tool: last incident on March 2, 2026.",
      estimate,
    };
    saveToolDraft(preset);
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ id: "lead-1" }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const onSubmitted = renderWizard();
    expect(screen.getByText("Step 2 of 6")).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: /Harassment/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Tell us briefly/) as HTMLTextAreaElement).value).toBe(preset.issueDetails);
    expect(screen.getByText(/deadline estimate from our tool is attached/)).toBeTruthy();
    await fillFromIssueStep(user);
    vi.setSystemTime(new Date("2026-11-21T12:01:00Z"));
    await user.click(screen.getByRole("button", { name: "Send my case review" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toMatchObject({
      issueType: ["Harassment"],
      issueDetails: preset.issueDetails,
      estimate,
    });
    cleanup();

    // The worker removes the estimate: it is not sent.
    saveToolDraft(preset);
    renderWizard();
    await user.click(screen.getByRole("button", { name: "Remove the estimate" }));
    expect(screen.queryByText(/estimate from our tool is attached/)).toBeNull();
    const saved = JSON.parse(sessionStorage.getItem("intake:draft:test")!);
    expect(saved.state.data.estimate).toBeNull();
  });

  it("shows a refused estimate on the last step with a way to remove it and send", async () => {
    const estimate = {
      tool: "wages",
      hourlyRate: 20,
      weeks: 2,
      lines: [{ id: "overtime", amountUsd: 5 }],
      totalUsd: 5,
    };
    saveToolDraft({ issueType: ["Wage & Hour"], issueDetails: "", estimate });
    const bodies: Record<string, unknown>[] = [];
    const message =
      "The estimate from our tools could not be read. Remove it, or open the tool again and add it once more.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return bodies.length === 1
          ? new Response(JSON.stringify({ errors: { estimate: [message] } }), { status: 422 })
          : new Response(JSON.stringify({ id: "lead-2" }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const onSubmitted = renderWizard();
    await fillFromIssueStep(user);
    vi.setSystemTime(new Date("2026-11-21T12:01:00Z"));
    await user.click(screen.getByRole("button", { name: "Send my case review" }));
    expect(await screen.findByText(message)).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove the estimate" }));
    await user.click(screen.getByRole("button", { name: /^(Send my case review|Try again)$/ }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toHaveProperty("estimate");
    expect(bodies[1]).not.toHaveProperty("estimate");
  });

  it("keeps the employer's name in the draft, and restores a draft saved before the question existed", async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await fillToContact(user);
    await user.type(screen.getByLabelText("Employer's name (optional)"), "Acme");
    const saved = JSON.parse(sessionStorage.getItem("intake:draft:test")!);
    expect(saved.state.data.employerName).toBe("Acme");
    expect(first).not.toHaveBeenCalled();
    cleanup();

    delete saved.state.data.employerName;
    sessionStorage.setItem("intake:draft:test", JSON.stringify(saved));
    const consoleError = vi.spyOn(console, "error");
    renderWizard();
    expect(screen.getByText("Step 5 of 6")).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ana");
    const employer = screen.getByLabelText("Employer's name (optional)") as HTMLInputElement;
    expect(employer.value).toBe("");
    await user.type(employer, "Acme");
    expect(employer.value).toBe("Acme");
    // A missing answer would make the input switch from uncontrolled to controlled.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
