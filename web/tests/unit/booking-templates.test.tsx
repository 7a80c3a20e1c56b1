import Mustache from "mustache";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { callBookingCopy } from "@/content/call-booking";
import { manageWords, slotPickerWords } from "@/content/booking";
import {
  BookTimesTemplate,
  bookTemplateNames,
  ManageTemplate,
  manageTemplateNames,
} from "@/features/booking/components/plain-pages";

// The parts of /book and /booking the server fills for use without JavaScript
// (server/src/booking/plain_pages.cpp): the templates the prerender writes from the booking
// components, rendered here with mustache.js, a second implementation of the Mustache the server
// uses, with the values the server gives. The server's side, with the same names, is
// server/tests/integration/booking_it_test.cpp; the whole, tests/e2e/booking.spec.ts.

const book = renderToStaticMarkup(<BookTimesTemplate />);
const manage = renderToStaticMarkup(<ManageTemplate />);

/** Every name a template reads. */
function namesOf(template: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: unknown[][]) => {
    for (const token of tokens) {
      if (token[0] !== "text") names.add(token[1] as string);
      if (Array.isArray(token[4])) walk(token[4] as unknown[][]);
    }
  };
  walk(Mustache.parse(template) as unknown[][]);
  return names;
}

const fill = (template: string, view: object) =>
  new DOMParser().parseFromString(`<body>${Mustache.render(template, view)}</body>`, "text/html").body;

const days = [
  {
    day: "Monday, November 30",
    times: [
      { start: "2026-11-30T17:00:00Z", clock: "9:00 AM" },
      { start: "2026-11-30T17:30:00Z", clock: "9:30 AM" },
    ],
  },
  { day: "Tuesday, December 1", times: [{ start: "2026-12-01T17:00:00Z", clock: "9:00 AM" }] },
];

describe("the templates the server fills", () => {
  it("read only the names the server gives", () => {
    expect([...namesOf(book)].sort()).toEqual([...new Set(bookTemplateNames)].sort());
    expect([...namesOf(manage)].sort()).toEqual([...new Set(manageTemplateNames)].sort());
  });

  it("/book: a radio named slot a time, under its day, and nothing else", () => {
    const body = fill(book, { days });
    const radios = [...body.querySelectorAll<HTMLInputElement>('input[type="radio"][name="slot"]')];
    expect(radios.map((r) => r.value)).toEqual(days.flatMap((d) => d.times.map((t) => t.start)));
    expect([...body.querySelectorAll("legend")].map((l) => l.textContent)).toEqual([
      "Times on Monday, November 30",
      "Times on Tuesday, December 1",
    ]);
    expect(radios[0]!.closest("label")!.textContent).toBe("9:00 AM");
    expect(body.querySelector('[role="alert"]')).toBeNull();
  });

  it("/book: each reason the page came back with, alone, as an alert", () => {
    const notes: [string, string][] = [
      ["slotTaken", callBookingCopy.returned["slot-taken"]],
      ["invalid", callBookingCopy.returned.invalid],
      ["busy", callBookingCopy.returned.busy],
      ["contactLimit", callBookingCopy.returned["contact-limit"]],
      ["tooMany", slotPickerWords.tooMany],
      ["unreadable", slotPickerWords.failed],
    ];
    for (const [name, text] of notes) {
      const alerts = fill(book, { [name]: true }).querySelectorAll('[role="alert"]');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.textContent).toContain(text);
    }
    expect(fill(book, { noTimes: true }).textContent).toContain(slotPickerWords.empty);
  });

  it("/booking: the call, and forms to cancel or move it with the link's token", () => {
    const body = fill(manage, {
      call: {
        reference: "GC-7Q4M-2K9P",
        when: "Monday, November 30 at 9:00 AM",
        token: "a.b",
        moved: true,
        days,
      },
    });
    expect(body.querySelector('[data-testid="booking-reference"]')!.textContent).toBe("GC-7Q4M-2K9P");
    expect(body.querySelector('[data-testid="booking-time"]')!.textContent).toBe(
      `Monday, November 30 at 9:00 AM (${manageWords.timeZone})`,
    );
    expect(body.querySelector('[role="status"]')!.textContent).toBe(manageWords.moved);
    const forms = [...body.querySelectorAll("form")];
    expect(forms.map((f) => [f.method, f.getAttribute("action")])).toEqual([
      ["post", "/api/booking/manage"],
      ["post", "/api/booking/manage"],
    ]);
    const fields = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));
    expect(fields(forms[0]!)).toEqual({ t: "a.b", language: "en", action: "cancel" });
    expect(fields(forms[1]!)).toMatchObject({ t: "a.b", language: "en", action: "move" });
    expect(forms[1]!.querySelectorAll('input[name="slot"]')).toHaveLength(3);
    expect(forms[0]!.querySelector("button")!.textContent).toBe(manageWords.cancel);
  });

  it("/booking: without a call, only why", () => {
    for (const [name, text] of [
      ["noLink", manageWords.noLink],
      ["cancelled", manageWords.cancelled],
      ["gone", manageWords.gone],
      ["bad", manageWords.badLink],
      ["unreadable", manageWords.failed],
    ] as const) {
      const body = fill(manage, { [name]: true });
      expect(body.textContent).toContain(text);
      expect(body.querySelector("form")).toBeNull();
    }
  });
});
