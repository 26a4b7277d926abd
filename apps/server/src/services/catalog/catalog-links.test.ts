import { describe, expect, it } from "vitest";
import { categoryPathIn, categoryRef } from "./catalog.mapper.ts";
import type { CategoryRow } from "./catalog.repository.ts";

/**
 * Storefront links to categories (issue #17): a page in a language links a category by that language's
 * URL key — the path the back office registers as the category's route there — so the link opens
 * without a redirect; without a key in the language, the English path.
 */
const row = (urlPath: string, translations: CategoryRow["translations"] = {}) =>
  ({ urlPath, translations }) as Pick<CategoryRow, "urlPath" | "translations">;

describe("categoryPathIn", () => {
  const barbells = row("weightlifting-bars-plates/barbells", {
    de: { name: "Langhanteln", urlKey: "langhanteln" },
    fr: { name: "Barres" },
  });

  it("takes the language's own key as the last segment under the parent path", () => {
    expect(categoryPathIn(barbells, "de")).toBe("/weightlifting-bars-plates/langhanteln");
  });

  it("reads a regional locale by its language (de-CH, de-AT link the German path)", () => {
    expect(categoryPathIn(barbells, "de-CH")).toBe("/weightlifting-bars-plates/langhanteln");
    expect(categoryPathIn(barbells, "DE")).toBe("/weightlifting-bars-plates/langhanteln");
  });

  it("falls back to the English path where the language has no key (or only a name)", () => {
    expect(categoryPathIn(barbells, "fr")).toBe("/weightlifting-bars-plates/barbells");
    expect(categoryPathIn(barbells, "nl")).toBe("/weightlifting-bars-plates/barbells");
    expect(categoryPathIn(row("shoes", { de: { urlKey: "  " } }), "de")).toBe("/shoes");
  });

  it("English pages always link the English path, whatever the translations hold", () => {
    expect(categoryPathIn(row("shoes", { en: { urlKey: "schuhe" } }), "en")).toBe("/shoes");
    expect(categoryPathIn(barbells, "en-GB")).toBe("/weightlifting-bars-plates/barbells");
  });

  it("a top-level category's key is the whole path", () => {
    expect(categoryPathIn(row("shoes", { es: { urlKey: "zapatos" } }), "es")).toBe("/zapatos");
  });
});

describe("categoryRef", () => {
  it("links the path of the index's language, the English path when the row has none", () => {
    const base = { id: 7, name: "Schuhe", urlPath: "shoes" } as CategoryRow;
    expect(categoryRef({ ...base, linkPath: "/schuhe" })).toEqual({ id: 7, name: "Schuhe", url: "/schuhe" });
    expect(categoryRef(base)).toEqual({ id: 7, name: "Schuhe", url: "/shoes" });
  });
});
