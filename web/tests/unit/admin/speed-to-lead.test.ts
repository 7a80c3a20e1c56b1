// @vitest-environment node
import { describe, expect, it } from "vitest";
import { leadDetailSchema } from "@/features/admin/leads/api/lead-detail";
import {
  apiQuery,
  exportCsvUrl,
  filtersFromSearch,
  filtersToSearch,
  leadListSchema,
} from "@/features/admin/leads/api/leads";
import { readablePhone, telHref } from "@/features/admin/leads/contact-links";
import {
  answerLabel,
  answerPlace,
  assigneeFilterLabel,
  contactMethodLabel,
  contactOutcomeLabel,
  elapsedText,
  eventText,
} from "@/features/admin/leads/labels";
import { staffName } from "@/features/admin/staff/labels";
import { durationText, leadClock, overTargetText } from "@/features/admin/leads/lead-clock";
import { leadDetail, leadRow } from "./fake-api";

// The pure parts of issue 16 ("speed to lead") in the staff area: waiting clocks, phone numbers,
// the inbox filters and the new answer fields. Every instant here is fixed.

const received = "2026-11-21T18:00:00.000Z";
const at = (minutes: number) => Date.parse(received) + minutes * 60_000;

describe("durationText", () => {
  it.each([
    [0, "under 1 min"],
    [0.99, "under 1 min"],
    [1, "1 min"],
    [12, "12 min"],
    [59.9, "59 min"],
    [60, "1 h"],
    [125, "2 h 5 min"],
    [23 * 60 + 59, "23 h 59 min"],
    [24 * 60, "1 day"],
    [28 * 60 + 30, "1 day 4 h"],
    [2 * 24 * 60 + 60, "2 days 1 h"],
    [3 * 24 * 60 + 5 * 60, "3 days"],
    [40 * 24 * 60, "40 days"],
  ])("%s minutes read as %s", (minutes, text) => {
    expect(durationText(minutes * 60_000)).toBe(text);
  });

  it("reads a negative span as no time at all", () => {
    expect(durationText(-5 * 60_000)).toBe("under 1 min");
  });

  it("names the target in the same words", () => {
    expect(overTargetText(15)).toBe("Over 15 min");
    expect(overTargetText(60)).toBe("Over 1 h");
    expect(overTargetText(90)).toBe("Over 1 h 30 min");
  });
});

describe("leadClock", () => {
  const waiting = { createdAt: received, firstContactAt: null };

  it("counts the wait from the received time to now", () => {
    expect(leadClock(waiting, at(12), 15)).toEqual({ kind: "waiting", text: "Waiting 12 min", over: false });
    expect(leadClock(waiting, at(125), 15)).toEqual({
      kind: "waiting",
      text: "Waiting 2 h 5 min",
      over: true,
    });
    expect(leadClock(waiting, at(3 * 24 * 60 + 7), 15)).toMatchObject({ text: "Waiting 3 days", over: true });
  });

  it("is over the target only after the target has passed", () => {
    expect(leadClock(waiting, at(15), 15).over).toBe(false);
    expect(leadClock(waiting, at(15) + 1, 15).over).toBe(true);
    expect(leadClock(waiting, at(20), 30).over).toBe(false);
  });

  it("shows no negative wait when the staff computer's clock is behind", () => {
    expect(leadClock(waiting, at(-3), 15)).toEqual({
      kind: "waiting",
      text: "Waiting under 1 min",
      over: false,
    });
  });

  it("says how long the first contact took once there was one, whatever the time now", () => {
    const contacted = { createdAt: received, firstContactAt: new Date(at(8)).toISOString() };
    expect(leadClock(contacted, at(500), 15)).toEqual({
      kind: "contacted",
      text: "First contact after 8 min",
      over: false,
    });
    const late = { createdAt: received, firstContactAt: new Date(at(61)).toISOString() };
    expect(leadClock(late, at(500), 15)).toEqual({
      kind: "contacted",
      text: "First contact after 1 h 1 min",
      over: true,
    });
  });

  it("never fails on a time it cannot read", () => {
    expect(leadClock({ createdAt: "yesterday", firstContactAt: null }, at(1), 15).text).toBe(
      "Waiting time unknown",
    );
    expect(leadClock({ createdAt: received, firstContactAt: "soon" }, at(1), 15).text).toBe("Contacted");
  });
});

