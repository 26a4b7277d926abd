import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@ironworks/domain";
import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { defineCatalog, pageMessages } from "./catalog.server.ts";
import { translate } from "./messages.ts";
import { packMessages, unpackMessages } from "./packing.ts";

const APP = new URL("../..", import.meta.url).pathname;

function catalogDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory() || e.name === "node_modules") return [];
    const path = join(dir, e.name);
    return e.name === "messages" ? [path] : catalogDirs(path);
  });
}

/** Every storefront catalog, compiled for every language the way loaders ship them. */
const compiled = catalogDirs(APP).flatMap((dir) => {
  const sources = Object.fromEntries(
    LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(dir, `${language}.json`), "utf8"))]),
  );
  const catalog = defineCatalog(dir, sources as Parameters<typeof defineCatalog>[1]);
  return LANGUAGES.map((language) => ({ name: `${dir} ${language}`, messages: catalog.compiled(language) }));
});

/** What the page holds for a text: a string in a turbo-stream, written as a JavaScript string. */
const inPage = (text: string) => JSON.stringify(JSON.stringify(text));

describe("packed messages", () => {
  it("every catalog in every language comes back as it was, in the compact form", () => {
    expect(compiled.length).toBeGreaterThan(50);
    for (const { name, messages } of compiled) {
      const packed = packMessages(messages);
      expect(packed.startsWith("{"), name).toBe(false);
      expect(unpackMessages(packed), name).toEqual(messages);
    }
  });

  it("adds no character the page escapes (only the messages' own quotes are), and costs fewer bytes than JSON", () => {
    /** Messages without a quote or backslash in their words (a compiled one's JSON then escapes nothing). */
    const ownEscapes = (m: unknown) => (typeof m === "string" ? /["\\]/.test(m) : JSON.stringify(m).includes("\\"));
    for (const { name, messages } of compiled) {
      const plain = Object.fromEntries(Object.entries(messages).filter(([, m]) => !ownEscapes(m)));
      const packed = packMessages(plain);
      expect(inPage(packed), name).toBe(`"\\"${packed}\\""`);
      expect(inPage(packMessages(messages)).length, name).toBeLessThan(inPage(JSON.stringify(messages)).length);
    }
  });

  it("falls back to JSON for messages holding the form's own characters, and reads it", () => {
    for (const messages of [
      { "a.tilde": "one ~ two" },
      { "a.caret": "^ first" },
      { "a.tick": ["say ", ["name"], " `quoted`"] },
      { "a=b": "key with the separator" },
    ] as unknown as Messages[]) {
      const packed = packMessages(messages);
      expect(packed.startsWith("{")).toBe(true);
      expect(unpackMessages(packed)).toEqual(messages);
    }
  });

  it("keeps texts with quotes, backslashes, equals signs and markup as they are", () => {
    const messages = {
      "x.a": 'Say "hi" = \\o/ <b>&amp;</b>',
      "x.ab": ["Price: ", ["amount"], " = ", ["n", "plural", { one: ['# "item"'], other: ["# items"] }]],
      "x.b": "",
      "y.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.1": "long",
      "y.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.2": "longer",
    } as unknown as Messages;
    expect(unpackMessages(packMessages(messages))).toEqual(messages);
    expect(unpackMessages(packMessages({}))).toEqual({});
  });

  it("formats from the unpacked messages exactly as from the catalog", () => {
    const orders = defineCatalog("packing-test", {
      en: { "p.items": "{count, plural, one {# item} other {# items}}", "p.hi": "Hello {name}" },
      de: { "p.items": "{count, plural, one {# Artikel} other {# Artikel}}", "p.hi": "Hallo {name}" },
      fr: { "p.items": "{count, plural, one {# article} other {# articles}}", "p.hi": "Bonjour {name}" },
      es: { "p.items": "{count, plural, one {# artículo} other {# artículos}}", "p.hi": "Hola {name}" },
      nl: { "p.items": "{count, plural, one {# artikel} other {# artikelen}}", "p.hi": "Hallo {name}" },
    });
    const page = pageMessages({ tag: "nl-BE" }, orders);
    const unpacked = { ...page, messages: unpackMessages(packMessages(page.messages)) };
    expect(translate([unpacked], "p.items", { count: 1200 })).toBe("1.200 artikelen");
    expect(translate([unpacked], "p.hi", { name: "Ann" })).toBe("Hallo Ann");
  });
});
