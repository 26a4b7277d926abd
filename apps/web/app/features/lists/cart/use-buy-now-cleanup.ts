import { useEffect } from "react";
import { useFetcher, useNavigation } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { leavesCheckout } from "./buy-now.ts";

/**
 * Checkout's navigation listener: when a navigation heads out of checkout to a non-login route,
 * the buy-now list is deleted (SPEC §2). The fetcher finishes even as the layout unmounts.
 */
export function useBuyNowCleanup() {
  const { href } = useLocaleTools();
  const navigation = useNavigation();
  const fetcher = useFetcher({ key: "buy-now-cleanup" });
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const { submit } = fetcher;
  const action = href("/cart");
  useEffect(() => {
    if (!target || !leavesCheckout(target)) return;
    submit({ intent: "delete-buy-now" }, { method: "post", action, encType: "application/json" });
  }, [target, submit, action]);
}
