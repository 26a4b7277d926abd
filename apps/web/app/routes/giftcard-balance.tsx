import { data } from "react-router";
import { GiftcardBalanceForm } from "../features/giftcard/GiftcardBalanceForm.tsx";
import { type BalanceActionResult, giftcardBalanceAction } from "../features/giftcard/giftcard.server.ts";
import type { GiftcardKey } from "../features/giftcard/messages.ts";
import { giftcardCatalog } from "../features/giftcard/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/giftcard-balance";

export const handle: RouteHandle = { noindex: true };

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(localeFromRequest(request).locale, giftcardCatalog) };
}

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

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<GiftcardKey>(matches)("giftcard.documentTitle") }];
}

/** /giftcard/balance: the gift card balance check (issue 8). */
export default function GiftcardBalance({ actionData }: Route.ComponentProps) {
  const { url } = useLocaleTools();
  const t = useT<GiftcardKey>();
  return (
    <main id="main" className="account-page giftcard-page">
      <h1>{t("giftcard.title")}</h1>
      <section className="account-card" aria-labelledby="giftcard-heading">
        <h2 id="giftcard-heading">{t("giftcard.heading")}</h2>
        <p>{t("giftcard.intro")}</p>
        <GiftcardBalanceForm action={url("/giftcard/balance")} result={actionData as BalanceActionResult | undefined} />
      </section>
    </main>
  );
}
