import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { californiaTime } from "@/features/admin/shared/time";
import { attorneySession, fakeApi, json, leadDetail, leadRow, session } from "./fake-api";
import { polyfillDialog, renderAdmin } from "./render-admin";

// Issue 54: a fee agreement prepared on the lead page, each wrong term said at its field, then the
// text as the worker will read it (Spanish first, English beside it); an attorney sends it with a
// code from their authenticator app, or revokes its link; other staff are told only an attorney can.

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const base = `/api/admin/leads/case-review/${leadRow.id}/agreements`;
const template = {
  id: "contingency",
  version: 1,
  kind: "contingency",
  sample: true,
  titles: { en: "Contingency fee agreement", es: "Acuerdo de honorarios de contingencia" },
};
const agreement = {
  id: "5f0c8d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f",
  template: "contingency",
  version: 1,
  kind: "contingency",
  language: "es",
  state: "draft",
  preparedBy: "maria",
  preparedAt: "2026-12-07T18:00:00.000Z",
  sentBy: null,
  sentAt: null,
  expiresAt: null,
  attorney: null,
  channels: [],
  terms: { matter: "Horas extra." },
};
const text = [
  {
    language: "es",
    title: "Acuerdo de honorarios de contingencia",
    sections: [{ heading: "Nuestros honorarios", text: "- 33.33 % si hay acuerdo" }],
  },
  {
    language: "en",
    title: "Contingency fee agreement",
    sections: [{ heading: "Our fee", text: "- 33.33% if it settles" }],
  },
];

