import type { ProductComplete } from "@ironworks/contracts";
import { type BuyRequest, fromMinor } from "@ironworks/domain";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useLanguage, useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { CartActionData, ProductIntent } from "../../lists/cart/cart-intents.ts";
import { useCartWords } from "../../lists/cart/cart-words.ts";
import { useLineWords } from "../../lists/shared/line-words.ts";
import type { CatalogKey } from "../messages.ts";
import { type CustomerPricing, optionName, type ProductPreselect } from "./product-view.ts";
import { type Evaluation, evaluatePurchase } from "./purchase-check.ts";
import { purchaseSummary } from "./purchase-display.ts";
import { buildBuyRequest, initialPurchase, type PurchaseState } from "./purchase.ts";

/** What the purchase fields need: the state, a way to change it, and each field's visible error. */
export interface PurchaseForm {
  state: PurchaseState;
  update: (change: (s: PurchaseState) => PurchaseState) => void;
  /** Marks a field touched (on blur, or on change for choices): its error may show from now on. */
  touch: (field: string) => void;
  /** The field's first error, once it has been touched or the form submitted (SPEC §5). */
  error: (field: string) => string | undefined;
}

/** What the purchase box says after a submit: the server's answer, with a link where it helps. */
export interface PurchaseStatus {
  ok: boolean;
  text: string;
  link?: { to: string; label: string };
}

/** The buy requests of a valid selection: one line, or one per grouped member with a quantity. */
export function purchaseRequests(
  product: ProductComplete,
  state: PurchaseState,
  evaluation: Evaluation,
  recipeId: string | null,
): BuyRequest[] {
  if (product.type !== "grouped") return [buildBuyRequest(product, state, evaluation.qty, recipeId).request];
  return evaluation.members.map(({ member, line }) => ({
    productId: member.productId,
    qty: line.qty,
    metadata: { groupedProductId: product.productId, ...(recipeId ? { recipeId } : {}) },
  }));
}

/**
 * The answer to a submit: what was added (`summary`, as the shopper chose it) and the server's notes,
 * each worded by the page's catalogs.
 */
function answerStatus(
  intent: ProductIntent,
  summary: string,
  answer: CartActionData,
  t: (key: CatalogKey, values?: Record<string, string | number>) => string,
  words: ReturnType<typeof useCartWords>,
): PurchaseStatus {
  if (!answer.ok) return { ok: false, text: words(answer) };
  const wishlist = intent === "add-to-wishlist";
  const lines = [t(wishlist ? "catalog.purchase.addedToWishlist" : "catalog.purchase.added", { summary })];
  for (const m of answer.messages) lines.push(words(m));
  const link = wishlist
    ? { to: "/account/wishlist", label: t("catalog.purchase.viewWishlist") }
    : { to: "/cart", label: t("catalog.purchase.viewCart") };
  return { ok: true, text: lines.join(" "), link };
}

/**
 * The product page's purchase state. Every render re-prices the selection with the pricing engine
 * (cheap and pure); the submit checks every field, then posts the buy request to the cart route's
 * action (add, buy now or add to wishlist) and shows the server's answer.
 */
export function usePurchase(
  product: ProductComplete,
  preselect: ProductPreselect,
  customerPricing: CustomerPricing | null = null,
) {
  const { href, price } = useLocaleTools();
  const t = useT<CatalogKey>();
  const language = useLanguage();
  const words = useCartWords();
  const lineWords = useLineWords();
  // The latest formatters, for the answer effect (which runs per answer, not per render).
  const speak = useRef({ t, words });
  speak.current = { t, words };
  const fetcher = useFetcher<CartActionData>({ key: `purchase:${product.productId}` });
  const sent = useRef<{ intent: ProductIntent; summary: string }>({ intent: "add", summary: "" });
  const [state, setState] = useState(() => initialPurchase(product, preselect));
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<PurchaseStatus | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Nothing can be added before hydration (no route action yet), so the button waits for it.
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // SPEC §6: a group-2+ customer sees their group prices, as the cart will charge them.
  const ctx = useMemo(
    () =>
      customerPricing
        ? { groupId: customerPricing.groupId, groupPrices: new Map(customerPricing.groupPrices) }
        : undefined,
    [customerPricing],
  );
  const evaluation = useMemo(
    () => evaluatePurchase(product, state, preselect.recipeId, ctx),
    [product, state, preselect.recipeId, ctx],
  );

  // After a refused submit, focus the first field in error so keyboard and screen reader users land on it.
  useEffect(() => {
    const first = attempt > 0 ? formRef.current?.querySelector<HTMLElement>("[data-invalid]") : null;
    const target = first?.matches("fieldset, div")
      ? first.querySelector<HTMLElement>("input:not(:disabled), select:not(:disabled)")
      : first;
    target?.focus();
  }, [attempt]);

  // The server's answer (a buy now or a guest's wishlist add navigates instead).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data)
      setStatus(
        answerStatus(sent.current.intent, sent.current.summary, fetcher.data, speak.current.t, speak.current.words),
      );
  }, [fetcher.state, fetcher.data]);

  /** A field's error in the page's language (the engine's English when the catalog has no words for it). */
  const say = (field: string): string | undefined => {
    const english = evaluation.errors[field];
    const message = evaluation.messages[field];
    if (!english || !message) return english;
    const values = { ...message.values };
    if (typeof values.label === "string") values.label = optionName(values.label, language);
    return t(message.key, values) || english;
  };

  const form: PurchaseForm = {
    state,
    update: (change) => {
      setState(change);
      setStatus(null);
    },
    touch: (field) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    error: (field) => (submitted || touched[field] ? say(field) : undefined),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = Object.keys(evaluation.errors).length;
    if (errors > 0 || evaluation.totalMinor === null) {
      setStatus({
        ok: false,
        text: t("catalog.purchase.checkFields", { count: errors }),
      });
      setAttempt((n) => n + 1);
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosen = submitter?.getAttribute("value");
    const next: ProductIntent = chosen === "buy-now" || chosen === "add-to-wishlist" ? chosen : "add";
    const total = evaluation.totalMinor;
    sent.current = {
      intent: next,
      summary: `${purchaseSummary(product, state, evaluation, lineWords)}, ${price(fromMinor(total))}`,
    };
    setStatus(null);
    const items = purchaseRequests(product, state, evaluation, preselect.recipeId);
    // A JSON body: the buy request exactly as evaluated (never a price; the server prices it).
    fetcher.submit({ intent: next, items } as unknown as Parameters<typeof fetcher.submit>[0], {
      method: "post",
      action: href("/cart"),
      encType: "application/json",
    });
  };

  const busy = fetcher.state !== "idle";
  return { form, evaluation, status, ready, busy, formRef, onSubmit, formError: form.error("form") };
}
