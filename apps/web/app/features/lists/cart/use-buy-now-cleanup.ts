import { useEffect } from "react";
import { useFetcher, useNavigation, useRevalidator } from "react-router";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { serviceUrl } from "../../native-app/service-url.ts";
import { leavesCheckout } from "./buy-now.ts";

/** Set by checkout before it sends the shopper away on purpose (a payment redirect): the list stays. */
let keepOnUnload = false;
export function keepBuyNowOnUnload(keep = true) {
  keepOnUnload = keep;
}

/**
 * Checkout's cleanup (SPEC §2: leaving checkout for a non-login route deletes the buy-now list).
 * - In-app navigation: when a navigation heads out of checkout to a non-login route, the cart
 *   action deletes it (the fetcher finishes even as the layout unmounts).
 * - Leaving the document (closing the tab, typing a URL, a full load elsewhere): a `pagehide`
 *   beacon to POST /svc_list/lists/buy-now/close (our extension, ADR 0010). The beacon cannot
 *   tell a reload from leaving: checkout's loader claims the list for each page (`page`, sent
 *   back by the beacon) and re-opens one the beacon closed a moment ago; a page restored from the
 *   back/forward cache revalidates, which claims it again.
 */
export function useBuyNowCleanup(page: string | null) {
  const { href } = useLocaleTools();
  const { site } = useLocale();
  const navigation = useNavigation();
  const fetcher = useFetcher({ key: "buy-now-cleanup" });
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const { submit } = fetcher;
  const action = href("/cart");
  useEffect(() => {
    if (!target || !leavesCheckout(target)) return;
    submit({ intent: "delete-buy-now" }, { method: "post", action, encType: "application/json" });
  }, [target, submit, action]);

  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!page) return;
    const beacon = serviceUrl(site.code, "/svc_list", `/lists/buy-now/close?page=${encodeURIComponent(page)}`);
    const onPageHide = () => {
      if (keepOnUnload) return;
      try {
        navigator.sendBeacon(beacon);
      } catch {
        // No beacon (an old browser, a blocked request): the list simply stays, as before.
      }
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) void revalidate();
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [site.code, page, revalidate]);
}
