import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import SlotPicker from "@/features/booking/components/slot-picker";
import type { Slot } from "@/lib/booking-slots";

// The picker of issue 35 as a worker uses it: "Call me as soon as you can" chosen first, a strip of
// days (the shown one pressed), the chosen day's times as radios, and the loading, empty and failed
// states said in a live region. Days and times across a clock change: booking-slots.test.ts.

const slots: Slot[] = [
  { start: "2026-11-30T17:00:00Z", date: "2026-11-30", time: "09:00" },
  { start: "2026-11-30T17:30:00Z", date: "2026-11-30", time: "09:30" },
  { start: "2026-12-01T18:00:00Z", date: "2026-12-01", time: "10:00" },
];

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function Picker(props: { fresh?: Slot[]; soonest?: boolean; onChange?: (slot: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <SlotPicker
      callLanguage="es"
      name="slot"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      freshSlots={props.fresh ?? null}
      soonest={props.soonest ?? true}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the slot picker", () => {
  it("asks for the call language's times, starts on 'as soon as you can', then offers a day's times", async () => {
    const fetchMock = answer(200, { timeZone: "America/Los_Angeles", callMinutes: 30, slots });
    const chosen = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={chosen} />);
    const picker = screen.getByRole("group", { name: "When should we call you?" });
    expect(within(picker).getByRole("status").textContent).toContain("Loading the open times");
    expect(
      (screen.getByRole("radio", { name: /Call me as soon as you can/ }) as HTMLInputElement).checked,
    ).toBe(true);

    const monday = await screen.findByRole("button", { name: /Mon\s*Nov 30/ });
    expect(fetchMock).toHaveBeenCalledWith("/api/booking/slots?language=es", expect.anything());
    expect(monday.getAttribute("aria-pressed")).toBe("true");
    const tuesday = screen.getByRole("button", { name: /Tue\s*Dec 1/ });
    expect(tuesday.getAttribute("aria-pressed")).toBe("false");
    const mondayTimes = screen.getByRole("group", { name: "Times on Monday, November 30" });
    expect(
      within(mondayTimes)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["2026-11-30T17:00:00Z", "2026-11-30T17:30:00Z"]);
    expect(within(picker).getByRole("status").textContent).toBe("");

    await user.click(tuesday);
    expect(tuesday.getAttribute("aria-pressed")).toBe("true");
    expect(monday.getAttribute("aria-pressed")).toBe("false");
    await user.click(screen.getByRole("radio", { name: /10:00\sAM/ }));
    expect(chosen).toHaveBeenLastCalledWith("2026-12-01T18:00:00Z");
    expect(
      screen.getByText(/You picked Tuesday, December 1, 2026 at 10:00\sAM, California time/),
    ).toBeTruthy();
    expect(
      (screen.getByRole("radio", { name: /Call me as soon as you can/ }) as HTMLInputElement).checked,
    ).toBe(false);

    // Back to the default: choosing nothing is a choice.
    await user.click(screen.getByRole("radio", { name: /Call me as soon as you can/ }));
    expect(chosen).toHaveBeenLastCalledWith("");
  });

  it("says when no time is open, and gives the phone", async () => {
    answer(200, { timeZone: "America/Los_Angeles", callMinutes: 30, slots: [] });
    render(<Picker />);
    const status = await screen.findByText(/No times are open online right now/);
    expect(status.closest("[role=status]")).not.toBeNull();
    expect(within(status).getByRole("link", { name: /Call/ }).getAttribute("href")).toMatch(/^tel:/);
    expect(screen.queryByRole("button", { name: /Nov/ })).toBeNull();
    expect(
      (screen.getByRole("radio", { name: /Call me as soon as you can/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("says when the times could not be loaded, and tries again", async () => {
    const fetchMock = answer(503, { errors: {} });
    const user = userEvent.setup();
    render(<Picker />);
    expect(await screen.findByText(/We could not load the open times/)).toBeTruthy();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ slots }), { status: 200 }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: /Mon\s*Nov 30/ })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the fresh times a 409 handed over without asking again, and can leave out 'as soon as you can'", async () => {
    const fetchMock = answer(200, { slots: [] });
    render(<Picker fresh={[slots[2]!]} soonest={false} />);
    expect(screen.getByRole("group", { name: "Pick a new time" })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /as soon as you can/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Tue\s*Dec 1/ }).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(screen.getAllByRole("radio")).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
