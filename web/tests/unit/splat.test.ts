import { describe, expect, it } from "vitest";
import { findResultsPage } from "@/content/result-lookups";
import { findService } from "@/content/service-lookups";
import { splatParam } from "@/lib/use-pathname";

describe("splat params", () => {
  it("drops the trailing slash the prerender step adds, so section pages prerender as themselves", () => {
    expect(splatParam({ "*": "wage-hour/" })).toBe("wage-hour");
    expect(splatParam({ "*": "wage-and-hour/3/" })).toBe("wage-and-hour/3");
    expect(splatParam({ "*": "wage-hour" })).toBe("wage-hour");
    expect(splatParam({})).toBe("");
    expect(findService(splatParam({ "*": "wage-hour/" }))?.id).toBe("wage-hour");
    expect(findResultsPage(splatParam({ "*": "wage-and-hour/3/" }))?.index).toBe(3);
  });

  it("keeps extra segments, so deeper unknown URLs stay not found", () => {
    expect(findService(splatParam({ "*": "wage-hour/extra/" }))).toBeUndefined();
    expect(findResultsPage(splatParam({ "*": "wage-and-hour/3/x/" }))).toBeNull();
  });
});
