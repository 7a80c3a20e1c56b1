import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { thankYouReference as copy } from "@/content/thank-you";
import {
  SentLeadOffer,
  ThankYouReference,
  WithoutSentLead,
} from "@/features/intake/components/thank-you-reference";
import { showSentRequest } from "@/features/intake/thank-you";
import { parseReference } from "@/lib/intake-form/reference";
import { referenceKey, rememberLead, rememberReference, storedReference } from "@/lib/intake-form/session";

// The reference number a sent request gets (issue 16): read from the answer, kept for /thank-you
// in the navigation state and session storage, never in the URL.

afterEach(() => sessionStorage.clear());

describe("reference numbers", () => {
  it("accepts only GC- and two groups of four from the alphabet without look-alikes", () => {
    expect(parseReference("GC-7K3M-Q9TD")).toBe("GC-7K3M-Q9TD");
    expect(parseReference("GC-2345-ZZZZ")).toBe("GC-2345-ZZZZ");
    for (const odd of [
      "GC-7K3M-Q9T0",
      "GC-7K3M-Q9TI",
      "GC-7K3M-Q9TU",
      "gc-7k3m-q9td",
      " GC-7K3M-Q9TD",
      "GC-7K3MQ9TD",
    ])
      expect(parseReference(odd), odd).toBeNull();
    expect(parseReference(undefined)).toBeNull();
    expect(parseReference({ reference: "GC-7K3M-Q9TD" })).toBeNull();
  });

  it("is kept in session storage, and a request without one forgets the last one", () => {
    rememberReference("GC-7K3M-Q9TD");
    expect(sessionStorage.getItem(referenceKey)).toBe(JSON.stringify("GC-7K3M-Q9TD"));
    expect(storedReference()).toBe("GC-7K3M-Q9TD");
    rememberReference(null);
    expect(storedReference()).toBeNull();
    sessionStorage.setItem(referenceKey, JSON.stringify("not a reference"));
    expect(storedReference()).toBeNull();
  });
});

/** The box and the /book link as prerendered, then what the site script shows. */
function renderThankYou() {
  const view = render(
    <>
      <ThankYouReference>
        <a href="tel:+13105550100">Call</a>
        <WithoutSentLead>
          <a href="/book">Schedule a call</a>
        </WithoutSentLead>
      </ThankYouReference>
      <SentLeadOffer />
    </>,
  );
  return { ...view, lead: showSentRequest() };
}

/** The state of the box a reader sees: the parts the site script did not hide. */
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("[data-reference-state]")]
    .filter((part) => !part.hidden)
    .map((part) => part.dataset.referenceState);

describe("the reference box on /thank-you", () => {
  it("is prerendered with its placeholder shown and the other states hidden", () => {
    const { container } = render(
      <ThankYouReference>
        <a href="tel:+13105550100">Call</a>
      </ThankYouReference>,
    );
    expect(shown(container)).toEqual(["placeholder"]);
    expect(container.textContent).toContain(copy.placeholder);
  });

  it("shows the stored reference, with what to do with it", () => {
    rememberReference("GC-2345-ABCD");
    const { container } = renderThankYou();
    expect(shown(container)).toEqual(["known"]);
    expect(screen.getByTestId("intake-reference").textContent).toBe("GC-2345-ABCD");
    expect(screen.getByText(copy.callHint)).not.toBeNull();
    expect(screen.getByRole("link", { name: "Call" })).not.toBeNull();
  });

  it("says what to give on the phone when there is no reference", () => {
    const { container } = renderThankYou();
    expect(shown(container)).toEqual(["none"]);
    expect(screen.getByText(copy.noReference)).not.toBeNull();
  });
});

describe("the request just sent, for booking its call on /thank-you", () => {
  const lead = "5f0c8d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f";

  it("is known once stored: the page offers a time for it instead of the link to /book", () => {
    rememberLead(lead);
    const { lead: sent } = renderThankYou();
    expect(sent).toBe(lead);
    expect(screen.queryByRole("link", { name: "Schedule a call" })).toBeNull();
  });

  it("is null when this tab sent nothing (the page then links to /book)", () => {
    const { lead: sent } = renderThankYou();
    expect(sent).toBeNull();
    expect(screen.getByRole("link", { name: "Schedule a call" })).not.toBeNull();
  });
});
