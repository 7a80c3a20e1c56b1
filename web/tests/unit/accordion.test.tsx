import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Accordion } from "@/components/ui/accordion";
import { Faq, FaqItem } from "@/components/article/faq";

const items = ["One", "Two", "Three"].map((t) => ({
  id: t.toLowerCase(),
  title: t,
  content: <p>{t} body</p>,
}));

// Opening, closing and one item at a time are the browser's (details, summary and `name`), checked
// in Chromium by tests/e2e/pages.spec.ts and first-tap.spec.ts; here, the markup that gets them.
describe("accordion", () => {
  it("is one details element per item, closed, its summary first and its text in the HTML", () => {
    const { container } = render(<Accordion items={items} />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(3);
    for (const [i, item] of details.entries()) {
      expect(item.open).toBe(false);
      expect(item.firstElementChild!.tagName).toBe("SUMMARY");
      expect(item.textContent).toContain(`${items[i]!.title} body`);
    }
  });

  it("gives the items of one accordion one name, and another accordion another", () => {
    const { container } = render(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    const names = [...container.querySelectorAll("details")].map((d) => d.getAttribute("name"));
    expect(new Set(names.slice(0, 3)).size).toBe(1);
    expect(new Set(names.slice(3)).size).toBe(1);
    expect(names[0]).toBeTruthy();
    expect(names[0]).not.toBe(names[3]);
  });

  it("puts each title in a heading of the requested level, inside its summary", () => {
    render(<Accordion items={items} headingLevel={2} />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings).toHaveLength(3);
    for (const heading of headings) expect(heading.parentElement!.tagName).toBe("SUMMARY");
  });

  it("marks its items for the site script when opening one closes what is inside", () => {
    const { container } = render(<Accordion items={items} closeInnerOnOpen />);
    for (const item of container.querySelectorAll("details"))
      expect(item.hasAttribute("data-close-inner-on-open")).toBe(true);
    const plain = render(<Accordion items={items} />).container;
    expect(plain.querySelector("[data-close-inner-on-open]")).toBeNull();
  });
});

describe("article FAQ", () => {
  it("is an accordion too: one name per FAQ, each question a level-3 heading in its summary", () => {
    const faq = (
      <Faq>
        <FaqItem question="First?">
          <p>One.</p>
        </FaqItem>
        <FaqItem question="Second?">
          <p>Two.</p>
        </FaqItem>
      </Faq>
    );
    const { container } = render(
      <>
        {faq}
        {faq}
      </>,
    );
    const names = [...container.querySelectorAll("details")].map((d) => d.getAttribute("name"));
    expect(names).toHaveLength(4);
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    expect(names[2]).toBe(names[3]);
    expect(names[2]).not.toBe(names[0]);
    const questions = screen.getAllByRole("heading", { level: 3 });
    expect(questions.map((q) => q.textContent)).toEqual(["First?", "Second?", "First?", "Second?"]);
    for (const q of questions) expect(q.parentElement!.tagName).toBe("SUMMARY");
    expect(container.querySelector("details")!.textContent).toContain("One.");
  });
});
