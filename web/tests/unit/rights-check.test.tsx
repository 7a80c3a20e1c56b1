import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RightsCheck } from "@/components/sections/rights-check";
import { answerTone, isAccepted, showResults } from "@/lib/rights-check";
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

  it("shows the results once both questions are answered, whatever the answers", () => {
    expect(showResults({})).toBe(false);
    expect(showResults({ treatment: "Yes" })).toBe(false);
    expect(showResults({ reported: "No" })).toBe(false);
    expect(showResults({ treatment: "No", reported: "No" })).toBe(true);
  });
});

describe("rights check on the page", () => {
  it("marks answers green or red with words and an explanation, then shows the results panel", () => {
    renderWithIntake(<RightsCheck />);
    expect(screen.queryByTestId("rights-result")).toBeNull();
    const q1 = screen.getByRole("group", { name: /treated unfairly/ });
    fireEvent.click(q1.querySelector('input[value="No"]')!);
    const red = q1.querySelector('[data-tone="red"]')!;
    expect(red.textContent).toMatch(/Does not point to a claim by itself/);
    expect(red.className).toMatch(/red/);
    fireEvent.click(q1.querySelector('input[value="Not sure"]')!);
    const green = q1.querySelector('[data-tone="green"]')!;
    expect(green.textContent).toMatch(/Points to a possible claim/);
    expect(green.textContent).toMatch(/Patterns and timing/);
    expect(q1.querySelector('[data-tone="red"]')).toBeNull();
    expect(screen.queryByTestId("rights-result")).toBeNull();

    const q2 = screen.getByRole("group", { name: /reported the problem/ });
    fireEvent.click(q2.querySelector('input[value="Afraid to report"]')!);
    expect(q2.querySelector('[data-tone="green"]')).not.toBeNull();
    expect(screen.getByTestId("rights-result").textContent).toMatch(/You may have a valid case/);
    expect(screen.getByRole("link", { name: "Get a Free Consultation" })).toBeTruthy();
  });
});
