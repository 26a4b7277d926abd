import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { analytics } from "./analytics.ts";
import { useConsent } from "./ConsentProvider.tsx";

const TRACKED_CLICKS = "a[href], button";
/** Parts of the page whose clicks are not ads analytics (the cookie notice itself). */
const UNTRACKED = "[data-analytics='off']";
const LISTING_ITEMS = ".product-card";

/**
 * Feeds the analytics bus from the page: a page view per location (performance, and the ads
 * pixel's page visit as marketing), link/button clicks for ads analytics, and product tiles seen in
 * listings (impressions, debounced 1 s). The bus drops whatever consent does not allow.
 */
export function AnalyticsAgent() {
  const location = useLocation();
  const consent = useConsent();
  const performance = consent?.allows("performance") ?? false;
  const marketing = consent?.allows("marketing") ?? false;
  const lastViewed = useRef<string | null>(null);

  // A page view per location; again when consent newly allows it (the visitor just agreed).
  useEffect(() => {
    // The full path, locale prefix included, like the impressions' list and the clicks' page.
    const page = `${window.location.pathname}${window.location.search}`;
    const key = `${page}|${performance}|${marketing}`;
    if (lastViewed.current === key) return;
    lastViewed.current = key;
    analytics.track("performance", "page_view", { page });
    analytics.track("marketing", "ad_page_visit", { page });
  }, [location.pathname, location.search, performance, marketing]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.(TRACKED_CLICKS);
      if (!target || target.closest(UNTRACKED)) return;
      analytics.click(target.textContent ?? "", {
        href: target.getAttribute("href") ?? undefined,
        page: window.location.pathname,
      });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || seen.has(entry.target)) continue;
          seen.add(entry.target);
          observer.unobserve(entry.target);
          const link = entry.target.querySelector("a[href]");
          const tiles = [...document.querySelectorAll(LISTING_ITEMS)];
          analytics.impression({
            id: link?.getAttribute("href") ?? "",
            list: window.location.pathname,
            position: tiles.indexOf(entry.target) + 1,
          });
        }
      },
      { threshold: 0.5 },
    );
    const watch = () => {
      for (const tile of document.querySelectorAll(LISTING_ITEMS)) if (!seen.has(tile)) observer.observe(tile);
    };
    watch();
    const mutations = new MutationObserver(watch);
    const main = document.getElementById("main") ?? document.body;
    mutations.observe(main, { childList: true, subtree: true });
    return () => {
      analytics.flushImpressions();
      observer.disconnect();
      mutations.disconnect();
    };
    // A new location brings new tiles; newly given consent makes the tiles on screen count.
  }, [location.pathname, performance]);

  return null;
}
