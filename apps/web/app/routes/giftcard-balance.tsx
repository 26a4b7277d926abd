import { data } from "react-router";
import { GiftcardBalanceForm } from "../features/giftcard/GiftcardBalanceForm.tsx";
import { type BalanceActionResult, giftcardBalanceAction } from "../features/giftcard/giftcard.server.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/giftcard-balance";

export const handle: RouteHandle = { noindex: true };

/** Without JavaScript: the form posts here and the answer renders on the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await giftcardBalanceAction(form, context, localeFromRequest(request));
  const status = result.ok
    ? 200
    : result.code === "giftcard_not_exist"
      ? 404
      : result.code === "too_many_attempts"
        ? 429
        : result.code === "giftcard_balance_error"
          ? 409
          : 400;
  return data(result, { status, headers: { "Cache-Control": "private, no-store" } });
}

export function meta() {
  return [{ title: "Check your gift card balance | Ironworks" }];
}

/** /giftcard/balance: the gift card balance check (issue 8). */
export default function GiftcardBalance({ actionData }: Route.ComponentProps) {
  const { url } = useLocaleTools();
  return (
    <main id="main" className="account-page giftcard-page">
      <h1>Check your gift card balance</h1>
      <section className="account-card" aria-labelledby="giftcard-heading">
        <h2 id="giftcard-heading">Gift card</h2>
        <p>Enter the code from your gift card to see what is left on it.</p>
        <GiftcardBalanceForm action={url("/giftcard/balance")} result={actionData as BalanceActionResult | undefined} />
      </section>
    </main>
  );
}
