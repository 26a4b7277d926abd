import type { PaymentDraft } from "./types.ts";

/**
 * The payment a wallet hands back when the shopper returns from its page to /checkout/review:
 * PayPal adds `?token={orderId}&PayerID=…` on approval (a cancel carries only `token`), Affirm
 * `?checkout_token=…`. Anything else (or an implausible token) is not a wallet return.
 */
const TOKEN = /^[A-Za-z0-9_.:-]{1,200}$/;

export function readWalletReturn(url: URL): PaymentDraft | null {
  const q = url.searchParams;
  const paypal = q.get("token");
  if (paypal && q.get("PayerID") && TOKEN.test(paypal)) return { paymentType: "paypal", transactionToken: paypal };
  const affirm = q.get("checkout_token");
  if (affirm && TOKEN.test(affirm)) return { paymentType: "affirm", transactionToken: affirm };
  return null;
}

/** The URL without the wallet's query parameters, to replace the address bar after reading them. */
export function withoutWalletParams(url: URL): string {
  const clean = new URL(url.href);
  for (const name of ["token", "PayerID", "checkout_token"]) clean.searchParams.delete(name);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
