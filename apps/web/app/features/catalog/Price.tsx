import { displayPrice, type DisplayPriceInput } from "@ironworks/domain";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";

/**
 * A price as the shopper pays it: special or active promo prices shown against the struck-through
 * regular price; EUR/GBR note that VAT is included; monthly programs get the /mo suffix.
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
  const p = displayPrice(input, now);
  const suffix = subscriptionInterval === "month" ? "/mo" : "";
  const reduced = p.final !== null && p.regular !== null && p.final < p.regular;
  return (
    <span className={`price price--${size}${reduced ? " price--reduced" : ""}`} data-testid="price">
      <span className="price__final">
        {reduced ? <span className="visually-hidden">Sale price: </span> : null}
        {price(p.final)}
        {suffix}
      </span>
      {reduced ? (
        <s className="price__regular">
          <span className="visually-hidden">Regular price: </span>
          {price(p.regular)}
          {suffix}
        </s>
      ) : null}
      {p.reason === "promo" ? <span className="price__badge">Promo</span> : null}
      {showVatNote && site.pricesIncludeVat ? <span className="price__vat">incl. VAT</span> : null}
    </span>
  );
}
