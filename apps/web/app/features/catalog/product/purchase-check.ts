import type { BundleOption, Product, ProductComplete } from "@ironworks/contracts";
import {
  type BuyRequest,
  checkProductQuantity,
  EMAIL_MESSAGE,
  isValidEmail,
  isValidQty,
  itemStockStatus,
  PRICING_MESSAGES,
  type PricedLine,
  type PricingContext,
  priceBundleSelection,
  priceBuyRequest,
  priceCustomOptions,
  suppliableQty,
} from "@ironworks/domain";
import { matchChild } from "./product-view.ts";
import {
  buildBuyRequest,
  bundleChildren,
  bundleQtyKey,
  CUSTOM_AMOUNT,
  errorMessage,
  type FieldErrors,
  type FieldMessage,
  formField,
  GIFTCARD_FIELD,
  type GiftcardState,
  type PurchaseState,
  parseQty,
} from "./purchase.ts";

/** What the page shows about stock for the chosen quantity (SPEC §4 statuses plus in stock / backorder / short). */
export type StockView = "in_stock" | "backorder" | "short" | "bin" | "oos";

export interface StockPart {
  product: Product;
  /** Units of this part in one line unit (a bundle child's qty; 1 otherwise). */
  perUnit: number;
}

/**
 * itemStockStatus for the parts at `qty`; "short" when some but not all of the quantity can be
 * supplied, with `maxQty` the most that can.
 */
export function stockView(parts: StockPart[], qty: number): { view: StockView; maxQty: number } {
  const lineQty = Math.max(1, qty);
  const need = parts.map((p) => ({ product: p.product, qty: p.perUnit * lineQty }));
  const maxQty = suppliableQty(parts);
  const status = itemStockStatus(need);
  if (status === "empty") {
    const tracked = (t: string) => t !== "virtual" && t !== "giftcard";
    const backorder = need.some(
      (n) => tracked(n.product.type) && n.product.inventory.backorder && n.product.inventory.qoh < n.qty,
    );
    return { view: backorder ? "backorder" : "in_stock", maxQty };
  }
  return { view: maxQty >= 1 ? "short" : status, maxQty };
}

/** Merged quantities are capped to the stock on hand (SPEC §5): say how many can be had. */
function stockError({ view, maxQty }: { view: StockView; maxQty: number }): [string, FieldMessage] | null {
  if (view === "in_stock" || view === "backorder") return null;
  return maxQty >= 1
    ? [`Only ${maxQty} available.`, { key: "catalog.error.onlyAvailable", values: { max: maxQty } }]
    : ["Out of stock.", { key: "catalog.error.outOfStock" }];
}

/** Records a field's first error: the English text and the catalog message the page shows. */
type AddError = (field: string, message: string, words: FieldMessage) => void;

/** A changeable bundle quantity that is not a whole number from 0 (taken out) to the line maximum. */
function hasBadBundleQty(option: BundleOption, s: PurchaseState): boolean {
  if (option.includedProductId !== null) return false;
  return (s.bundle[option.id] ?? []).some((id) => {
    if (!option.values.find((v) => v.productId === id)?.canChangeQty) return false;
    const qty = parseQty(s.bundleQty[bundleQtyKey(option.id, id)] ?? "");
    return qty !== 0 && !isValidQty(qty);
  });
}

export interface Evaluation {
  errors: FieldErrors;
  /** Each error of `errors` as a catalog message (what the page shows, in its language). */
  messages: Record<string, FieldMessage>;
  /** The priced line (not grouped) when the request is valid apart from its quantity, priced at qty 1 then. */
  line: PricedLine | null;
  /** Grouped: each member with a quantity, priced on its own. */
  members: { member: Product; line: PricedLine }[];
  /** The row total (or grouped members' sum) when everything is valid; null otherwise. */
  totalMinor: number | null;
  qty: number;
  stock: { view: StockView; maxQty: number } | null;
  /** The configurable child the selection names. */
  child: Product | null;
}

const REQUIRED_TEXT: Record<string, [string, FieldMessage]> = {
  recipientName: ["Please enter the recipient's name.", { key: "catalog.error.recipientName" }],
  senderName: ["Please enter your name.", { key: "catalog.error.senderName" }],
};
const EMAIL: FieldMessage = { key: "catalog.error.email" };

function giftcardErrors(product: ProductComplete, g: GiftcardState, add: AddError) {
  const type = product.giftcardData?.type;
  const emailed = type === "virtual" || (type === "combined" && g.delivery === "email");
  for (const [key, [message, words]] of Object.entries(REQUIRED_TEXT))
    if (!g[key as keyof GiftcardState].trim()) add(`${GIFTCARD_FIELD}.${key}`, message, words);
  // SPEC §5 email rule and message; the engine runs the same check (with its SPEC §8 wording).
  if ((emailed || g.recipientEmail.trim()) && !isValidEmail(g.recipientEmail.trim()))
    add(`${GIFTCARD_FIELD}.recipientEmail`, EMAIL_MESSAGE, EMAIL);
  if (g.senderEmail.trim() && !isValidEmail(g.senderEmail.trim()))
    add(`${GIFTCARD_FIELD}.senderEmail`, EMAIL_MESSAGE, EMAIL);
}

