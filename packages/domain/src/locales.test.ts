import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, formatPrice, LOCALES, type Locale, localizePath, resolveLocale, siteOf } from "./locales.ts";

const at = (prefix: string): Locale => {
  const found = LOCALES.find((l) => l.prefix === prefix);
  if (!found) throw new Error(`no locale ${prefix}`);
  return found;
};
/** Intl separates the euro sign with a no-break space; compare on plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("resolveLocale", () => {
  it.each([
    ["/", "", "USA", "/"],
    ["/desk", "", "USA", "/desk"],
    ["/de", "/de", "EUR", "/"],
    ["/de/", "/de", "EUR", "/"],
    ["/de/en/x", "/de/en", "EUR", "/x"],
    ["/de/english", "/de", "EUR", "/english"],
    ["/gb/cart", "/gb", "GBR", "/cart"],
    ["/ca/shoes", "/ca", "CAN", "/shoes"],
    ["/au", "/au", "AUS", "/"],
    ["/apo/deals", "/apo", "APO", "/deals"],
    ["/fr/en/strongman", "/fr/en", "EUR", "/strongman"],
    ["/canada", "", "USA", "/canada"],
  ])("%s → prefix %j (site %s), rest %s", (path, prefix, site, rest) => {
    const { locale, rest: remaining } = resolveLocale(path);
    expect(locale.prefix).toBe(prefix);
    expect(locale.site).toBe(site);
    expect(remaining).toBe(rest);
  });

  it("defaults to the indexable USA locale and maps locales to sites", () => {
    expect(DEFAULT_LOCALE.site).toBe("USA");
    expect(DEFAULT_LOCALE.indexable).toBe(true);
    expect(siteOf(at("/gb")).currency).toBe("GBP");
    expect(siteOf(at("/be/en")).storeId).toBe(5);
  });

  it("marks the /xx/en variants and APO non-indexable", () => {
    expect(LOCALES.filter((l) => !l.indexable).map((l) => l.prefix)).toEqual([
      "/apo",
      "/de/en",
      "/fr/en",
      "/es/en",
      "/be/en",
    ]);
  });
});

describe("localizePath", () => {
  it.each([
    ["/cart", "", "/cart"],
    ["/cart", "/de", "/de/cart"],
    ["/", "/de", "/de"],
    ["/", "", "/"],
    ["/de/cart", "/de", "/de/cart"],
    ["/de", "/de", "/de"],
    ["/desk", "/de", "/de/desk"],
    ["/shoes?x=1", "/gb", "/gb/shoes?x=1"],
    ["//evil.com/x", "/de", "//evil.com/x"],
    ["https://example.com/", "/de", "https://example.com/"],
    ["mailto:a@b.c", "/gb", "mailto:a@b.c"],
  ])("%s under %j → %s", (path, prefix, expected) => {
    expect(localizePath(path, at(prefix))).toBe(expected);
  });
});

describe("formatPrice (SPEC §9 currency display)", () => {
  it.each([
    ["", "USD", "$1,234.50"],
    ["/apo", "USD", "$1,234.50"],
    ["/ca", "CAD", "CA$1,234.50"],
    ["/au", "AUD", "A$1,234.50"],
    ["/de", "EUR", "1.234,50 €"],
    ["/gb", "GBP", "£1,234.50"],
  ])("under %j formats 1234.5 %s as %s", (prefix, currency, expected) => {
    expect(plain(formatPrice(1234.5, currency, at(prefix)))).toBe(expected);
  });

  it("formats two decimals and negatives", () => {
    expect(formatPrice(0, "USD", at(""))).toBe("$0.00");
    expect(formatPrice(-5, "USD", at(""))).toBe("-$5.00");
    expect(plain(formatPrice(9.9, "EUR", at("/de")))).toBe("9,90 €");
  });

  it.each([null, undefined, Number.NaN])("shows a dash for %s", (amount) => {
    expect(formatPrice(amount, "USD", at(""))).toBe("–");
    expect(formatPrice(amount, "EUR", at("/de"))).toBe("–");
  });
});
