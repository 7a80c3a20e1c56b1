import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./case-review";
import { collectErrors } from "./helpers";
import { asProvider, newMessageSid, providerRequests, sms } from "./sms-provider";
import { addStaffUser, expectAccessible, firstSignIn, repoRoot, uniqueSuffix } from "./staff";

// The conversation (issue 34) end to end: a worker who sent a case review from the Spanish site
// texts the firm (signed, as the provider sends it); the inbox's "Needs reply" view shows the lead
// with "New reply"; an intake user answers with a Spanish saved reply, which reaches the provider
// with its status callback; the provider's "delivered" shows in the thread. At 1280 px here and at
// 390 px in the phone project, with axe on the lead page.

/** A Spanish case review with consent to texts from `phone`, straight to the API; its reference. */
async function spanishLead(page: Page, phone: string): Promise<string> {
  const fixture = JSON.parse(
    readFileSync(path.join(repoRoot, "config/forms/fixtures/case-review.json"), "utf8"),
  ) as { base: Record<string, unknown> };
  const response = await page.request.post("/api/case-reviews", {
    data: {
      ...fixture.base,
      submissionId: randomUUID(),
      language: "es",
      firstName: "Lucía",
      lastName: "Ramos",
      email: uniqueEmail("conversation"),
      phone,
      smsConsent: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test(
  "staff answer a Spanish worker's text with a Spanish saved reply",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    const mobile = testInfo.project.name === "mobile";
    await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    const suffix = uniqueSuffix(testInfo.project.name);
    const username = `e2e-texts-${suffix}`.toLowerCase().slice(0, 64);
    const password = `e2e password ${suffix}`;
    addStaffUser(username, password, "E2E Texts", "intake");

    // A number of this run's own, so no other test's texts land on its lead.
    const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
    const phone = `+1310555${digits}`;
    const reference = await spanishLead(page, `(310) 555-${digits}`);

    // The worker texts the firm; the provider signs the request with the account's token.
    const workerText = "¿Cuándo me pueden llamar? Salgo del trabajo a las 5.";
    const inbound = await page.request.post(
      "/api/sms/inbound",
      asProvider("/api/sms/inbound", {
        From: phone,
        To: sms.from,
        Body: workerText,
        MessageSid: newMessageSid(),
        NumMedia: "0",
      }),
    );
    expect(inbound.status()).toBe(200);
    expect(await inbound.text()).not.toContain("<Message>");

    // Staff sign in (an intake user: both roles answer texts).
    await firstSignIn(page, username, password);

    // "Needs reply", from the keyboard: the view is in the URL and marked as the current one.
    const needsReply = page
      .getByRole("navigation", { name: "Lead views" })
      .getByRole("link", { name: "Needs reply" });
    await needsReply.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\?view=needs_reply$/);
    await expect(needsReply).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Search name, e-mail, phone or reference").fill(reference);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/view=needs_reply/);
    await expect(page).toHaveURL(/[?&]q=GC/);
    const found = mobile
      ? page.getByRole("listitem").filter({ hasText: reference })
      : page
          .getByRole("table", { name: /1 lead/ })
          .getByRole("row")
          .filter({ hasText: "Lucía Ramos" });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText("New reply");
    await expect(found).toContainText("Spanish speaker");
    await expectAccessible(page, "needs-reply view");

    // The lead: the worker's text is new, and only the Spanish saved replies are offered.
    await found.getByRole("link", { name: "Lucía Ramos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lucía Ramos" })).toBeVisible();
    const conversation = page.getByRole("region", { name: "Conversation" });
    const thread = conversation.getByRole("list", { name: "Texts, oldest first" });
    const received = thread.getByRole("listitem").filter({ hasText: workerText });
    await expect(received).toContainText("Lucía Ramos (worker)");
    await expect(received).toContainText("New");
    await expect(received).toContainText(/P[SD]T/);
    await expect(thread.getByRole("listitem").filter({ hasText: "Acknowledgement" })).toHaveCount(1);
    await expect(conversation.getByRole("button", { name: "No reply needed" })).toBeVisible();
    await expect(conversation.getByRole("group", { name: /Saved replies in Spanish/ })).toBeVisible();
    await expect(conversation.getByRole("group", { name: /Saved replies in English/ })).toHaveCount(0);

    await conversation.getByRole("button", { name: "Intentamos llamarle" }).click();
    const box = conversation.getByLabel("Reply by text");
    await expect(box).toBeFocused();
    const reply = `Intentamos llamarle por su solicitud ${reference}. ¿A qué hora le podemos llamar de nuevo?`;
    await expect(box).toHaveValue(reply);
    await expect(conversation.getByText(/1 segment \(GSM-7: 160 a segment\)/)).toBeVisible();
    await conversation.getByRole("button", { name: "Send text" }).click();
    await expect(conversation.getByRole("status").filter({ hasText: "Text sent." })).toHaveCount(1);
    await expect(box).toHaveValue("");
    const sent = thread.getByRole("listitem").filter({ hasText: reply });
    await expect(sent).toContainText("(firm)");
    await expect(sent).toContainText(username);
    // The answer stopped the reply clock.
    await expect(conversation.getByRole("button", { name: "No reply needed" })).toHaveCount(0);

    // The provider got the Spanish reply, with the callback for its status.
    await expect
      .poll(async () => (await providerRequests(phone)).filter((r) => r.form.Body === reply).length)
      .toBe(1);
    const request = (await providerRequests(phone)).find((r) => r.form.Body === reply)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${sms.account}/Messages.json`);
    expect(request.form.From).toBe(sms.from);
    expect(request.form.StatusCallback).toBe(`${sms.siteOrigin}/api/sms/status`);

    // The provider reports it delivered; the thread says so.
    const status = await page.request.post(
      "/api/sms/status",
      asProvider("/api/sms/status", { MessageSid: request.sid, MessageStatus: "delivered" }),
    );
    expect(status.status()).toBe(204);
    await conversation.getByRole("button", { name: "Check for new texts" }).click();
    await expect(sent).toContainText("Delivered");
    await expectAccessible(page, "lead page with its conversation");

    // Read and answered: the lead has left the "Needs reply" view.
    await page.goto(`/admin?view=needs_reply&q=${encodeURIComponent(reference)}`);
    await expect(page.getByText("0 leads found.")).toBeVisible();

    // The signed-out first visit to /admin answers 401; anything else is a bug.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  },
);
