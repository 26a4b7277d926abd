import type { SearchRequestInput } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { searchClient } from "./search.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { search } = searchClient(() => store);
const inLanguage = (language: string, keyphrase: string, extra: SearchRequestInput = {}) =>
  search({
    query: { keyphrase: { value: [keyphrase] } },
    context: { locale: { language } },
    n_item: 60,
    ...extra,
  } as SearchRequestInput);
const names = async (language: string, keyphrase: string) =>
  (await inLanguage(language, keyphrase)).content.product.value.map((p) => String(p.name));

describe("search in the shopper's language (issue 15 item 4)", () => {
  it("finds barbells for a German 'Langhantel', and answers in German", async () => {
    const r = await inLanguage("de-DE", "Langhantel", { suggestion: { category: { max: 3 } } } as never);
    const found = r.content.product.value.map((p) => String(p.name));
    expect(found.length).toBeGreaterThan(5);
    expect(found.slice(0, 5).every((n) => / Bar\b/.test(n))).toBe(true);
    expect(r.suggestion.category.map((c) => c.text)).toContain("Langhanteln");
  });

  it("splits German compounds: 'Hantel' finds barbells, dumbbells and plates", async () => {
    const found = await names("de", "Hantel");
    expect(found.some((n) => / Bar\b/.test(n))).toBe(true);
    expect(found.some((n) => /Dumbbell/.test(n))).toBe(true);
  });

  it("stems and folds accents per language, French elisions included", async () => {
    expect((await names("fr", "haltères")).some((n) => /Dumbbell/.test(n))).toBe(true);
    expect((await names("fr", "l'haltere")).some((n) => /Dumbbell/.test(n))).toBe(true);
    expect((await names("es", "mancuerna")).some((n) => /Dumbbell/.test(n))).toBe(true);
    expect((await names("nl", "halterstangen")).some((n) => / Bar\b/.test(n))).toBe(true);
    // Each language its own: the German word means nothing to the English index.
    expect(await names("en", "Langhantel")).toEqual([]);
  });

  it("suggests from the language's own vocabulary ('Did you mean')", async () => {
    const r = await inLanguage("de", "Kurzhantl", { suggestion: { keyphrase: { max: 3 } } } as never);
    expect(r.content.product.value.length).toBeGreaterThan(0);
    expect(r.suggestion.keyphrase.map((k) => k.text).join(" ")).toMatch(/kurzhantel/);
  });
});
