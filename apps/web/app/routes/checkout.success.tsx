import { SuccessView } from "../features/checkout/SuccessView.tsx";
import { checkoutMessages } from "../features/checkout/checkout-messages.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { CheckoutKey } from "../features/checkout/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/checkout.success";

export const handle: RouteHandle = { noindex: true };

/** The page's words (the order itself is read by the browser). */
export function loader({ request }: Route.LoaderArgs) {
  return { messages: checkoutMessages(localeFromRequest(request).locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  const key: CheckoutKey = "checkout.meta.success";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

/** SPEC §2 /checkout/success?orderId= (reduced header; the order is read by the browser). */
export default function CheckoutSuccess() {
  return <SuccessView />;
}
