import type { Attributes } from "@growthbook/growthbook";
import { configureCache, GrowthBook } from "@growthbook/growthbook-react";
import { FLAG_CACHE_SETTINGS } from "./flag-keys.ts";

/**
 * The GrowthBook SDK in the browser, loaded after hydration (it is ~17 KB gzip; ADR 0006): our own
 * server is the API and streaming host, the spec's cache settings, streaming on. Resolves once the
 * first payload is in (or failed: then the page keeps the values it was rendered with).
 */
export async function startGrowthBook(options: {
  clientKey: string;
  attributes: Attributes;
  onChange: () => void;
  onExperiment: (experimentId: string, variationId: string) => void;
}): Promise<{ gb: GrowthBook; ok: boolean }> {
  configureCache(FLAG_CACHE_SETTINGS);
  const gb = new GrowthBook({
    apiHost: window.location.origin,
    clientKey: options.clientKey,
    attributes: options.attributes,
    trackingCallback: (experiment, result) => options.onExperiment(experiment.key, result.key),
  });
  gb.setRenderer(options.onChange);
  const result = await gb.init({ streaming: true, timeout: 5000 });
  if (!result.success && navigator.onLine)
    // SPEC §8: a flag-service failure gives the default block and a warning (never an error).
    console.warn("[flags] feature flags unavailable; keeping the values the page was rendered with", result.source);
  return { gb, ok: result.success };
}
