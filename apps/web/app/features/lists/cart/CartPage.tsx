import type { List, ProductSummary } from "@ironworks/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetchers } from "react-router";
import { ProductCard } from "../../catalog/ProductCard.tsx";
import { RecommendationSlot } from "../../search/recommendations/RecommendationSlot.tsx";
import { useT } from "../../../lib/i18n/messages.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { CartActionData, RowList } from "./cart-intents.ts";
import type { CartEstimateData } from "./estimate.ts";
import { type CartMessage, ReportMessages } from "./cart-messages.ts";
import { CartLine, nameId } from "./CartLine.tsx";
import { CartMessages } from "./CartMessages.tsx";
import { CartSummary } from "./CartSummary.tsx";
import { cartRecommendationRequest } from "./cart-recommendations.ts";
import { EmptyCart } from "./EmptyCart.tsx";
import type { CartKey } from "./messages.ts";
import { applyPending, type PendingChange, pendingChange, type ViewList } from "./optimistic.ts";

const TITLE_ID = "cart-title";

/**
 * The cart page: lines with quantity, remove and save for later; the save-for-later list; the
 * totals preview; messages; an empty state; and the cart recommendation row. Every change shows
 * at once (pending fetchers applied to the loader's lists) and settles to the server's answer.
 */
export function CartPage({
  cart,
  sfl,
  initialMessages,
  estimate = null,
  refusedEstimate = null,
  emptyPicks = null,
}: {
  cart: List | null;
  /** An empty cart's recommendations, read by the loader (ADR 0036); null: the lazy row. */
  emptyPicks?: ProductSummary[] | null;
  sfl: List | null;
  estimate?: CartEstimateData | null;
  /** A plain form post's refused estimate (before hydration): shown in the estimate form. */
  refusedEstimate?: Extract<CartActionData, { ok: false }> | null;
  /** A plain form post's answer (before hydration): its failure or the messages of the change. */
  initialMessages: CartMessage[];
}) {
  const hydrated = useHydrated();
  const t = useT<CartKey>();
  const fetchers = useFetchers();
  const pending = fetchers
    .filter((f) => f.state !== "idle")
    .map((f) => pendingChange(f.formData))
    .filter((c): c is PendingChange => c !== null);
  const view = applyPending(cart, sfl, pending);

  const [incoming, setIncoming] = useState<CartMessage[]>(() => [...initialMessages, ...(cart?.messages ?? [])]);
  const report = useCallback((messages: CartMessage[]) => {
    if (messages.length) setIncoming(messages);
  }, []);
  // A new answer from the server (a new version of the cart) brings its messages.
  const version = cart?.version;
  const shownVersion = useRef(version);
  useEffect(() => {
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    if (cart?.messages.length) setIncoming(cart.messages);
  }, [version, cart?.messages]);

  // Focus after a row goes: the next visible row's name, else the previous one, else the title.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const onLeave = (list: RowList, items: ViewList["items"]) => (itemId: string) => {
    const visible = items.filter((i) => !i.gone);
    const at = visible.findIndex((i) => i._id === itemId);
    const next = visible[at + 1] ?? visible[at - 1];
    setFocusTarget(next ? nameId(list, next._id) : TITLE_ID);
  };
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const cartItems = view.cart.items;
  const visibleCart = cartItems.filter((i) => !i.gone);
  const savedVisible = view.sfl.items.some((i) => !i.gone);
  // The recommendation row asks once per visit (the cart as it was on arrival), not on every change.
  const [reco] = useState(() => ({
    request: cartRecommendationRequest((cart?.items ?? []).map((i) => i.product.sku)),
    exclude: (cart?.items ?? []).map((i) => i.productId),
  }));

  return (
    <ReportMessages.Provider value={report}>
      <main id="main" className="cart-page">
        <h1 id={TITLE_ID} className="cart-page__title" tabIndex={-1}>
          {t("cart.title")}
          {visibleCart.length ? (
            <span className="cart-page__count" data-testid="cart-count">
              {" "}
              ({t("cart.items", { count: view.cart.qty })})
            </span>
          ) : null}
        </h1>
        <CartMessages incoming={incoming} />
        {visibleCart.length === 0 ? <EmptyCart /> : null}
        <div className={`cart-layout${visibleCart.length ? "" : " cart-layout--empty"}`}>
          {cartItems.length ? (
            <section className="cart-lines" aria-labelledby="cart-lines-title">
              <h2 id="cart-lines-title" className="visually-hidden">
                {t("cart.lines")}
              </h2>
              <ul className="list-rows" data-testid="cart-items">
                {cartItems.map((item) => (
                  <CartLine
                    key={`cart:${item._id}`}
                    item={item}
                    listId={view.cart.listId ?? ""}
                    list="cart"
                    hydrated={hydrated}
                    onLeave={onLeave("cart", cartItems)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          {visibleCart.length ? (
            <CartSummary
              cart={view.cart}
              hundoDiscount={cart?.totals.hundoDiscount ?? 0}
              quoteDiscount={cart?.totals.quoteDiscount ?? 0}
              estimate={estimate}
              refused={refusedEstimate}
              hydrated={hydrated}
            />
          ) : null}
        </div>
        {view.sfl.items.length ? (
          <section className="cart-saved" aria-labelledby="cart-saved-title" hidden={!savedVisible}>
            <h2 id="cart-saved-title" className="cart-saved__title">
              {t("cart.saved")}
            </h2>
            <ul className="list-rows" data-testid="saved-items">
              {view.sfl.items.map((item) => (
                <CartLine
                  key={`sfl:${item._id}`}
                  item={item}
                  listId={view.sfl.listId ?? ""}
                  list="sfl"
                  hydrated={hydrated}
                  onLeave={onLeave("sfl", view.sfl.items)}
                />
              ))}
            </ul>
          </section>
        ) : null}
        {emptyPicks && visibleCart.length === 0 ? (
          <EmptyCartPicks products={emptyPicks} />
        ) : (
          <RecommendationSlot
            title={t("cart.recommendations")}
            request={reco.request}
            exclude={reco.exclude}
            testId="cart-recommendations"
          />
        )}
      </main>
    </ReportMessages.Provider>
  );
}

/**
 * An empty cart's "You might also need" row, in the server's HTML (ADR 0036): on a phone it is
 * the first view, so it must not wait for hydration. Same look as the lazy row; none when the
 * widget gave nothing.
 */
function EmptyCartPicks({ products }: { products: ProductSummary[] }) {
  const t = useT<CartKey>();
  if (products.length === 0) return null;
  return (
    <section className="reco" aria-labelledby="cart-picks-title" data-testid="cart-recommendations" data-state="loaded">
      <h2 id="cart-picks-title" className="reco__title">
        {t("cart.recommendations")}
      </h2>
      <ul className="reco__list">
        {products.map((product, i) => (
          <li key={product.productId} className="reco__item">
            {/* The first two cards are on a phone's first screen (the page's largest paint). */}
            <ProductCard product={product} priority={i < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
