import { describe, expect, it } from "vitest";
import { safeRedirectPath, safeReturnUrl } from "./redirect.ts";

describe("safeRedirectPath", () => {
  it.each<[unknown, string]>([
    ["/account/wishlist", "/account/wishlist"],
    ["/cart?x=1#top", "/cart?x=1#top"],
    ["/search?q=a%2Fb", "/search?q=a%2Fb"],
    ["/gb/deals", "/gb/deals"],
    ["/a\tb", "/ab"],
  ])("keeps a store path: %j → %j", (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each<unknown>([
    null,
    undefined,
    42,
    "",
    "   ",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/x\\..\\evil",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "/%E0%A4%A",
    "https://evil.example/",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "?x=1",
    "\u0000//evil.example",
    "/\u00a0/evil.example",
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (raw) => {
    expect(safeRedirectPath(raw, "/fallback")).toBe("/fallback");
  });
});

describe("safeReturnUrl", () => {
  const origin = "https://shop.example";
  it.each<[unknown, string]>([
    ["/de/checkout/review", "https://shop.example/de/checkout/review"],
    ["/checkout/paypal?x=1#y", "https://shop.example/checkout/paypal?x=1#y"],
    ["https://shop.example/de/checkout/review", "https://shop.example/de/checkout/review"],
    ["HTTPS://SHOP.EXAMPLE/gb/checkout/review", "https://shop.example/gb/checkout/review"],
    ["https://shop.example:443/checkout", "https://shop.example/checkout"],
    [" https://shop.example/checkout\n", "https://shop.example/checkout"],
  ])("keeps a page of this store: %j → %j", (raw, expected) => {
    expect(safeReturnUrl(raw, origin)).toBe(expected);
  });

  it.each<unknown>([
    null,
    undefined,
    42,
    "",
    "checkout/review",
    "https://evil.example/checkout",
    "http://shop.example/checkout",
    "https://shop.example:8443/checkout",
    "https://shop.example.evil.example/checkout",
    "https://user:pass@shop.example/checkout",
    "https://shop.example@evil.example/checkout",
    "//evil.example/checkout",
    "/\\evil.example",
    "/\t/evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "ftp://shop.example/x",
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (raw) => {
    expect(safeReturnUrl(raw, origin)).toBeNull();
  });
});
