import { describe, expect, it } from "vitest";
import { collectBrowserInfo, DEFAULT_ACCEPT_HEADER, needsBrowserInfo, normaliseColorDepth } from "./browser-info.ts";
import {
  allocateGiftcards,
  amountAfterGiftcards,
  giftcardErrorKey,
  giftcardTotal,
  sameGiftcardCode,
} from "./giftcard-allocation.ts";
import { readWalletReturn, withoutWalletParams } from "./wallet-return.ts";

const url = (query: string) => new URL(`https://shop.test/de/checkout/review${query}`);

describe("readWalletReturn", () => {
  it("reads a PayPal approval (token and PayerID) as the paypal payment", () => {
    expect(readWalletReturn(url("?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ"))).toEqual({
      paymentType: "paypal",
      transactionToken: "5O190127TN364715T",
    });
  });

  it("ignores a PayPal cancel (token without PayerID)", () => {
    expect(readWalletReturn(url("?token=5O190127TN364715T"))).toBeNull();
  });

  it("reads Affirm's checkout_token", () => {
    expect(readWalletReturn(url("?checkout_token=AFF-123_abc"))).toEqual({
      paymentType: "affirm",
      transactionToken: "AFF-123_abc",
    });
  });

  it("answers null for a plain page and refuses implausible tokens", () => {
    expect(readWalletReturn(url(""))).toBeNull();
    expect(readWalletReturn(url("?checkout_token=%3Cscript%3E"))).toBeNull();
    expect(readWalletReturn(url(`?token=${"a".repeat(201)}&PayerID=X`))).toBeNull();
  });

  it("strips only the wallet parameters", () => {
    expect(withoutWalletParams(url("?token=T&PayerID=P&step=2#top"))).toBe("/de/checkout/review?step=2#top");
  });
});

describe("collectBrowserInfo", () => {
  it("collects the 3-D Secure 2 fields from the browser", () => {
    const info = collectBrowserInfo({
      screen: { width: 1280, height: 800, colorDepth: 24 },
      navigator: { language: "de-DE", userAgent: "Mozilla/5.0 Test", javaEnabled: () => false },
      timeZoneOffset: -60,
    });
    expect(info).toEqual({
      screenWidth: 1280,
      screenHeight: 800,
      colorDepth: 24,
      timeZoneOffset: -60,
      language: "de-DE",
      javaEnabled: false,
      userAgent: "Mozilla/5.0 Test",
      acceptHeader: DEFAULT_ACCEPT_HEADER,
    });
  });

  it("survives a missing or throwing navigator and odd colour depths", () => {
    const info = collectBrowserInfo({
      screen: { colorDepth: 25 },
      navigator: {
        javaEnabled: () => {
          throw new Error("blocked");
        },
      },
    });
    expect(info.javaEnabled).toBe(false);
    expect(info.colorDepth).toBe(24);
    expect(info.language).toBe("en-US");
    expect(info.screenWidth).toBe(0);
    expect(normaliseColorDepth(0)).toBe(24);
    expect(normaliseColorDepth(2)).toBe(1);
    expect(normaliseColorDepth(64)).toBe(48);
  });

  it("works without a window (server render) and applies to EUR/GBP only", () => {
    expect(collectBrowserInfo().acceptHeader).toBe(DEFAULT_ACCEPT_HEADER);
    expect(needsBrowserInfo("EUR")).toBe(true);
    expect(needsBrowserInfo("GBP")).toBe(true);
    expect(needsBrowserInfo("USD")).toBe(false);
  });
});

describe("gift card allocation", () => {
  it("takes min(balance, remaining) in the order applied", () => {
    const cards = allocateGiftcards(
      [
        { code: "AAAA", balance: 50 },
        { code: "BBBB", balance: 100 },
        { code: "CCCC", balance: 10 },
      ],
      120.5,
    );
    expect(cards).toEqual([
      { code: "AAAA", balance: 50, amount: 50 },
      { code: "BBBB", balance: 100, amount: 70.5 },
      { code: "CCCC", balance: 10, amount: 0 },
    ]);
    expect(giftcardTotal(cards)).toBe(120.5);
    expect(amountAfterGiftcards(120.5, cards)).toBe(0);
  });

  it("adds up to the cent (no float drift) and re-shares when the total drops", () => {
    const cards = allocateGiftcards(
      [
        { code: "AAAA", balance: 0.1 },
        { code: "BBBB", balance: 0.2 },
      ],
      1,
    );
    expect(giftcardTotal(cards)).toBe(0.3);
    expect(amountAfterGiftcards(1, cards)).toBe(0.7);
    expect(allocateGiftcards(cards, 0.15).map((c) => c.amount)).toEqual([0.1, 0.05]);
  });

  it("never pays more than the total and treats negatives as zero", () => {
    expect(allocateGiftcards([{ code: "AAAA", balance: 25 }], -3)[0]!.amount).toBe(0);
    expect(allocateGiftcards([{ code: "AAAA", balance: -5 }], 10)[0]).toEqual({ code: "AAAA", balance: 0, amount: 0 });
  });

  it("compares codes without case or dashes and words the errors", () => {
    expect(sameGiftcardCode("abcd-efgh", "ABCDEFGH")).toBe(true);
    expect(giftcardErrorKey("giftcard_not_exist")).toBe("notFound");
    expect(giftcardErrorKey("giftcard_balance_error")).toBe("noBalance");
    expect(giftcardErrorKey("no_response")).toBe("offline");
    expect(giftcardErrorKey("something_new")).toBeNull();
  });
});
