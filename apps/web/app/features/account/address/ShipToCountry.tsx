import { Link, useRouteLoaderData } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale } from "../../../lib/locale.ts";
import type { RootData } from "../../shell/root-data.ts";
import type { AccountKey } from "../messages.ts";

/**
 * The customer's ship-to country (SPEC §4: set by the default shipping address), from the root
 * loader's customer summary, with the way to change it. The name is Intl's, in the page's language.
 */
export function ShipToCountry() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const { locale } = useLocale();
  const t = useT<AccountKey>();
  const code = root?.customer?.shipToCountry ?? null;
  const name = code ? (new Intl.DisplayNames([locale.tag], { type: "region" }).of(code) ?? code) : null;
  return (
    <p className="ship-to-country" data-testid="dashboard-ship-to">
      {t("account.shipTo.label")} <strong>{name ?? t("account.shipTo.unset")}</strong>{" "}
      <Link to="/account/address">{t(code ? "account.shipTo.change" : "account.shipTo.choose")}</Link>
    </p>
  );
}
