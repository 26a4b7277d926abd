import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DRAFT_KEY,
  DRAFT_TTL_MS,
  emptyDraft,
  readDraft,
  scheduleDraftWrite,
  storableDraft,
  writeDraft,
} from "./draft.ts";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("order draft (SPEC §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is read back for the same list", () => {
    const storage = memoryStorage();
    const draft = { ...emptyDraft("L1"), email: "a@b.co", newsletter: true };
    writeDraft(storage, draft, 1000);
    expect(readDraft(storage, "L1", 2000)).toEqual(draft);
  });

  it("is ignored for another list", () => {
    const storage = memoryStorage();
    writeDraft(storage, emptyDraft("L1"), 1000);
    expect(readDraft(storage, "L2", 2000)).toBeNull();
  });

  it("expires after 12 hours (and is removed)", () => {
    const storage = memoryStorage();
    writeDraft(storage, emptyDraft("L1"), 0);
    expect(readDraft(storage, "L1", DRAFT_TTL_MS)).not.toBeNull();
    expect(readDraft(storage, "L1", DRAFT_TTL_MS + 1)).toBeNull();
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
  });

  it("survives unreadable storage", () => {
    const storage = memoryStorage();
    storage.data.set(DRAFT_KEY, "{not json");
    expect(readDraft(storage, "L1")).toBeNull();
    const full = {
      ...storage,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(() => writeDraft(full, emptyDraft("L1"))).not.toThrow();
  });

  it("is written 500 ms after the last change", () => {
    const storage = memoryStorage();
    const cancel = scheduleDraftWrite(storage, emptyDraft("L1"));
    vi.advanceTimersByTime(499);
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
    cancel();
    scheduleDraftWrite(storage, { ...emptyDraft("L1"), email: "x@y.co" });
    vi.advanceTimersByTime(500);
    expect(readDraft(storage, "L1")?.email).toBe("x@y.co");
  });

  it("never stores card tokens; keeps a PayPal approval (it survives the redirect)", () => {
    const card = storableDraft({
      ...emptyDraft("L1"),
      payment: {
        paymentType: "card",
        card: { type: "scheme", encryptedCardNumber: "a", encryptedExpiryMonth: "b", encryptedExpiryYear: "c" },
      },
    });
    expect(card.payment).toBeNull();
    const paypal = storableDraft({ ...emptyDraft("L1"), payment: { paymentType: "paypal", transactionToken: "PP-1" } });
    expect(paypal.payment).toEqual({ paymentType: "paypal", transactionToken: "PP-1" });
    const stored = storableDraft({
      ...emptyDraft("L1"),
      payment: { paymentType: "storedCard", storedPaymentMethodId: "s1", encryptedSecurityCode: "cvc" },
    });
    expect(stored.payment).toEqual({ paymentType: "storedCard", storedPaymentMethodId: "s1" });
  });
});