describe("phone numbers", () => {
  it("reads US numbers stored in E.164 as (310) 555-0142", () => {
    expect(readablePhone("+13105550142")).toBe("(310) 555-0142");
    expect(readablePhone(" +12135550100 ")).toBe("(213) 555-0100");
  });

  it("shows every other number as stored", () => {
    for (const phone of ["+442079460018", "+1310555014", "+131055501421", "3105550142", "", "call me"])
      expect(readablePhone(phone)).toBe(phone);
  });

  it("dials the stored digits, not the reading form", () => {
    expect(telHref("+13105550142")).toBe("tel:+13105550142");
  });
});

describe("inbox filters in the URL", () => {
  const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

  it("opens as the inbox: no contact yet, longest waiting first", () => {
    expect(read("").contact).toBe("none");
    expect(read("page=2").contact).toBe("none");
    expect(apiQuery(read(""), { paged: true }).get("contact")).toBe("none");
    expect(filtersToSearch(read("")).toString()).toBe("");
  });

  it("means all leads when other filters are given without a contact filter", () => {
    expect(read("q=ana").contact).toBe("all");
    expect(apiQuery(read("q=ana"), { paged: true }).has("contact")).toBe(false);
  });

  it("reads and writes the contact and assignee filters", () => {
    const filters = read("contact=made&assignee=me");
    expect(filters).toMatchObject({ contact: "made", assignee: "me" });
    expect(Object.fromEntries(filtersToSearch(filters))).toEqual({ contact: "made", assignee: "me" });
    expect(Object.fromEntries(apiQuery(filters, { paged: true }))).toMatchObject({
      contact: "made",
      assignee: "me",
    });
    expect(read("assignee=rosa.m").assignee).toBe("rosa.m");
    expect(read("assignee=none").assignee).toBe("none");
    expect(read("assignee=Not%20A%20User").assignee).toBeUndefined();
    expect(read("contact=sometimes").contact).toBe("all");
    // "All" is written out, or a reload would bring back the inbox.
    expect(filtersToSearch({ contact: "all" }).toString()).toBe("contact=all");
    expect(filtersToSearch({ contact: "none", q: "ana" }).toString()).toBe("q=ana&contact=none");
  });

  it("puts the contact and assignee filters on the export too", () => {
    expect(exportCsvUrl(read("contact=none&assignee=me&q=ana"))).toBe(
      "/api/admin/leads/export.csv?q=ana&contact=none&assignee=me",
    );
  });

  it("labels the assignee choices", () => {
    expect(["", "me", "none", "rosa.m"].map(assigneeFilterLabel)).toEqual([
      "Anyone",
      "My leads",
      "Unassigned",
      "Assigned to rosa.m",
    ]);
  });
});

describe("the new answer fields", () => {
  it("reads reference, first contact, assignee and the target from the list", () => {
    const list = leadListSchema.parse({
      total: 1,
      page: 1,
      pageSize: 50,
      slaMinutes: 20,
      leads: [
        {
          ...leadRow,
          reference: "GC-7K3M-Q9TD",
          firstContactAt: "2026-11-21T18:11:00Z",
          assignee: { username: "maria", displayName: "Maria Lopez" },
        },
      ],
    });
    expect(list.slaMinutes).toBe(20);
    expect(list.leads[0]).toMatchObject({
      reference: "GC-7K3M-Q9TD",
      firstContactAt: "2026-11-21T18:11:00Z",
      assignee: { username: "maria", displayName: "Maria Lopez" },
    });
  });

  it("reads an answer without them (a server before issue 16) as waiting, unassigned, 15 min", () => {
    const list = leadListSchema.parse({ total: 1, page: 1, pageSize: 50, leads: [leadRow] });
    expect(list.slaMinutes).toBe(15);
    expect(list.leads[0]).toMatchObject({ reference: "", firstContactAt: null, assignee: null });
    const detail = leadDetailSchema.parse(leadDetail);
    expect(detail).toMatchObject({ contacts: [], slaMinutes: 15, lead: { smsOptedOut: false } });
  });

  it("reads contacts, the opt-out and assignment events of a lead", () => {
    const detail = leadDetailSchema.parse({
      ...leadDetail,
      lead: { ...leadDetail.lead, smsOptedOut: true, assignee: null, firstContactAt: null },
      slaMinutes: 15,
      contacts: [
        { id: 7, method: "call", outcome: "no_answer", note: "", actor: "maria", at: "2026-11-21T18:05:00Z" },
      ],
      events: [
        { kind: "assignment", fromUser: null, toUser: "maria", actor: "admin", at: "2026-11-21T18:01:00Z" },
      ],
    });
    expect(detail.lead.smsOptedOut).toBe(true);
    expect(detail.contacts[0]).toMatchObject({ id: "7", method: "call", outcome: "no_answer" });
    expect(detail.events[0]).toMatchObject({ kind: "assignment", fromUser: null, toUser: "maria", text: "" });
  });
});

