import { describe, expect, it } from "vitest";
import { defineCatalog, pageMessages } from "./catalog.server.ts";
import { translate } from "./messages.ts";

// A catalog made for the test: a count with a plural and a select, in every language.
const orders = defineCatalog("test", {
  en: {
    "test.items": "{count, plural, one {# item} other {# items}}",
    "test.status": "{status, select, shipped {On its way} other {Being prepared}}",
  },
  de: {
    "test.items": "{count, plural, one {# Artikel} other {# Artikel}}",
    "test.status": "{status, select, shipped {Unterwegs zu dir} other {Wird vorbereitet}}",
  },
  fr: {
    "test.items": "{count, plural, one {# article} other {# articles}}",
    "test.status": "{status, select, shipped {En route} other {En préparation}}",
  },
  es: {
    "test.items": "{count, plural, one {# artículo} other {# artículos}}",
    "test.status": "{status, select, shipped {En camino} other {En preparación}}",
  },
  nl: {
    "test.items": "{count, plural, one {# artikel} other {# artikelen}}",
    "test.status": "{status, select, shipped {Onderweg} other {Wordt klaargemaakt}}",
  },
});

const say = (tag: string, key: string, values?: Record<string, string | number>) =>
  translate([pageMessages({ tag }, orders)], key, values);

describe("messages: plurals and selects in the page's language", () => {
  it("chooses the plural form by the language's CLDR rule, not by count === 1", () => {
    expect(say("en-US", "test.items", { count: 1 })).toBe("1 item");
    expect(say("en-US", "test.items", { count: 0 })).toBe("0 items");
    // French counts 0 and 1 as singular.
    expect(say("fr-FR", "test.items", { count: 0 })).toBe("0 article");
    expect(say("fr-FR", "test.items", { count: 2 })).toBe("2 articles");
    expect(say("nl-BE", "test.items", { count: 1 })).toBe("1 artikel");
    expect(say("nl-BE", "test.items", { count: 3 })).toBe("3 artikelen");
  });

  it("formats the count for the page's tag", () => {
    expect(say("de-DE", "test.items", { count: 1234 })).toBe("1.234 Artikel");
    expect(say("en-US", "test.items", { count: 1234 })).toBe("1,234 items");
    // English words on the German store (/de/en) keep the English plural rule.
    expect(say("en-DE", "test.items", { count: 1 })).toBe("1 item");
  });

  it("selects a branch by value, with other as the rest", () => {
    expect(say("es-ES", "test.status", { status: "shipped" })).toBe("En camino");
    expect(say("es-ES", "test.status", { status: "pending" })).toBe("En preparación");
  });

  it("ships one language per page: the compiled catalog holds only that language's words", () => {
    const page = pageMessages({ tag: "de-DE" }, orders);
    expect(page.language).toBe("de");
    expect(JSON.stringify(page.messages)).toContain("Unterwegs zu dir");
    expect(JSON.stringify(page.messages)).not.toContain("On its way");
  });
});
