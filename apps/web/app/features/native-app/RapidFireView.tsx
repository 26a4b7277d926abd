import type { ProductSummary } from "@ironworks/contracts";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { ProductCard } from "../catalog/ProductCard.tsx";
import { AppFrame } from "./AppFrame.tsx";
import type { AppFrameData } from "./app-pages.server.ts";
import type { AppKey } from "./messages.ts";

export interface RapidFireData {
  frame: AppFrameData;
  subscribed: boolean;
  deals: ProductSummary[];
}

/**
 * Rapid Fire (SPEC §2 account/notifications/rapidfire): the deals live now and the customer's
 * Rapid Fire e-mail switch, which is the `rapidfire` newsletter list (SPEC §3).
 */
export function RapidFireView({ data }: { data: RapidFireData }) {
  const t = useT<AppKey>();
  const fetcher = useFetcher<{ ok: boolean }>({ key: "app-rapidfire" });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // While the switch is on its way, show where it goes (the loader revalidates after).
  const pending = fetcher.formData?.get("subscribe");
  const subscribed = pending === "1" ? true : pending === "0" ? false : data.subscribed;
  return (
    <AppFrame frame={data.frame} title={t("native-app.rapidfire.title")} className="app-rapidfire">
      <p className="app-page__intro">{t("native-app.rapidfire.intro")}</p>
      <fetcher.Form method="post" className="app-rapidfire__subscription">
        <p role="status" data-testid="app-rapidfire-state">
          {subscribed ? t("native-app.rapidfire.subscribed") : t("native-app.rapidfire.notSubscribed")}
        </p>
        <input type="hidden" name="subscribe" value={subscribed ? "0" : "1"} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <button type="submit" className={`btn btn--${subscribed ? "secondary" : "primary"} btn--m`}>
          {subscribed ? t("native-app.rapidfire.unsubscribe") : t("native-app.rapidfire.subscribe")}
        </button>
      </fetcher.Form>
      <h2>{t("native-app.rapidfire.live")}</h2>
      {data.deals.length === 0 ? (
        <p className="app-empty">{t("native-app.rapidfire.empty")}</p>
      ) : (
        <ul className="app-grid" data-testid="app-rapidfire-deals">
          {data.deals.map((p, i) => (
            <li key={p.productId}>
              <ProductCard product={p} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </AppFrame>
  );
}
