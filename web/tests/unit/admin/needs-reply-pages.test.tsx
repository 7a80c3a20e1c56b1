import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { conversationMarks, messageStatus } from "@/features/admin/conversation/labels";
import { clockAfterLead, fakeApi, json, leadList, session, waitingLeadRow } from "./fake-api";
import { renderAdmin } from "./render-admin";

// Issue 34 in the inbox: a lead's text marks ("New reply", "Text failed", "Next try due") and the
// "Needs reply" view, and the words for where a text to the worker stands.

clockAfterLead(5);

const waitingConversation = {
  replyWaitingSince: "2026-11-21T18:04:00Z",
  unreadReplies: 1,
  ackFailedAt: null,
  nextTryAt: null,
  followUpTries: 0,
};

describe("the inbox's marks and the Needs reply view", () => {
  it("marks new replies, failed texts and next tries, overdue in words", () => {
    const now = Date.parse("2026-11-21T18:10:00Z");
    const marks = conversationMarks(
      {
        ...waitingConversation,
        unreadReplies: 2,
        ackFailedAt: "2026-11-21T18:03:00Z",
        nextTryAt: "2026-11-21T18:05:00Z",
      },
      now,
    );
    expect(marks.map((m) => m.text)).toEqual([
      "New reply",
      "Text failed",
      "Next try due Nov 21, 2026, 10:05 AM PST (overdue)",
    ]);
    const later = conversationMarks(
      { ...waitingConversation, unreadReplies: 0, nextTryAt: "2026-11-22T17:00:00Z" },
      now,
    );
    expect(later.map((m) => m.text)).toEqual(["Next try due Nov 22, 2026, 9:00 AM PST"]);
    expect(
      messageStatus({ direction: "out", status: "refused", error: "the worker did not agree to texts" }),
    ).toEqual({
      text: "Not sent: the worker did not agree to texts",
      tone: "problem",
    });
    expect(messageStatus({ direction: "in", status: "received", error: "" })).toBeNull();
  });

  it("lists the leads whose texts wait, with the view marked current, in the table and the cards", async () => {
    const row = {
      ...waitingLeadRow,
      language: "es",
      conversation: { ...waitingConversation, ackFailedAt: "2026-11-21T18:03:00Z" },
    };
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": leadList([row]),
    });
    renderAdmin("/admin?view=needs_reply");
    const table = await screen.findByRole("table", { name: /needs reply, longest waiting first/ });
    const query = new URL(api.callsTo("GET", "/api/admin/leads")[0]!.url, "http://x").searchParams;
    expect(query.get("view")).toBe("needs_reply");
    expect(query.has("contact")).toBe(false);
    const tableRow = within(table).getAllByRole("row")[1]!;
    expect(tableRow.textContent).toContain("New reply");
    expect(tableRow.textContent).toContain("Text failed");
    const cards = screen.getAllByRole("region", { name: "Leads" }).find((r) => r.tagName === "SECTION")!;
    expect(within(cards).getByRole("listitem").textContent).toContain("New reply");

    const views = screen.getByRole("navigation", { name: "Lead views" });
    expect(within(views).getByRole("link", { name: "Needs reply" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(
      within(views).getByRole("link", { name: "Needs first contact" }).getAttribute("aria-current"),
    ).toBeNull();
    expect(within(views).getByRole("link", { name: "Needs first contact" }).getAttribute("href")).toBe(
      "/admin",
    );
  });

  it("keeps the view when the search changes", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": leadList([]),
    });
    const user = userEvent.setup();
    renderAdmin("/admin?view=needs_reply");
    expect(await screen.findByText(/No texts are waiting for an answer/)).not.toBeNull();
    await user.type(screen.getByLabelText("Search name, e-mail, phone or reference"), "GC-7K3M");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/leads")).toHaveLength(2));
    const query = new URL(api.callsTo("GET", "/api/admin/leads")[1]!.url, "http://x").searchParams;
    expect(query.get("view")).toBe("needs_reply");
    expect(query.get("q")).toBe("GC-7K3M");
  });
});
