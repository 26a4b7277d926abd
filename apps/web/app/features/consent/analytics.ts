import type { ConsentCategory } from "./consent.ts";

/** One analytics event; `category` is the consent category it needs. */
export interface AnalyticsEvent {
  name: string;
  category: ConsentCategory;
  data: Record<string, unknown>;
  at: number;
}

export type AnalyticsSink = (event: AnalyticsEvent) => unknown;

export interface ListingImpression {
  /** Product id or URL. */
  id: string;
  /** The list it appeared in (the page path, a carousel title…). */
  list: string;
  position?: number;
}

/** SPEC §9: ads analytics click text is truncated to 19 characters. */
export const CLICK_TEXT_MAX = 19;
const IMPRESSION_CATEGORY: ConsentCategory = "performance";
/** SPEC §9: listing impressions are debounced 1 s. */
export const IMPRESSION_DEBOUNCE_MS = 1000;

export function clickText(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, CLICK_TEXT_MAX);
}

/**
 * The analytics event bus: every event names the consent category it needs and is dispatched
 * only when consent allows it (nothing is queued for later); listing impressions are collected
 * and sent as one event 1 s after the last; a failing sink never reaches the page (SPEC §8).
 */
export function createAnalyticsBus(options: { sinks?: AnalyticsSink[]; debounceMs?: number } = {}) {
  const sinks = new Set<AnalyticsSink>(options.sinks ?? []);
  const debounceMs = options.debounceMs ?? IMPRESSION_DEBOUNCE_MS;
  let allows: (category: ConsentCategory) => boolean = () => false;
  let impressions: ListingImpression[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function dispatch(event: AnalyticsEvent) {
    if (!allows(event.category)) return;
    for (const sink of sinks) {
      try {
        const result = sink(event);
        if (result && typeof (result as Promise<unknown>).catch === "function")
          (result as Promise<unknown>).catch(() => {});
      } catch {
        // SPEC §8: analytics failures are swallowed.
      }
    }
  }

  const bus = {
    /** Consent decides; until told otherwise nothing is sent. */
    setAllows(fn: (category: ConsentCategory) => boolean) {
      allows = fn;
    },
    addSink(sink: AnalyticsSink): () => void {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
    track(category: ConsentCategory, name: string, data: Record<string, unknown> = {}) {
      dispatch({ name, category, data, at: Date.now() });
    },
    /** A product seen in a listing; sent with the others 1 s after the last one (dropped without consent). */
    impression(item: ListingImpression) {
      if (!allows(IMPRESSION_CATEGORY)) return;
      impressions.push(item);
      if (timer) clearTimeout(timer);
      timer = setTimeout(bus.flushImpressions, debounceMs);
    },
    flushImpressions() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (!impressions.length) return;
      const items = impressions;
      impressions = [];
      bus.track(IMPRESSION_CATEGORY, "listing_impressions", { items });
    },
    /** A click on a link or button, for ads analytics (marketing), with its text cut to 19 characters. */
    click(text: string, data: Record<string, unknown> = {}) {
      bus.track("marketing", "ad_click", { ...data, text: clickText(text) });
    },
  };
  return bus;
}
export type AnalyticsBus = ReturnType<typeof createAnalyticsBus>;

interface AnalyticsWindow {
  dataLayer?: unknown[];
}

/**
 * The page's bus. Allowed events go to `window.dataLayer` (where a tag manager picks them up) and
 * as an `ironworks:analytics` DOM event for first-party listeners.
 */
export const analytics = createAnalyticsBus({
  sinks: [
    (event) => {
      if (typeof window === "undefined") return;
      const w = window as unknown as AnalyticsWindow;
      w.dataLayer ??= [];
      w.dataLayer.push({ event: event.name, category: event.category, ...event.data });
    },
    (event) => {
      if (typeof window === "undefined") return;
      window.dispatchEvent(new CustomEvent("ironworks:analytics", { detail: event }));
    },
  ],
});
