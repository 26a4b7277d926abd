import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { CompareButtonKey } from "./messages.ts";

/**
 * "Compare": a plain form that posts the sku to /compare (the route's action adds it to the
 * shopper's server-side list and shows the list). No script of its own: it works before hydration
 * and adds nothing to the product page's or the category grid's JavaScript (issue 23 budget).
 */
export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const { url } = useLocaleTools();
  const t = useT<CompareButtonKey>();
  return (
    <form method="post" action={url("/compare")} className="compare-add">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={sku} />
      <button
        type="submit"
        className="btn btn--ghost btn--s compare-add__button"
        aria-label={t("compare-button.label", { name })}
      >
        {t("compare-button.add")}
      </button>
    </form>
  );
}