function stockParts(product: ProductComplete, child: Product | null, request: BuyRequest): StockPart[] {
  if (product.type === "configurable") return child ? [{ product: child, perUnit: 1 }] : [];
  if (product.type === "bundle") {
    const members = new Map(product.children.map((c) => [c.productId, c]));
    return (request.children ?? []).flatMap((c) => {
      const m = members.get(c.productId);
      return m && isValidQty(c.qty) ? [{ product: m, perUnit: c.qty }] : [];
    });
  }
  return [{ product, perUnit: 1 }];
}

/** Validates every field (each its first error) and prices the selection with the engine. */
export function evaluatePurchase(
  product: ProductComplete,
  s: PurchaseState,
  recipeId: string | null,
  ctx: PricingContext = {},
): Evaluation {
  const errors: FieldErrors = {};
  const messages: Record<string, FieldMessage> = {};
  const add: AddError = (field, message, words) => {
    if (field in errors) return;
    errors[field] = message;
    messages[field] = words;
  };
  const child = product.type === "configurable" ? matchChild(product, s.config) : null;
  if (product.type === "grouped") return evaluateGrouped(product, s, recipeId, ctx, errors, messages, add);

  const target = child ?? product;
  const qty = parseQty(s.qty);
  const qtyCheck = checkProductQuantity(target, qty);
  if (!qtyCheck.ok) add("qty", qtyCheck.error.message, errorMessage(qtyCheck.error));
  const pricedQty = isValidQty(qty) ? qty : 1;

  if (product.type === "configurable")
    for (const attr of product.configurableAttributes)
      if (!s.config[attr.code])
        add(`options.${attr.code}`, `Please choose a ${attr.label.toLowerCase()}.`, {
          key: "catalog.error.chooseOption",
          values: { label: attr.label },
        });
  for (const option of product.customOptions) {
    const r = priceCustomOptions([option], { [option.id]: s.custom[option.id] });
    if (!r.ok) add(`options.${option.id}`, r.error.message, errorMessage(r.error));
  }
  if (product.type === "bundle")
    for (const option of product.bundleOptions) {
      const field = `bundleOptions.${option.id}`;
      if (hasBadBundleQty(option, s))
        add(
          field,
          PRICING_MESSAGES.invalid_qty,
          errorMessage({ code: "invalid_qty", message: PRICING_MESSAGES.invalid_qty }),
        );
      const alone = { ...product, bundleOptions: [option] };
      const r = priceBundleSelection(
        alone,
        bundleChildren(alone, s).map((k) => k.child),
      );
      if (!r.ok) add(field, r.error.message, errorMessage(r.error));
    }
  if (product.type === "giftcard") {
    if (s.giftcard.choice === CUSTOM_AMOUNT && !s.giftcard.customAmount.trim())
      add(`${GIFTCARD_FIELD}.customAmount`, "Please enter an amount.", { key: "catalog.error.amount" });
    giftcardErrors(product, s.giftcard, add);
  }

  const { request, childOptionIds } = buildBuyRequest(product, s, pricedQty, recipeId);
  const result = priceBuyRequest(request, product, ctx);
  if (!result.ok)
    add(formField(product, result.error.field, childOptionIds), result.error.message, errorMessage(result.error));

  const parts = stockParts(product, child, request);
  const stock = parts.length ? stockView(parts, pricedQty) : null;
  const short = stock && stockError(stock);
  if (short) add("qty", ...short);

  const line = result.ok ? result.line : null;
  const valid = Object.keys(errors).length === 0;
  return {
    errors,
    messages,
    line,
    members: [],
    totalMinor: valid && line ? line.rowMinor : null,
    qty: pricedQty,
    stock,
    child,
  };
}

function evaluateGrouped(
  product: ProductComplete,
  s: PurchaseState,
  recipeId: string | null,
  ctx: PricingContext,
  errors: FieldErrors,
  messages: Record<string, FieldMessage>,
  add: AddError,
): Evaluation {
  const members: Evaluation["members"] = [];
  let chosen = 0;
  for (const member of product.children) {
    const field = `grouped.${member.productId}`;
    const raw = (s.grouped[member.productId] ?? "0").trim();
    const qty = parseQty(raw);
    if (raw === "" || qty === 0) continue;
    chosen++;
    const check = checkProductQuantity(member, qty);
    if (!check.ok) {
      add(field, check.error.message, errorMessage(check.error));
      continue;
    }
    const metadata: Record<string, unknown> = { groupedProductId: product.productId };
    if (recipeId) metadata.recipeId = recipeId;
    const result = priceBuyRequest({ productId: member.productId, qty, metadata }, member, ctx);
    if (!result.ok) {
      add(field, result.error.message, errorMessage(result.error));
      continue;
    }
    const short = stockError(stockView([{ product: member, perUnit: 1 }], qty));
    if (short) add(field, ...short);
    members.push({ member, line: result.line });
  }
  if (chosen === 0) add("grouped", "Choose a quantity for at least one item.", { key: "catalog.error.grouped" });
  const valid = Object.keys(errors).length === 0;
  const totalMinor = valid ? members.reduce((sum, m) => sum + m.line.rowMinor, 0) : null;
  return { errors, messages, line: null, members, totalMinor, qty: 1, stock: null, child: null };
}