describe("a fee agreement on the lead page", () => {
  it("is prepared from a template and the terms, and shows what the worker will read", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET /api/admin/leads/case-review/${leadRow.id}`]: json(200, { ...leadDetail, contacts: [] }),
      "GET /api/admin/agreement-templates": json(200, { templates: [template] }),
      [`GET ${base}`]: json(200, { agreements: [] }),
      [`POST ${base}`]: [
        json(422, { errors: { "fees[0].percent": ["Give the percentage as a number from 1 to 60."] } }),
        json(201, { agreement, text }),
      ],
    });
    const user = userEvent.setup();
    renderAdmin(`/admin/leads/case-review/${leadRow.id}`);
    const section = (await screen.findByRole("heading", { name: "Fee agreement" })).closest("section")!;
    expect(
      await within(section).findByText("No agreement has been prepared for this lead yet."),
    ).not.toBeNull();
    await user.click(within(section).getByRole("radio", { name: /^Spanish/ }));
    await user.type(
      within(section).getByRole("textbox", { name: /What the agreement is for/ }),
      "Horas extra.",
    );
    const percent = within(section).getByRole("textbox", { name: "Percent 1" });
    await user.type(percent, "70");
    await user.type(
      within(section).getByRole("textbox", { name: "When percent 1 applies" }),
      "si hay acuerdo",
    );
    await user.click(within(section).getByRole("button", { name: "Prepare the agreement" }));
    expect(await within(section).findByText(/from 1 to 60/)).not.toBeNull();
    expect(percent.getAttribute("aria-invalid")).toBe("true");

    await user.clear(percent);
    await user.type(percent, "33.33");
    await user.click(within(section).getByRole("button", { name: "Prepare the agreement" }));
    const articles = await within(section).findAllByRole("article");
    expect(articles.map((a) => a.getAttribute("lang"))).toEqual(["es", "en"]);
    expect(articles[0]!.textContent).toContain("- 33.33 % si hay acuerdo");
    expect(within(section).getByText(/prepared by maria/)).not.toBeNull();
    expect(within(section).getByText("Draft: not sent to the worker yet.")).not.toBeNull();
    expect(api.callsTo("POST", base).map((c) => c.body)).toEqual([
      {
        template: "contingency",
        language: "es",
        matter: "Horas extra.",
        fees: [{ percent: "70", when: "si hay acuerdo" }],
        costsNote: "",
      },
      {
        template: "contingency",
        language: "es",
        matter: "Horas extra.",
        fees: [{ percent: "33.33", when: "si hay acuerdo" }],
        costsNote: "",
      },
    ]);
  });
});

/** The agreement after maria sent it: by e-mail only, the link good for 14 days. */
const sent = {
  ...agreement,
  state: "sent",
  sentBy: "maria",
  sentAt: "2026-12-08T18:00:00.000Z",
  expiresAt: "2026-12-22T18:00:00.000Z",
  attorney: { name: "Maria Lopez", barNumber: "123456" },
  channels: ["email"],
};
const sentEvent = {
  step: "sent",
  at: "2026-12-08T18:00:00.000Z",
  actor: "maria",
  address: "203.0.113.7",
  userAgent: "Mozilla/5.0 (test)",
  channel: "web",
  detail: { channels: "email", textSha256: "ab12" },
};
const one = `${base}/${agreement.id}`;

/** The lead page with these agreements, for this session; resolves to the Fee agreement section. */
async function leadPage(answers: Record<string, Response | Response[]>, who: typeof session) {
  const api = fakeApi({
    "GET /api/admin/session": json(200, who),
    [`GET /api/admin/leads/case-review/${leadRow.id}`]: json(200, { ...leadDetail, contacts: [] }),
    "GET /api/admin/agreement-templates": json(200, { templates: [template] }),
    ...answers,
  });
  renderAdmin(`/admin/leads/case-review/${leadRow.id}`);
  const section = (await screen.findByRole("heading", { name: "Fee agreement" })).closest("section")!;
  await within(section).findAllByText(/prepared by maria/);
  return { api, section };
}

describe("sending and revoking a fee agreement", () => {
  it("an attorney sends a draft with a code from their app; the row then says how it went", async () => {
    const { api, section } = await leadPage(
      {
        [`GET ${base}`]: json(200, { agreements: [agreement] }),
        [`POST ${one}/send`]: json(200, { agreement: sent, text, events: [sentEvent] }),
      },
      attorneySession,
    );
    const user = userEvent.setup();
    const trigger = within(section).getByRole("button", { name: "Send to the worker" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Send the agreement to the worker?" });
    expect(dialog.textContent).toMatch(/signs the agreement for the firm.*State Bar number/);
    const code = within(dialog).getByRole("textbox", { name: "6-digit code from your authenticator app" });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    await user.type(code, "123 456");
    await user.click(within(dialog).getByRole("button", { name: "Sign and send" }));

    expect(
      await within(section).findByText(
        `Sent on ${californiaTime(sent.sentAt)} by Maria Lopez (State Bar number 123456), by e-mail only ` +
          `(the worker cannot be texted). The link works until ${californiaTime(sent.expiresAt)}.`,
      ),
    ).not.toBeNull();
    const [call] = api.callsTo("POST", `${one}/send`);
    expect(call!.body).toEqual({ code: "123456" });
    expect(call!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect(dialog.hasAttribute("open")).toBe(false);
    // Focus is back on the button, which now sends it again.
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toBe("Send again (new link)");
    expect(within(section).getByRole("status").textContent).toBe(
      "Sent to the worker by e-mail only (the worker cannot be texted).",
    );
    // The text as sent, and what happened to it.
    expect(within(section).getAllByRole("article")).toHaveLength(2);
    const happened = within(section).getByRole("heading", { name: "What happened" }).nextElementSibling!;
    expect(happened.textContent).toBe(`Sent to the worker, ${californiaTime(sentEvent.at)}, by maria`);
  });

  it("says a wrong code at the field, and anything else the server refuses inside the dialog", async () => {
    const wrong = "That code is not right. Check that your phone's clock is right and enter the newest code.";
    const unreachable =
      "The worker has no e-mail address and cannot be texted (no consent, or they opted out): add an e-mail address to the lead first.";
    const { api, section } = await leadPage(
      {
        [`GET ${base}`]: json(200, { agreements: [agreement] }),
        [`POST ${one}/send`]: [
          json(422, { errors: { code: [wrong] } }),
          json(409, { errors: { form: [unreachable] } }),
        ],
      },
      attorneySession,
    );
    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Send to the worker" }));
    const dialog = screen.getByRole("dialog", { name: "Send the agreement to the worker?" });
    const code = within(dialog).getByRole("textbox", { name: "6-digit code from your authenticator app" });

    // Not six digits: said at the field before anything is sent.
    await user.type(code, "12345");
    await user.click(within(dialog).getByRole("button", { name: "Sign and send" }));
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST", `${one}/send`)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, "654321");
    await user.click(within(dialog).getByRole("button", { name: "Sign and send" }));
    expect(await within(dialog).findByText(wrong)).not.toBeNull();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    const described = (code.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((d) => document.getElementById(d)?.textContent)).toContain(wrong);
    expect(document.activeElement).toBe(code);
    expect(dialog.hasAttribute("open")).toBe(true);

    await user.clear(code);
    await user.type(code, "111222");
    await user.click(within(dialog).getByRole("button", { name: "Sign and send" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(unreachable);
    expect(code.getAttribute("aria-invalid")).toBeNull();
    expect(api.callsTo("POST", `${one}/send`).map((c) => c.body)).toEqual([
      { code: "654321" },
      { code: "111222" },
    ]);
    expect(within(section).getByText("Draft: not sent to the worker yet.")).not.toBeNull();
  });

  it("shows staff without a State Bar number no send or revoke, and says why", async () => {
    const { section } = await leadPage(
      { [`GET ${base}`]: json(200, { agreements: [agreement, { ...sent, id: "second" }] }) },
      session,
    );
    expect(within(section).getByText("Only an attorney can send a fee agreement.")).not.toBeNull();
    expect(within(section).queryByRole("button", { name: "Send to the worker" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Send again (new link)" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Revoke the link" })).toBeNull();
    expect(within(section).getAllByRole("button", { name: "Show the text" })).toHaveLength(2);
  });

  it("an attorney revokes a sent agreement's link after confirming", async () => {
    const revoked = { ...sent, state: "revoked" };
    const revokedEvent = { ...sentEvent, step: "revoked", at: "2026-12-09T18:00:00.000Z", detail: {} };
    const { api, section } = await leadPage(
      {
        [`GET ${base}`]: json(200, { agreements: [sent] }),
        [`POST ${one}/revoke`]: json(200, { agreement: revoked, text, events: [sentEvent, revokedEvent] }),
      },
      attorneySession,
    );
    const user = userEvent.setup();
    expect(within(section).getByText(/^Sent on .* The link works until/)).not.toBeNull();
    await user.click(within(section).getByRole("button", { name: "Revoke the link" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke the worker's link?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke the link" }));

    const state = await within(section).findByText(/^Revoked: the link no longer works\./);
    const [call] = api.callsTo("POST", `${one}/revoke`);
    expect(call!.body).toEqual({});
    expect(call!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect(document.activeElement).toBe(state);
    expect(within(section).queryByRole("button", { name: "Revoke the link" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Send again (new link)" })).toBeNull();
    const happened = within(section).getByRole("heading", { name: "What happened" }).nextElementSibling!;
    expect(
      within(happened as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      `Sent to the worker, ${californiaTime(sentEvent.at)}, by maria`,
      `Link revoked, ${californiaTime(revokedEvent.at)}, by maria`,
    ]);
  });
});
