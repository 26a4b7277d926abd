import { describe, expect, it } from "vitest";
import { languageOf } from "./languages.ts";
import { LOCALES, resolveLocale } from "./locales.ts";

const languageAt = (path: string) => languageOf(resolveLocale(path).locale);

describe("languageOf: the language a locale prefix speaks", () => {
  it("gives the country's language on the bare EU prefixes", () => {
    expect(languageAt("/de")).toBe("de");
    expect(languageAt("/de/weightlifting-bars-plates")).toBe("de");
    expect(languageAt("/fr")).toBe("fr");
    expect(languageAt("/es/cart")).toBe("es");
    // Belgium's storefront speaks Dutch (nl-BE).
    expect(languageAt("/be")).toBe("nl");
  });

  it("gives English on the /xx/en variants and the English-speaking sites", () => {
    for (const path of ["/de/en", "/de/en/cart", "/fr/en", "/es/en", "/be/en", "/", "/gb", "/ca", "/au", "/apo"]) {
      expect(languageAt(path), path).toBe("en");
    }
  });

  it("falls back to English for a tag whose language has no messages", () => {
    expect(languageOf({ tag: "it-IT" })).toBe("en");
    expect(languageOf({ tag: "en" })).toBe("en");
  });

  it("covers every locale with a language we write", () => {
    const spoken = new Set(LOCALES.map(languageOf));
    expect([...spoken].sort()).toEqual(["de", "en", "es", "fr", "nl"]);
  });
});
