import type { ContentBlock } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { generateSeed } from "../index.ts";
import { SEED_LANGUAGES } from "./languages.ts";

const seed = generateSeed();

/** Every shopper-facing string of a block tree (what the page renders besides urls, images and skus). */
function texts(blocks: ContentBlock[]): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      if (!["url", "image", "name", "class", "layout"].includes(key) && /[a-z]{3}/i.test(value)) out.push(value);
    } else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) if (k !== "skus" && k !== "segments" && k !== "tracking") walk(v, k);
  };
  walk(blocks);
  return out;
}

describe("seed translations (issue 15 item 3)", () => {
  it("names every category, with its description and strip labels, in every language", () => {
    for (const c of seed.categories)
      for (const language of SEED_LANGUAGES) {
        const t = c.translations?.[language];
        expect(t?.name, `${c.urlPath} ${language}`).toBeTruthy();
        if (c.description) expect(t?.description, `${c.urlPath} ${language}`).toBeTruthy();
        for (const item of c.linkStrip?.items ?? []) expect(t?.strip?.[String(item.categoryId)]).toBeTruthy();
      }
    expect(seed.categories.find((c) => c.urlPath.endsWith("/barbells"))?.translations?.de?.name).toBe("Langhanteln");
  });

  it("gives every product a name, short description and description in every language", () => {
    for (const p of seed.products)
      for (const language of SEED_LANGUAGES) {
        const t = p.translations?.[language];
        expect(t?.name, `${p.sku} ${language}`).toBeTruthy();
        if (typeof p.attributes.short_description === "string")
          expect(t?.short_description, `${p.sku} ${language}`).toBeTruthy();
        if (typeof p.attributes.description === "string") {
          expect(t?.description, `${p.sku} ${language}`).toBeTruthy();
          expect(t?.description).not.toBe(p.attributes.description);
        }
      }
  });

  it("writes option and attribute labels and whole feature lists in the language, never half of one", () => {
    const tee = seed.products.find((p) => p.details.configurableAttributes?.some((a) => a.code === "color"));
    expect(tee?.translations?.de?.labels?.Color).toBe("Farbe");
    expect(tee?.translations?.fr?.labels?.Black).toBe("Noir");
    // Every seeded feature list is written in every language (issue 15 item 3: the English fallback is
    // for what staff add later), line for line.
    const untranslated: string[] = [];
    for (const p of seed.products) {
      const english = (p.attributes.features as string[] | undefined) ?? [];
      if (!english.length) continue;
      for (const language of ["de", "fr", "es", "nl"] as const) {
        const lines = p.translations?.[language]?.features;
        if (lines?.length !== english.length) untranslated.push(`${p.sku} ${language}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it.each([
    [
      "Ironworks Kettlebell - 8 kg",
      "de",
      ["Aus einem Stück gegossen", "Pulverbeschichtet", "Breite, flache Unterseite", "8 kg (18 lb)"],
    ],
    [
      "Ironworks Kettlebell - 8 kg",
      "nl",
      ["Uit één stuk gegoten", "Afgewerkt met poedercoating", "Brede, vlakke onderkant", "8 kg (18 lb)"],
    ],
  ])("words %s's features in %s", (name, language, expected) => {
    const p = seed.products.find((x) => x.name === name);
    expect(p?.translations?.[language as "de" | "nl"]?.features).toEqual(expected);
  });

  it("keeps our model names as spelled, words a kit's parts and writes decimals with the language's comma", () => {
    const lines = (language: "de" | "fr" | "es" | "nl") =>
      seed.products.flatMap((p) => p.translations?.[language]?.features ?? []);
    const german = lines("de");
    expect(german).toContain("Passt nur an Keystone K3");
    expect(german).toContain("Hantelbank (optional)");
    expect(german).toContain("Stellfläche: 21,5 in tief");
    expect(lines("fr")).toContain("Compatible uniquement avec Keystone K3");
    expect(lines("es")).toContain("Magnesio (incluido)");
    expect(lines("nl")).toContain("Vloeroppervlak: 21,5 in diep");
  });

  it("translates every CMS page and block, leaving no English text in the block trees", () => {
    for (const page of seed.cmsPages)
      for (const language of SEED_LANGUAGES) {
        const t = page.translations?.[language];
        expect(t?.title, `${page.identifier} ${language}`).toBeTruthy();
        const english = new Set(texts(page.blocks));
        // Brand names and the aisle names a language borrows from English ("Rigs & Racks") may stay.
        const left = texts(t?.blocks ?? []).filter(
          (s) => english.has(s) && !/^Ironworks\b|^Rigs & Racks$|^Strongman$/.test(s),
        );
        expect(left, `${page.identifier}@${page.site} ${language}`).toEqual([]);
      }
    for (const block of seed.cmsBlocks)
      for (const language of SEED_LANGUAGES)
        expect(block.translations?.[language]?.content, `${block.name} ${language}`).not.toBe(block.content);
  });
});
