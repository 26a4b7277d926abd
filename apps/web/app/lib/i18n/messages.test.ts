import { describe, expect, it } from "vitest";
import { defineCatalog, pageMessages } from "./catalog.server.ts";
import { pageMessagesOf, translate } from "./messages.ts";
import { packMessages } from "./packing.ts";

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

describe("messages: words shipped packed and shared between locales of one language", () => {
  // Packed words are unpacked once per text (the same text in en-CA and en-GB is one object, made
  // for whichever locale came first). A page's words must still all be found, whichever locale each
  // of its catalogs was first unpacked for: a shell that rendered without its words once was cached
  // and served to every guest.
  const root = (tag: string, words: Record<string, string>) => ({
    data: { messages: { language: "en" as const, tag, packed: packMessages(words) } },
  });
  const route = (tag: string) => ({
    data: { messages: { language: "en" as const, tag, packed: packMessages({ "r.add": "Add" }) } },
  });

  it("finds the shell's and the route's words when each was first unpacked for another locale", () => {
    const shared = { "s.shop": "Shop", "s.cart": "Cart" };
    // en-CA renders first: its shell text (the same as en-GB's) is unpacked as en-CA's.
    pageMessagesOf([root("en-CA", shared)]);
    // en-GB's first page: its shell comes back as en-CA's, its route's words are new (en-GB's).
    const gb = pageMessagesOf([root("en-GB", shared), route("en-GB")]);
    expect(translate(gb, "s.shop")).toBe("Shop");
    expect(translate(gb, "s.cart")).toBe("Cart");
    expect(translate(gb, "r.add")).toBe("Add");
    // And en-CA's next page, whose route words were first unpacked for en-GB.
    const ca = pageMessagesOf([root("en-CA", shared), route("en-CA")]);
    expect(translate(ca, "s.shop")).toBe("Shop");
    expect(translate(ca, "r.add")).toBe("Add");
  });

  it("keeps each locale's own spelling when the shells differ", () => {
    const us = pageMessagesOf([root("en-US", { "s.fav": "Favorites" }), route("en-US")]);
    const gb = pageMessagesOf([root("en-GB", { "s.fav": "Favourites" }), route("en-GB")]);
    expect(translate(us, "s.fav")).toBe("Favorites");
    expect(translate(gb, "s.fav")).toBe("Favourites");
    expect(translate(us, "r.add")).toBe("Add");
    expect(translate(gb, "r.add")).toBe("Add");
  });
});
