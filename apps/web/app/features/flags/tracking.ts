import { analytics } from "../consent/analytics.ts";
import type { ContentTracking } from "../content/blocks/context.tsx";

const reported = new Set<string>();

/**
 * The tracking callback for experiments: GrowthBook flag experiments and content-block A/B tests
 * both report here, once per (experiment, variation) per page load, as a performance event.
 */
export function trackExperiment(experimentId: string, variationId: string | number, source: "flag" | "content") {
  const key = `${source}:${experimentId}:${variationId}`;
  if (reported.has(key)) return;
  reported.add(key);
  analytics.track("performance", "experiment_viewed", { experimentId, variationId: String(variationId), source });
}

/** For ContentTrackingContext: content-block A/B exposures (features/content/blocks). */
export const contentTracking: ContentTracking = {
  trackExposure: (name, variantIndex) => trackExperiment(name, variantIndex, "content"),
};
