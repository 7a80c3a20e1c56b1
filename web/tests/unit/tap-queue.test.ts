import { beforeAll, describe, expect, it, vi } from "vitest";
import { liveAttribute, replayHeldTap, tapQueueScript } from "@/components/layout/tap-queue";

function button(marked: boolean) {
  const element = document.createElement("button");
  if (marked) element.setAttribute("data-needs-script", "");
  const onClick = vi.fn();
  element.addEventListener("click", onClick);
  document.body.append(element);
  return { element, onClick };
}

describe("a tap before the page's script has run", () => {
  beforeAll(() => {
    new Function(tapQueueScript)();
  });

  it("is held, then carried out once when the page is live; the latest tap wins", () => {
    const first = button(true);
    const second = button(true);
    const plain = button(false);
    first.element.click();
    second.element.click();
    plain.element.click();
    expect(first.onClick).not.toHaveBeenCalled();
    expect(second.onClick).not.toHaveBeenCalled();
    // A control that works as HTML is left alone.
    expect(plain.onClick).toHaveBeenCalledTimes(1);

    replayHeldTap();
    expect(document.documentElement.hasAttribute(liveAttribute)).toBe(true);
    expect(first.onClick).not.toHaveBeenCalled();
    expect(second.onClick).toHaveBeenCalledTimes(1);

    // Live: taps go straight through, and nothing is replayed twice.
    first.element.click();
    replayHeldTap();
    expect(first.onClick).toHaveBeenCalledTimes(1);
    expect(second.onClick).toHaveBeenCalledTimes(1);
  });
});
