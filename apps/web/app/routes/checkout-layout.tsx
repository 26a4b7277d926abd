import { Outlet } from "react-router";
import { useBuyNowCleanup } from "../features/lists/cart/use-buy-now-cleanup.ts";

/** Checkout pages share the reduced header (the shell reads the path). */
export default function CheckoutLayout() {
  // Leaving checkout for a non-login route deletes the buy-now list (SPEC §2).
  useBuyNowCleanup();
  return <Outlet />;
}
