import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Message } from "@/features/admin/conversation/api/conversation";
import { leadSummarySchema } from "@/features/admin/leads/api/leads";
import { ConversationThread } from "@/features/admin/conversation/components/conversation-thread";
import { Details } from "@/features/admin/shared/components/detail-section";
import { LeadsTable } from "@/features/admin/leads/components/leads-table";
import { waitingLeadRow } from "./fake-api";

// A worker's text or description may hold characters nobody sees (stored as sent): staff read
// each as a marker, and a stored right-to-left override cannot reorder what they read.

const spoofed = "Pay me $100\u202e00.1$ I said";

function message(body: string): Message {
  return {
    id: "1",
    direction: "in",
    kind: "text",
    author: "worker",
    body,
    media: [],
    status: "received",
    error: "",
    at: "2026-11-21T18:04:00Z",
    readAt: null,
    answeredAt: null,
    possibleOptOut: false,
  };
}

describe("hidden characters on staff pages", () => {
  it("a text's override is shown as a marker and isolated, never applied", () => {
    render(<ConversationThread messages={[message(spoofed)]} workerName="María" newIds={new Set()} />);
    const item = within(screen.getByRole("list", { name: "Texts, oldest first" })).getByText(/Pay me/);
    const isolate = item.closest("bdi");
    expect(isolate).not.toBeNull();
    expect(isolate!.textContent).toBe("Pay me $100⟨U+202E⟩00.1$ I said");
    expect(isolate!.textContent).not.toContain("\u202e");
    expect(
      within(isolate as HTMLElement)
        .getByText("⟨U+202E⟩")
        .getAttribute("title"),
    ).toMatch(/hidden character/);
  });

  it("a description's zero-width characters are shown in the lead's details", () => {
    const { container } = render(<Details rows={[["Description", "no\u200b overtime\ufeff"]]} />);
    const value = container.querySelector("dd bdi");
    expect(value?.textContent).toBe("no⟨U+200B⟩ overtime⟨U+FEFF⟩");
  });

  it("a name stored before the rule keeps its override as a marker in the leads table", () => {
    // "Ana" + U+202E + "sereyR": with the override applied it would read "Ana Reyes" backwards.
    const lead = leadSummarySchema.parse({ ...waitingLeadRow, firstName: "Ana\u202esereyR", lastName: "" });
    render(
      <MemoryRouter>
        <LeadsTable leads={[lead]} caption="Leads" slaMinutes={15} now={Date.parse(lead.createdAt)} />
      </MemoryRouter>,
    );
    const link = within(screen.getByRole("rowheader")).getByRole("link");
    const isolate = link.querySelector("bdi");
    expect(isolate).not.toBeNull();
    expect(isolate!.textContent).toBe("Ana⟨U+202E⟩sereyR");
    expect(link.textContent).not.toContain("\u202e");
    expect(within(isolate as HTMLElement).getByText("⟨U+202E⟩")).toBeTruthy();
  });

  it("plain words are left as they are", () => {
    const { container } = render(<Details rows={[["First name", "María"]]} />);
    expect(container.querySelector("dd")!.textContent).toBe("María");
    expect(container.querySelector("dd bdi span")).toBeNull();
  });
});
