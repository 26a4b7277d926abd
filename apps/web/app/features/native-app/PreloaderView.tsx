import { useEffect, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { RootData } from "../shell/root-data.ts";
import { UpdateNotice } from "./AppFrame.tsx";
import type { AppFrameData } from "./app-pages.server.ts";
import { sendToApp } from "./bridge.ts";
import type { AppKey } from "./messages.ts";

export interface PreloaderData {
  frame: AppFrameData;
  cartQty: number;
  firstname: string;
  signedIn: boolean;
  config: {
    site: string;
    locale: string;
    featuredUri: string;
    minMessagingVersion: string;
    minGbShippingEuropeVersion: string;
  };
}

/**
 * The app's first screen (SPEC §2 preloader): the brand, then — once the session, the cart count
 * and the config are here (the loader read them) — a `preloaded` message hands over to the app
 * (3.3.0+). Every line has its place from the first paint: nothing moves when the status changes.
 */
export function PreloaderView({ data }: { data: PreloaderData }) {
  const t = useT<AppKey>();
  const { href } = useLocaleTools();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const [handedOff, setHandedOff] = useState(false);

  useEffect(() => {
    const app = root?.app ?? null;
    sendToApp(app, {
      type: "preloaded",
      payload: { cartQty: data.cartQty, signedIn: data.signedIn, config: data.config },
    });
    setHandedOff(true);
  }, [root?.app, data]);

  return (
    <main id="main" className="app-page app-preloader" data-testid="app-preloader">
      <div className="app-preloader__brand" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="96" height="96" role="presentation">
          <rect x="4" y="26" width="56" height="12" rx="3" fill="currentColor" />
          <rect x="8" y="14" width="10" height="36" rx="2" fill="currentColor" />
          <rect x="46" y="14" width="10" height="36" rx="2" fill="currentColor" />
        </svg>
      </div>
      <h1 className="app-preloader__title">{t("native-app.preloader.title")}</h1>
      {data.frame.update ? <UpdateNotice frame={data.frame} /> : null}
      <p className="app-preloader__status" role="status" data-testid="app-preloader-status">
        {handedOff ? t("native-app.preloader.ready") : t("native-app.preloader.loading")}
      </p>
      <p className="app-preloader__line">
        {data.signedIn && data.firstname ? t("native-app.preloader.greeting", { name: data.firstname }) : null}
      </p>
      <p className="app-preloader__line" data-testid="app-preloader-cart">
        {t("native-app.preloader.cart", { count: data.cartQty })}
      </p>
      <Link className="btn btn--primary btn--l app-preloader__continue" to={href("/featured")}>
        {t("native-app.preloader.continue")}
      </Link>
    </main>
  );
}
