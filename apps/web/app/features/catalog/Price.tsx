import { displayPrice, type DisplayPriceInput } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import type { ShellKey } from "../shell/messages.ts";

/**
 * A price as the shopper pays it: special or active promo prices shown against the struck-through
 * regular price; EUR/GBR note that VAT is included; monthly programs get the /mo suffix. Its words
 * are the shell catalog's (every page may show a price).
 */
export function Price({
  input,
  subscriptionInterval,
  size = "m",
  now,
  showVatNote = true,
}: {
  input: DisplayPriceInput;
  subscriptionInterval?: string | null;
  size?: "s" | "m" | "l";
  now?: Date;
  /** false where many prices share one VAT note (bundle items, grouped rows): the block says it once. */
  showVatNote?: boolean;
}) {
  const { price } = useLocaleTools();
  const { site } = useLocale();
  const t = useT<ShellKey>();
  const p = displayPrice(input, now);
  const monthly = subscriptionInterval === "month";
  const amount = (value: number | null) =>
    monthly ? t("shell.price.perMonth", { price: price(value) }) : price(value);
  const reduced = p.final !== null && p.regular !== null && p.final < p.regular;
  return (
    <span className={`price price--${size}${reduced ? " price--reduced" : ""}`} data-testid="price">
      <span className="price__final">
        {reduced ? <span className="visually-hidden">{t("shell.price.sale")} </span> : null}
        {amount(p.final)}
      </span>
      {reduced ? (
        <s className="price__regular">
          <span className="visually-hidden">{t("shell.price.regular")} </span>
          {amount(p.regular)}
        </s>
      ) : null}
      {p.reason === "promo" ? <span className="price__badge">{t("shell.price.promo")}</span> : null}
      {showVatNote && site.pricesIncludeVat ? <span className="price__vat">{t("shell.price.vat")}</span> : null}
    </span>
  );
}
