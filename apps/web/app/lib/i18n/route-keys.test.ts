import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defineCatalog, pageMessages } from "./catalog.server.ts";
import { pageMessagesOf, translate } from "./messages.ts";
import { routeKeySets } from "./route-keys.ts";
import { narrowLoaderData } from "./route-messages.server.ts";

/**
 * Per-route key sets (issue 15 budgets, ADR 0035 addendum) on a fixture app: a root, a layout with a
 * page and a sibling page. What a route ships is what the modules it can render name — its own, its
 * ancestors' and its descendants' (a page formats with every matched route's catalogs).
 */
// Outside apps/web/app: the catalogue scanners (i18n:check, the e2e journeys) walk every messages/ folder there.
const FIXTURE = join(new URL("../../..", import.meta.url).pathname, "fixtures/route-keys");
const routes = [
  {
    id: "layout",
    file: "routes/layout.tsx",
    children: [{ id: "page", file: "routes/page.tsx" }, { file: "routes/other.tsx" }],
  },
];

describe("route key sets", () => {
  const sets = routeKeySets(FIXTURE, routes);

  it("a page gets the keys its modules name: literals, templates, lazily loaded modules; and its layout's", () => {
    expect(sets.page).toEqual(["demo.layout", "demo.lazy", "demo.status.closed", "demo.status.open", "demo.title"]);
  });

  it("not the keys of a module imported for its types only, of a sibling page, or of nobody", () => {
    expect(sets.page).not.toContain("demo.typeOnly");
    expect(sets.page).not.toContain("other.word");
    expect(Object.values(sets).flat()).not.toContain("demo.unused");
  });

  it("a layout and the root get what any page below them names (their catalogs serve those pages too)", () => {
    expect(sets.layout).toEqual([...(sets.page ?? []), "other.word"].sort());
    expect(sets.root).toEqual(sets.layout);
    // A route without an explicit id has React Router's: its file without the extension.
    expect(sets["routes/other"]).toEqual(["demo.layout", "other.word"]);
  });
});

describe("a loader's catalogs narrowed to its route's keys", () => {
  const demo = defineCatalog("demo", {
    en: { "demo.title": "Demo", "demo.lazy": "Later", "demo.unused": "Unused {n}" },
    de: { "demo.title": "Vorführung", "demo.lazy": "Später", "demo.unused": "Unbenutzt {n}" },
    fr: { "demo.title": "Démo", "demo.lazy": "Plus tard", "demo.unused": "Inutilisé {n}" },
    es: { "demo.title": "Demostración", "demo.lazy": "Luego", "demo.unused": "Sin uso {n}" },
    nl: { "demo.title": "Demonstratie", "demo.lazy": "Later", "demo.unused": "Ongebruikt {n}" },
  });
  const keys = new Set(["demo.title", "demo.lazy"]);
  const page = pageMessages({ tag: "de-DE" }, demo);

  it("keeps the route's keys, packed, and the page formats from them as before", () => {
    const data = narrowLoaderData({ product: 1, messages: page }, "page", keys) as Record<string, unknown>;
    expect(data.product).toBe(1);
    expect(data.messages).toEqual({ language: "de", tag: "de-DE", packed: expect.any(String) });
    const [unpacked] = pageMessagesOf([{ loaderData: data }]);
    expect(Object.keys(unpacked?.messages ?? {}).sort()).toEqual(["demo.lazy", "demo.title"]);
    expect(translate(pageMessagesOf([{ loaderData: data }]), "demo.title")).toBe("Vorführung");
  });

  it("is the same object for the same catalogs and route (filtered and packed once)", () => {
    const a = narrowLoaderData({ messages: page }, "page", keys) as { messages: unknown };
    const b = narrowLoaderData({ messages: page }, "page", keys) as { messages: unknown };
    expect(a.messages).toBe(b.messages);
  });

  it("reaches into data(…, init) and leaves responses and data without messages alone", () => {
    const wrapped = { type: "DataWithResponseInit", data: { messages: page }, init: { status: 404 } };
    const out = narrowLoaderData(wrapped, "page", keys) as typeof wrapped;
    expect(out.init).toEqual({ status: 404 });
    expect(out.data.messages).toHaveProperty("packed");
    const response = new Response(null, { status: 302 });
    expect(narrowLoaderData(response, "page", keys)).toBe(response);
    const plain = { words: 1 };
    expect(narrowLoaderData(plain, "page", keys)).toBe(plain);
    expect(narrowLoaderData(null, "page", keys)).toBe(null);
  });
});
