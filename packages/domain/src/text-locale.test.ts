import { describe, expect, it } from "vitest";
import { parseTextLocale, pickText, textLocaleChain } from "./text-locale.ts";

describe("text locales (issue 15 item 3): which translation a locale reads", () => {
  it.each([
    ["de-DE", ["de-DE", "de"]],
    ["de", ["de"]],
    ["nl-BE", ["nl-BE", "nl"]],
    ["fr-fr", ["fr-FR", "fr"]],
    ["en", []],
    ["en-GB", ["en-GB"]],
    ["it-IT", []],
  ])("%s tries %j before English", (locale, chain) => {
    expect(textLocaleChain(locale)).toEqual(chain);
  });

  it.each([
    ["de", "de"],
    ["DE-de", "de-DE"],
    ["es-ES", "es-ES"],
    ["it", null],
    ["deutsch", null],
    ["de_DE", null],
    ["", null],
  ])("parses %j as %j", (value, tag) => {
    expect(parseTextLocale(value)).toBe(tag);
  });

  it("picks the most specific translation, then the language, then English, and reports what was missing", () => {
    const t = { "de-CH": { name: "Langhantel (CH)" }, de: { name: "Langhantel" }, fr: {} };
    const missing: string[] = [];
    const note = (locale: string, field: string) => missing.push(`${locale}:${field}`);
    expect(pickText<{ name: string }, "name">("Barbell", t, "de-CH", "name", note)).toBe("Langhantel (CH)");
    expect(pickText<{ name: string }, "name">("Barbell", t, "de-DE", "name", note)).toBe("Langhantel");
    expect(pickText<{ name: string }, "name">("Barbell", t, "fr-FR", "name", note)).toBe("Barbell");
    expect(pickText<{ name: string }, "name">("Barbell", t, "en-GB", "name", note)).toBe("Barbell");
    expect(missing).toEqual(["fr:name"]);
  });
});
