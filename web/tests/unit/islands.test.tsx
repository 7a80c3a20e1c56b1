import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queuedAttribute, tapQueueScript } from "@/components/layout/tap-queue";
import { IslandRoot } from "@/lib/island-root";
import { islandIdPrefix, islandLiveAttribute } from "@/lib/island-attributes";
import { hydrateIsland } from "@/app/island-hydrate";
import { useHydrated } from "@/lib/use-hydrated";

// An island (app/island.tsx) hydrated as the browser does it (app/island-hydrate.tsx),
// over the markup the prerender writes: what was typed or chosen before React ran reaches the
// component's state, and a tap on one of its buttons before then is carried out once, after.

const pressed = vi.fn();

/**
 * A small form whose state the test reads back from the page. It renders again at once after
 * hydration (as /book's form does), which puts React's values back into every field.
 */
function Answers() {
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [story, setStory] = useState("");
  const [language, setLanguage] = useState("English");
  const [consent, setConsent] = useState(false);
  const [topic, setTopic] = useState("pay");
  return (
    <form>
      <label>
        Name <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <textarea name="story" value={story} onChange={(e) => setStory(e.target.value)} />
      {["English", "Spanish"].map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="language"
            value={option}
            checked={language === option}
            onChange={() => setLanguage(option)}
          />
          {option}
        </label>
      ))}
      <input
        type="checkbox"
        name="consent"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
      />
      <select name="topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="pay">Pay</option>
        <option value="firing">Firing</option>
      </select>
      <button type="button" onClick={() => pressed(name)}>
        Next
      </button>
      <output data-hydrated={hydrated}>{JSON.stringify({ name, story, language, consent, topic })}</output>
    </form>
  );
}

function prerendered(): HTMLElement {
  const host = document.createElement("div");
  host.setAttribute("data-island", "answers");
  host.innerHTML = renderToString(<IslandRoot component={Answers} />, {
    identifierPrefix: islandIdPrefix("answers"),
  });
  document.body.append(host);
  return host;
}

const state = (host: HTMLElement) => JSON.parse(host.querySelector("output")!.textContent!);

beforeAll(() => {
  new Function(tapQueueScript)();
});

afterEach(() => {
  document.body.innerHTML = "";
  pressed.mockClear();
});

describe("an island", () => {
  it("keeps what was typed and chosen before it was hydrated, in the page and in its state", async () => {
    const host = prerendered();
    host.querySelector<HTMLInputElement>('input[name="name"]')!.value = "Rosa";
    host.querySelector<HTMLTextAreaElement>("textarea")!.value = "They kept my tips.";
    host.querySelector<HTMLInputElement>('input[value="Spanish"]')!.checked = true;
    host.querySelector<HTMLInputElement>('input[name="consent"]')!.checked = true;
    host.querySelector<HTMLSelectElement>("select")!.value = "firing";

    await hydrateIsland(host, islandIdPrefix("answers"), Answers);

    expect(host.hasAttribute(islandLiveAttribute)).toBe(true);
    expect(state(host)).toEqual({
      name: "Rosa",
      story: "They kept my tips.",
      language: "Spanish",
      consent: true,
      topic: "firing",
    });
    expect(host.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe("Rosa");
    expect(host.querySelector<HTMLInputElement>('input[value="English"]')!.checked).toBe(false);
  });

  it("leaves untouched fields as they were rendered", async () => {
    const host = prerendered();
    await hydrateIsland(host, islandIdPrefix("answers"), Answers);
    expect(state(host)).toEqual({ name: "", story: "", language: "English", consent: false, topic: "pay" });
  });

  it("holds a tap on its button until it is hydrated, then carries it out once, with what was typed", async () => {
    document.documentElement.setAttribute("data-live", ""); // the page is live; the island is not
    const host = prerendered();
    host.querySelector<HTMLInputElement>('input[name="name"]')!.value = "Rosa";
    const next = host.querySelector("button")!;
    next.click();
    expect(next.hasAttribute(queuedAttribute)).toBe(true);
    expect(pressed).not.toHaveBeenCalled();

    await hydrateIsland(host, islandIdPrefix("answers"), Answers);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledWith("Rosa");
    next.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("lets a form the server takes be sent before it is hydrated", () => {
    const host = document.createElement("div");
    host.setAttribute("data-island", "book");
    host.innerHTML =
      '<form action="/api/call-bookings" method="post"><button type="submit">Book</button></form>';
    document.body.append(host);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    host.querySelector("form")!.addEventListener("submit", submitted);
    host.querySelector("button")!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(host.querySelector(`[${queuedAttribute}]`)).toBeNull();
  });
});
