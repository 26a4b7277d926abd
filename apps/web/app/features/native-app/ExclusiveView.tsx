import type { AppExclusiveResponse, ProductSummary } from "@ironworks/contracts";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { ProductCard } from "../catalog/ProductCard.tsx";
import type { CartActionData } from "../lists/cart/cart-intents.ts";
import { AppFrame } from "./AppFrame.tsx";
import type { AppFrameData } from "./app-pages.server.ts";
import type { AppKey } from "./messages.ts";
import { appStoreUrl } from "./native-app.ts";

export interface ExclusiveData {
  frame: AppFrameData;
  product: ProductSummary;
  drop: AppExclusiveResponse;
  /** Not live yet (as the server saw it): the page says when it opens. */
  upcoming: boolean;
}

/**
 * An app-only drop (SPEC §2 exclusive/{productId}). In the app, a live drop in stock is added to
 * the cart through the cart route (the same buy request as the product page); on the web the page
 * says where to buy it and offers no button.
 */
export function ExclusiveView({ data, path }: { data: ExclusiveData; path: string }) {
  const t = useT<AppKey>();
  const { locale } = useLocale();
  const { href } = useLocaleTools();
  const fetcher = useFetcher<CartActionData>({ key: `exclusive:${data.product.productId}` });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const { drop, product, frame } = data;
  // A plain form post (before hydration) is redirected back by the cart route; a fetcher gets data.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const soldOut = product.stockStatus === "oos";
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  let state: React.ReactNode;
  if (!frame.inApp)
    state = (
      <div className="app-notice" data-testid="app-exclusive-web">
        <p>{t("native-app.exclusive.webOnly")}</p>
        <a className="btn btn--primary btn--m" href={appStoreUrl(frame.platform ? { platform: frame.platform } : null)}>
          {t("native-app.exclusive.getApp")}
        </a>
      </div>
    );
  else if (!drop.live)
    state = (
      <p className="app-notice" data-testid="app-exclusive-closed">
        {data.upcoming
          ? t("native-app.exclusive.notStarted", { date: date(drop.startsAt) })
          : t("native-app.exclusive.ended")}
      </p>
    );
  else if (soldOut) state = <p className="app-notice">{t("native-app.exclusive.soldOut")}</p>;
  else
    state = (
      <fetcher.Form method="post" action={href("/cart")} className="app-exclusive__buy">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="items" value={JSON.stringify([{ productId: product.productId, qty: 1 }])} />
        <input type="hidden" name="redirectTo" value={path} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {drop.endsAt ? <p>{t("native-app.exclusive.until", { date: date(drop.endsAt) })}</p> : null}
        <button type="submit" className="btn btn--primary btn--l btn--full" disabled={busy} aria-disabled={busy}>
          {busy ? t("native-app.exclusive.adding") : t("native-app.exclusive.add")}
        </button>
        <p role="status" className="app-exclusive__status" data-testid="app-exclusive-status">
          {answer ? (answer.ok ? t("native-app.exclusive.added") : t("native-app.exclusive.failed")) : null}
        </p>
      </fetcher.Form>
    );

  return (
    <AppFrame frame={frame} title={t("native-app.exclusive.badge")} className="app-exclusive">
      <div className="app-exclusive__card">
        <ProductCard product={product} priority headingLevel={2} />
      </div>
      {state}
    </AppFrame>
  );
}
