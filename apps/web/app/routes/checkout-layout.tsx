import { Outlet } from "react-router";
import { useBuyNowCleanup } from "../features/lists/cart/use-buy-now-cleanup.ts";
import { claimBuyNowPage } from "../features/lists/cart/buy-now.server.ts";
import type { Route } from "./+types/checkout-layout";

/** The buy-now list is claimed for this page; its unload beacon names it (ADR 0010). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { buyNowPage: await claimBuyNowPage(request, context) };
}

/** Checkout pages share the reduced header (the shell reads the path). */
export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  // Leaving checkout for a non-login route deletes the buy-now list (SPEC §2).
  useBuyNowCleanup(loaderData.buyNowPage);
  return <Outlet />;
}
