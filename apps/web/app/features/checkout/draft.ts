import type { CheckoutDraft } from "./checkout-types.ts";

/**
 * SPEC §4/§9: the order draft in browser storage, written 500 ms after a change, good for 12 h,
 * used only for the same list. It survives a reload and the PayPal/Affirm redirect. Card fields
 * (the gateway's encrypted tokens) are never stored: the shopper enters the card again.
 */
export const DRAFT_KEY = "iw_checkout_draft";
export const DRAFT_WRITE_DELAY_MS = 500;
export const DRAFT_TTL_MS = 12 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  draft: CheckoutDraft;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

export function emptyDraft(listId: string, email = ""): CheckoutDraft {
  return {
    listId,
    email,
    savedAddressId: null,
    shippingAddress: {},
    billingSameAsShipping: true,
    billingAddress: {},
    vatNumber: "",
    eoriNumber: "",
    shippingMode: "fewestPackages",
    shipping: { pickup: false, packages: {} },
    payment: null,
    giftcards: [],
    newsletter: false,
    agreements: { subscription: false, trial: false },
    comments: "",
  };
}

/** The draft without what must never be stored (card tokens, a security code). */
export function storableDraft(draft: CheckoutDraft): CheckoutDraft {
  const payment = draft.payment;
  if (!payment) return draft;
  if (payment.paymentType === "card") return { ...draft, payment: null };
  const { card: _card, encryptedSecurityCode: _cvc, browserInfo: _info, ...rest } = payment;
  return { ...draft, payment: rest };
}

export function writeDraft(storage: Storage, draft: CheckoutDraft, now = Date.now()): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, draft: storableDraft(draft) } satisfies StoredDraft));
  } catch {
    // Storage full or blocked (private mode): checkout works without a draft.
  }
}

/** The stored draft for this list, or null (none, expired, another list, unreadable). */
export function readDraft(storage: Storage, listId: string, now = Date.now()): CheckoutDraft | null {
  let stored: StoredDraft | null = null;
  try {
    stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? "null") as StoredDraft | null;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== "object" || typeof stored.savedAt !== "number" || !stored.draft) return null;
  if (now - stored.savedAt > DRAFT_TTL_MS) {
    clearDraft(storage);
    return null;
  }
  if (stored.draft.listId !== listId) return null;
  // Fields added later get their defaults.
  return { ...emptyDraft(listId), ...stored.draft };
}

export function clearDraft(storage: Storage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {}
}

/** Writes the draft DRAFT_WRITE_DELAY_MS after the last change; returns a cancel function. */
export function scheduleDraftWrite(storage: Storage, draft: CheckoutDraft, delay = DRAFT_WRITE_DELAY_MS): () => void {
  const timer = setTimeout(() => writeDraft(storage, draft), delay);
  return () => clearTimeout(timer);
}
