import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RightsCheck } from "@/components/sections/rights-check";
import { answerTone, isAccepted } from "@/lib/rights-check";
import { renderWithIntake } from "./with-intake";

describe("rights check scoring", () => {
  it("question 1 accepts Yes or Not sure; No is red", () => {
    expect(isAccepted("treatment", "Yes")).toBe(true);
    expect(isAccepted("treatment", "Not sure")).toBe(true);
    expect(answerTone("treatment", "Yes")).toBe("green");
    expect(answerTone("treatment", "Not sure")).toBe("green");
    expect(answerTone("treatment", "No")).toBe("red");
    expect(answerTone("treatment", "Afraid to report")).toBe("red");
  });

  it("question 2 accepts Yes or Afraid to report; No is red", () => {
    expect(answerTone("reported", "Yes")).toBe("green");
    expect(answerTone("reported", "Afraid to report")).toBe("green");
    expect(answerTone("reported", "No")).toBe("red");
    expect(answerTone("reported", "Not sure")).toBe("red");
  });
});

// Which verdict shows, and when the results panel does, is the stylesheet's (app/app.css), checked
// in Chromium by tests/e2e/pages.spec.ts with and without scripts; here, the markup it reads.
describe("rights check on the page", () => {
  it("gives each option its radio and its verdict, in the tone the scoring gives it", () => {
    renderWithIntake(<RightsCheck />);
    for (const [name, id] of [
      [/treated unfairly/, "treatment"],
      [/reported the problem/, "reported"],
    ] as const) {
      const group = screen.getByRole("group", { name });
      const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      expect(radios).toHaveLength(3);
      for (const radio of radios) {
        expect(radio.checked).toBe(false);
        const verdict = group.querySelector(`.rights-feedback > [data-option="${radio.dataset.option}"]`)!;
        expect(verdict.getAttribute("data-tone")).toBe(answerTone(id, radio.value));
        expect(verdict.textContent).toMatch(
          answerTone(id, radio.value) === "green"
            ? /Points to a possible claim/
            : /Does not point to a claim/,
        );
      }
    }
    const result = screen.getByTestId("rights-result");
    expect(result.closest(".rights-result")).not.toBeNull();
    expect(result.textContent).toMatch(/You may have a valid case/);
  });
});
