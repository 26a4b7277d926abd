import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect.ts";

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
