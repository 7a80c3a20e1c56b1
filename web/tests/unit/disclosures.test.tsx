import { fireEvent, render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { enhanceDisclosures } from "@/components/ui/disclosures";

describe("what the site script adds to disclosures", () => {
  beforeAll(() => enhanceDisclosures());

  it("closes the items left open inside an item marked to do so, when it opens", () => {
    const { container } = render(
      <>
        <details data-close-inner-on-open>
          <summary>Category</summary>
          <details open>
            <summary>Example</summary>
          </details>
        </details>
        <details>
          <summary>Other</summary>
          <details open>
            <summary>Kept</summary>
          </details>
        </details>
      </>,
    );
    const [marked, inner, plain, kept] = [...container.querySelectorAll("details")];
    marked!.open = true;
    fireEvent(marked!, new Event("toggle"));
    expect(inner!.open).toBe(false);
    plain!.open = true;
    fireEvent(plain!, new Event("toggle"));
    expect(kept!.open).toBe(true);
  });

  it("closes the disclosure a Close button is in and gives focus to its summary", () => {
    const { container, getByRole } = render(
      <details open>
        <summary>Profile</summary>
        <button type="button" data-details-close>
          Close
        </button>
      </details>,
    );
    fireEvent.click(getByRole("button", { name: "Close" }));
    const details = container.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector("summary"));
  });
});
