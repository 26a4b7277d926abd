import { describe, expect, it } from "vitest";
import { type AnalyticsEvent, analytics } from "../consent/analytics.ts";
import { contentTracking, trackExperiment } from "./tracking.ts";

describe("experiment tracking callback", () => {
  it("reports flag experiments and content A/B tests once per variation, as performance events", () => {
    const seen: AnalyticsEvent[] = [];
    const remove = analytics.addSink((e) => void seen.push(e));
    analytics.setAllows((c) => c === "performance");
    try {
      trackExperiment("checkout-copy", "1", "flag");
      trackExperiment("checkout-copy", "1", "flag");
      contentTracking.trackExposure("home-hero", 0);
      contentTracking.trackExposure("home-hero", 0);
      contentTracking.trackExposure("home-hero", 1);
    } finally {
      remove();
      analytics.setAllows(() => false);
    }
    expect(seen.map((e) => [e.category, e.name, e.data])).toEqual([
      ["performance", "experiment_viewed", { experimentId: "checkout-copy", variationId: "1", source: "flag" }],
      ["performance", "experiment_viewed", { experimentId: "home-hero", variationId: "0", source: "content" }],
      ["performance", "experiment_viewed", { experimentId: "home-hero", variationId: "1", source: "content" }],
    ]);
  });
});
