import { SuccessView } from "../features/checkout/SuccessView.tsx";
import type { RouteHandle } from "../lib/seo.ts";

export const handle: RouteHandle = { noindex: true };

export function meta() {
  return [{ title: "Thank you | Ironworks" }];
}

/** SPEC §2 /checkout/success?orderId= (reduced header; the order is read by the browser). */
export default function CheckoutSuccess() {
  return <SuccessView />;
}
