import { useFetcher } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { ListItemRow } from "../shared/ListItemRow.tsx";
import type { CartActionData, ItemIntent, RowList } from "./cart-intents.ts";
import { useReportAnswer } from "./cart-messages.ts";
import type { CartKey } from "./messages.ts";
import type { ViewItem } from "./optimistic.ts";
import { QuantityControl } from "./QuantityControl.tsx";

export const rowFetcherKey = (list: RowList, itemId: string) => `cart-row:${list}:${itemId}`;
export const nameId = (list: RowList, itemId: string) => `${list}-item-${itemId}`;

/** A button posting one intent for the row: a fetcher once hydrated, a plain form post before. */
function RowAction({
  fetcher,
  intent,
  itemId,
  listId,
  list,
  hydrated,
  onSubmit,
  children,
  label,
  testId,
}: {
  fetcher: ReturnType<typeof useFetcher<CartActionData>>;
  intent: ItemIntent;
  itemId: string;
  listId: string;
  list: RowList;
  hydrated: boolean;
  onSubmit: () => void;
  children: React.ReactNode;
  /** The button's name: its visible text and the item's name. */
  label: string;
  testId: string;
}) {
  const { href } = useLocaleTools();
  return (
    <fetcher.Form method="post" action={href("/cart")} className="list-row__action" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="listId" value={listId} />
      <input type="hidden" name="list" value={list} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className="link-button" data-testid={testId} aria-label={label}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/**
 * One line of the cart (list "cart") or of save for later ("sfl"). Cart lines change quantity
 * and row total; both can be removed or moved to the other list. `onLeave` runs as the row goes
 * (removed or moved), so the page can move focus before the row disappears.
 */
export function CartLine({
  item,
  listId,
  list,
  hydrated,
  onLeave,
}: {
  item: ViewItem;
  listId: string;
  list: RowList;
  hydrated: boolean;
  onLeave: (itemId: string) => void;
}) {
  const { price } = useLocaleTools();
  const t = useT<CartKey>();
  const fetcher = useFetcher<CartActionData>({ key: rowFetcherKey(list, item._id) });
  useReportAnswer(fetcher);
  const moving = item._id.startsWith("moving:");
  const name = item.product.name;
  const common = { fetcher, itemId: item._id, listId, list, hydrated, onSubmit: () => onLeave(item._id) };

  const controls =
    list === "cart" ? (
      <>
        {moving ? (
          <p className="qty qty--static">{t("cart.line.qty", { qty: item.qty })}</p>
        ) : (
          <QuantityControl itemId={item._id} listId={listId} name={name} qty={item.qty} hydrated={hydrated} />
        )}
        <p className="list-row__total" data-testid="row-total">
          <span className="visually-hidden">{t("cart.line.total", { name })} </span>
          {item.price ? price(item.price.rowTotal) : "—"}
        </p>
      </>
    ) : (
      <p className="list-row__saved-qty">{t("cart.line.qty", { qty: item.qty })}</p>
    );

  const actions = moving ? null : (
    <>
      {list === "cart" ? (
        <RowAction {...common} intent="move-to-sfl" testId="save-for-later" label={t("cart.line.saveFor", { name })}>
          {t("cart.line.save")}
        </RowAction>
      ) : (
        <RowAction {...common} intent="move-to-cart" testId="move-to-cart" label={t("cart.line.moveFor", { name })}>
          {t("cart.line.move")}
        </RowAction>
      )}
      <RowAction {...common} intent="remove" testId="remove" label={t("cart.line.removeFor", { name })}>
        {t("cart.line.remove")}
      </RowAction>
    </>
  );

  return (
    <ListItemRow
      item={item}
      nameId={nameId(list, item._id)}
      controls={controls}
      actions={actions}
      pending={item.pending}
      hidden={item.gone}
      testId={list === "cart" ? "cart-item" : "saved-item"}
    />
  );
}