describe("words for the new codes", () => {
  const event = { fromStatus: "", toStatus: "", fromUser: null, toUser: null };

  it("tells assignment events in the history", () => {
    expect(eventText({ ...event, kind: "assignment", toUser: "maria" })).toBe("Assigned to maria");
    expect(eventText({ ...event, kind: "assignment", fromUser: "maria", toUser: "rosa.m" })).toBe(
      "Reassigned from maria to rosa.m",
    );
    expect(eventText({ ...event, kind: "assignment", fromUser: "maria" })).toBe("Unassigned from maria");
    expect(eventText({ ...event, kind: "status", fromStatus: "new", toStatus: "contacted" })).toBe(
      "Status changed from New to Contacted",
    );
    expect(eventText({ ...event, kind: "note" })).toBe("Note");
  });

  it("names contact methods and outcomes", () => {
    expect(contactMethodLabel("text")).toBe("Text message");
    expect(contactOutcomeLabel("no_answer")).toBe("No answer");
    expect(contactOutcomeLabel("hung_up")).toBe("Hung up");
  });

  it("names staff by name and user name", () => {
    expect(staffName({ username: "maria", displayName: "Maria Lopez" })).toBe("Maria Lopez (maria)");
    expect(staffName({ username: "maria", displayName: "" })).toBe("maria");
  });

  it("labels every stored answer in plain words and puts the technical ones apart", () => {
    const caseReview = [
      "issueType",
      "issueDetails",
      "employmentStatus",
      "incidentDate",
      "firstName",
      "lastName",
      "email",
      "phone",
      "termsAccepted",
      "communicationsConsent",
      "smsConsent",
      "form_id",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "submissionId",
      "elapsedMs",
      "landingPage",
    ];
    for (const name of caseReview)
      expect(answerLabel("case-review", name), name).not.toMatch(/[_A-Z]{2}|Ms$|Id$/);
    expect(caseReview.filter((n) => answerPlace("case-review", n) === "answers")).toEqual([
      "issueType",
      "issueDetails",
      "employmentStatus",
      "incidentDate",
    ]);
    expect(caseReview.filter((n) => answerPlace("case-review", n) === "technical")).toEqual([
      "form_id",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "submissionId",
      "elapsedMs",
      "landingPage",
    ]);
    expect(answerPlace("harassment-questionnaire", "form_type")).toBe("technical");
    expect(answerLabel("harassment-questionnaire", "form_type")).toBe("Form code");
    expect(answerLabel("case-review", "utm_campaign")).toBe("Campaign name");
    expect(answerLabel("case-review", "landingPage")).toBe("Landing page");
    expect(answerPlace("case-review", "somethingNew")).toBe("answers");
  });

  it("reads the spam check's timing", () => {
    expect(elapsedText(4_400)).toBe("4 s");
    expect(elapsedText(125_000)).toBe("2 min 5 s");
    expect(elapsedText(120_000)).toBe("2 min");
    expect(elapsedText("fast")).toBe("fast");
  });
});
