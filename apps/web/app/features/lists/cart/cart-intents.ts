import type { ListMessage } from "@ironworks/contracts";
import { type EstimateErrors, type EstimatePlace, placeFrom } from "./estimate.ts";

/**
 * What the cart route's action can be asked to do. Forms post `intent` with the fields below;
 * the product page posts JSON ({ intent, items }). Browser and server share this file, so it holds
 * no runtime contract code (the server validates buy requests with the contract).
 */
export const ITEM_INTENTS = ["update-qty", "remove", "move-to-sfl", "move-to-cart"] as const;
export const PRODUCT_INTENTS = ["add", "add-to-wishlist", "buy-now"] as const;
export type ItemIntent = (typeof ITEM_INTENTS)[number];
export type ProductIntent = (typeof PRODUCT_INTENTS)[number];

/** Which list a row belongs to (a remove names it: the cart or save-for-later). */
export type RowList = "cart" | "sfl";

export type CartIntent =
  | { intent: "update-qty"; itemId: string; qty: number }
  | { intent: "remove"; itemId: string; list: RowList }
  | { intent: "move-to-sfl"; itemId: string }
  | { intent: "move-to-cart"; itemId: string }
  | { intent: ProductIntent; items: unknown[] }
  | { intent: "delete-buy-now" }
  /** "Estimate shipping & tax": remember the place for the session; the loader estimates. */
  | { intent: "estimate"; place: EstimatePlace };

/** The answer a fetcher gets (a plain form post gets a redirect instead). */
export type CartActionData =
  | { ok: true; intent: CartIntent["intent"]; qty: number; messages: ListMessage[] }
  | {
      ok: false;
      intent: CartIntent["intent"] | null;
      message: string;
      code: string;
      /** Why a form was refused (validation_error): the cart catalog words it (`line.error.<reason>`). */
      reason?: string;
      /** An estimate refused: the place as sent and its field errors. */
      place?: EstimatePlace;
      fields?: EstimateErrors;
    };

const QTY_MAX = 9999;

/** A form field as one string (a repeated or file field is not ours). */
function field(form: FormData | URLSearchParams, name: string): string | null {
  const v = form.get(name);
  return typeof v === "string" ? v : null;
}

/**
 * The quantity a quantity form asks for: the typed value, moved by a stepper's step (the − and +
 * buttons post step=-1 / step=1 with the value shown). NaN when it is not a whole number.
 */
export function requestedQty(raw: string | null, step: string | null): number {
  const base = raw === null || raw.trim() === "" ? Number.NaN : Number(raw.trim());
  const delta = step === null || step === "" ? 0 : Number(step);
  if (!Number.isInteger(base) || !Number.isInteger(delta)) return Number.NaN;
  return base + delta;
}

/** Why a cart form is refused; the page words each (`line.error.<reason>`), the message is the English. */
export type IntentReason =
  | "unknownAction"
  | "nothingChosen"
  | "itemMissing"
  | "qtyRange"
  | "listMissing"
  | "selectionInvalid"
  | "cartExpired";

export class IntentError extends Error {
  constructor(
    message: string,
    readonly reason: IntentReason,
  ) {
    super(message);
    this.name = "IntentError";
  }
}

/** A form post (or a JSON body already parsed) as an intent; throws IntentError for anything else. */
export function parseIntent(input: FormData | URLSearchParams | Record<string, unknown>): CartIntent {
  const get =
    input instanceof FormData || input instanceof URLSearchParams
      ? (name: string) => field(input, name)
      : (name: string) => {
          const v = input[name];
          return typeof v === "string" || typeof v === "number" ? String(v) : null;
        };
  const intent = get("intent");
  if (intent === "delete-buy-now") return { intent };
  if (intent === "estimate") {
    if (!(input instanceof FormData || input instanceof URLSearchParams))
      throw new IntentError("Unknown cart action.", "unknownAction");
    return { intent, place: placeFrom(input) };
  }
  if ((PRODUCT_INTENTS as readonly string[]).includes(intent ?? "")) {
    const items = input instanceof FormData || input instanceof URLSearchParams ? parseItemsField(input) : input.items;
    if (!Array.isArray(items) || items.length === 0)
      throw new IntentError("Nothing to add was chosen.", "nothingChosen");
    return { intent: intent as ProductIntent, items };
  }
  if (!(ITEM_INTENTS as readonly string[]).includes(intent ?? ""))
    throw new IntentError("Unknown cart action.", "unknownAction");
  const itemId = get("itemId");
  if (!itemId || itemId.length > 64) throw new IntentError("Which item was meant is missing.", "itemMissing");
  switch (intent as ItemIntent) {
    case "update-qty": {
      const qty = requestedQty(get("qty"), get("step"));
      if (!Number.isInteger(qty) || qty < 0 || qty > QTY_MAX)
        throw new IntentError(`Please enter a quantity from 1 to ${QTY_MAX}.`, "qtyRange");
      // Stepping below 1 removes the line, as a remove button would.
      return qty === 0 ? { intent: "remove", itemId, list: "cart" } : { intent: "update-qty", itemId, qty };
    }
    case "remove":
      return { intent: "remove", itemId, list: get("list") === "sfl" ? "sfl" : "cart" };
    case "move-to-sfl":
      return { intent: "move-to-sfl", itemId };
    case "move-to-cart":
      return { intent: "move-to-cart", itemId };
  }
}

/** A form post may carry the buy requests as one JSON field `items`. */
function parseItemsField(form: FormData | URLSearchParams): unknown {
  const raw = field(form, "items");
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
