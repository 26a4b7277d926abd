import { describe, expect, it } from "vitest";
import { findAccountPage, listedAccountPages, safeRedirect } from "./account-pages.ts";

describe("safeRedirect", () => {
  it.each<[string | null, string]>([
    [null, "/account"],
    ["", "/account"],
    ["/account/wishlist", "/account/wishlist"],
    ["/cart?x=1", "/cart?x=1"],
    ["https://evil.example/", "/account"],
    ["//evil.example/", "/account"],
    ["/\\evil.example", "/account"],
    ["javascript:alert(1)", "/account"],
    ["/login?redirect=/x", "/account"],
    ["/a\nb", "/ab"],
    ["/%09/evil.example", "/account"],
    ["/\t/evil.example", "/account"],
  ])("%j → %j", (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
});

describe("account pages", () => {
  it("finds dynamic children through their parent", () => {
    expect(findAccountPage("/account/programming/12")?.id).toBe("programming");
    expect(findAccountPage("/account/order/123")?.id).toBe("order");
    expect(findAccountPage("/account/nope")).toBeUndefined();
  });
  it("lists USA-only pages only on the USA site", () => {
    expect(listedAccountPages("USA").some((p) => p.path === "/account/my-gyms")).toBe(true);
    expect(listedAccountPages("EUR").some((p) => p.path === "/account/my-gyms")).toBe(false);
  });
});
