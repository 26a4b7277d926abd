import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { CheckoutProvider } from "../features/checkout/CheckoutProvider.tsx";
import { useFlag } from "../features/flags/FlagsProvider.tsx";
import { loadCheckout } from "../features/checkout/checkout.server.ts";
import { checkoutMessages } from "../features/checkout/checkout-messages.server.ts";
import { OrderSummary } from "../features/checkout/OrderSummary.tsx";
import { placementInFlight } from "../features/checkout/place-order.ts";
import { claimBuyNowPage } from "../features/lists/cart/buy-now.server.ts";
import { useBuyNowCleanup } from "../features/lists/cart/use-buy-now-cleanup.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/checkout-layout";

export const handle: RouteHandle = { noindex: true };

/**
 * The list being bought (buy-now list, else the cart; none or empty → /cart) and what the steps
 * need. The buy-now list is claimed for this page; its unload beacon names it (ADR 0010). Runs
 * again on every health tick (SPEC §4: reload checkout cart products).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [checkout, buyNowPage] = await Promise.all([loadCheckout(request, context), claimBuyNowPage(request, context)]);
  const messages = checkoutMessages(localeFromRequest(request).locale);
  return data({ buyNowPage, checkout, messages }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Not while an order is being placed: the consumed cart would send the shopper to /cart. */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return placementInFlight() ? false : defaultShouldRevalidate;
}

/** Checkout pages share the reduced header (the shell reads the path), the state and the summary. */
export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  // Leaving checkout for a non-login route deletes the buy-now list (SPEC §2).
  useBuyNowCleanup(loaderData.buyNowPage);
  // SPEC §2: a different checkout variant when an alternate card provider is configured.
  const alternate = useFlag("alternate-card-provider");
  return (
    <CheckoutProvider data={loaderData.checkout}>
      <main id="main" className="checkout-main" data-checkout-variant={alternate ? "alternate" : "default"}>
        <div className="checkout-layout">
          <div className="checkout-layout__step">
            <Outlet />
          </div>
          <OrderSummary />
        </div>
      </main>
    </CheckoutProvider>
  );
}
