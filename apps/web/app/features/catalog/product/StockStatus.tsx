import type { Inventory } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { NotifyMe } from "../../account/bin/NotifyMe.tsx";
import type { CatalogKey } from "../messages.ts";
import { leadTimeText } from "./product-view.ts";
import type { StockView } from "./purchase-check.ts";

/**
 * SPEC §4 stock status of the item as chosen (itemStockStatus at the chosen quantity): in stock;
 * backorder with its lead time; short; out of stock with the restock note, and for "bin" a
 * back-in-stock call to action (a guest goes through login; a customer subscribes: NotifyMe).
 */
export function StockStatus({
  view,
  maxQty,
  inventory,
  productUrl,
  productId,
  parentId,
}: {
  /** The product (a configurable's chosen child) a back-in-stock alert is for; its configurable parent. */
  productId?: number;
  parentId?: number | null;
  view: StockView;
  maxQty?: number;
  inventory: Inventory | null;
  productUrl: string;
}) {
  const { href } = useLocaleTools();
  const t = useT<CatalogKey>();
  const out = view === "bin" || view === "oos";
  return (
    <div className={`stock-status stock-status--${view}`} data-testid="stock-status">
      <p className="stock-status__label">
        <span className="stock-status__dot" aria-hidden="true" />
        {t(`catalog.stock.${view}`)}
      </p>
      {view === "short" && maxQty ? (
        <p className="stock-status__note">{t("catalog.stock.upTo", { max: maxQty })}</p>
      ) : null}
      {view === "backorder" && inventory?.leadTime ? (
        <p className="stock-status__note">{leadTimeText(inventory.leadTime, t)}</p>
      ) : null}
      {out && inventory?.restockStatus ? <p className="stock-status__note">{inventory.restockStatus}</p> : null}
      {view === "bin" ? (
        productId ? (
          <NotifyMe productId={productId} parentId={parentId ?? null} productUrl={productUrl} />
        ) : (
          <Link
            className="stock-status__notify"
            to={`${href("/login")}?redirect=${encodeURIComponent(href(productUrl))}`}
          >
            {t("catalog.stock.notify")}
          </Link>
        )
      ) : null}
    </div>
  );
}
