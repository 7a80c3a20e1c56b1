// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fetchTrackingConfig, noTracking, parseTrackingConfig } from "@/features/privacy/tracking";

describe("the tracking config from /api/tracking-config", () => {
  it.each([
    [{ gtagId: null, metaPixelId: null }],
    [{ gtagId: "G-ABC123", metaPixelId: null }],
    [{ gtagId: "AW-99", metaPixelId: "1234567890" }],
  ])("accepts %j", (value) => expect(parseTrackingConfig(value)).toEqual(value));

  it("keeps only the two ids", () =>
    expect(parseTrackingConfig({ gtagId: null, metaPixelId: null, other: "x" })).toEqual(noTracking));

  it.each([
    [null],
    ["G-ABC123"],
    [{}],
    [{ gtagId: null }],
    [{ gtagId: "g-abc", metaPixelId: null }],
    [{ gtagId: "G-ABC123<script>", metaPixelId: null }],
    [{ gtagId: null, metaPixelId: "1234" }],
    [{ gtagId: null, metaPixelId: 12345678 }],
  ])("refuses %j", (value) => expect(parseTrackingConfig(value)).toBeNull());

  it("falls back to no tracking on a bad answer or a failed request", async () => {
    const answer =
      (body: unknown, status = 200) =>
      async () =>
        Response.json(body, { status });
    expect(await fetchTrackingConfig(answer({ gtagId: "G-1", metaPixelId: null }))).toEqual({
      gtagId: "G-1",
      metaPixelId: null,
    });
    expect(await fetchTrackingConfig(answer({ gtagId: "bad", metaPixelId: null }))).toEqual(noTracking);
    expect(await fetchTrackingConfig(answer({ gtagId: "G-1", metaPixelId: null }, 500))).toEqual(noTracking);
    expect(
      await fetchTrackingConfig(async () => {
        throw new TypeError("offline");
      }),
    ).toEqual(noTracking);
  });
});
