import { describe, expect, it } from "vitest";
import { findResultsPage } from "@/content/results";
import { findService } from "@/content/services";
import { splatOf } from "@/lib/splat";

describe("splat params", () => {
  it("drops the trailing slash the prerender step adds, so section pages prerender as themselves", () => {
    expect(splatOf({ "*": "wage-hour/" })).toBe("wage-hour");
    expect(splatOf({ "*": "wage-and-hour/3/" })).toBe("wage-and-hour/3");
    expect(splatOf({ "*": "wage-hour" })).toBe("wage-hour");
    expect(splatOf({})).toBeUndefined();
    expect(findService(splatOf({ "*": "wage-hour/" }))?.id).toBe("wage-hour");
    expect(findResultsPage(splatOf({ "*": "wage-and-hour/3/" }))?.index).toBe(3);
  });

  it("keeps extra segments, so deeper unknown URLs stay not found", () => {
    expect(findService(splatOf({ "*": "wage-hour/extra/" }))).toBeUndefined();
    expect(findResultsPage(splatOf({ "*": "wage-and-hour/3/x/" }))).toBeNull();
  });
});
