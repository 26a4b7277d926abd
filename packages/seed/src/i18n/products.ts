import type { ProductCopy, TranslationsOf } from "@ironworks/contracts";
import type { CategoryIndex } from "../categories.ts";
import type { SeedProduct } from "../types.ts";
import { byLanguage, type SeedLanguage, word } from "./languages.ts";
import { FEATURES, LABELS, SUB_COPY } from "./product-copy.ts";
import { MODEL_FEATURES, MORE_FEATURES, PART_NOTES } from "./product-features.ts";

const PAIR: Record<SeedLanguage, string> = { de: "Paar", fr: "paire", es: "par", nl: "paar" };
const LABEL_BY_LOWER = new Map(Object.entries(LABELS).map(([k, v]) => [k.toLowerCase(), v]));

/** Maker model names stay as spelled; the words around them are the language's ("(Pair)", variant labels). */
function nameIn(name: string, language: SeedLanguage): string {
  return name
    .split(" - ")
    .map((part, i) => (i === 0 ? part : variantIn(part, language)).replace(/\bPair\b/g, PAIR[language]))
    .join(" - ");
}

/** "Black / M" → "Schwarz / M". */
function variantIn(suffix: string, language: SeedLanguage): string {
  return suffix
    .split(" / ")
    .map((p) => {
      const words = LABELS[p];
      return words ? word(words, language) : p;
    })
    .join(" / ");
}

const PART_LINE = /^(.+?)(?: \((optional|included)\))?$/;

/**
 * A feature line in the language, or undefined when its pattern or a worded value inside it is unknown:
 * a wording of product-copy.ts or product-features.ts, a line naming one of our models, or a kit's part.
 */
function featureIn(line: string, language: SeedLanguage): string | undefined {
  for (const [patterns, raw] of [
    [[...FEATURES, ...MORE_FEATURES], false],
    [MODEL_FEATURES, true],
  ] as const) {
    for (const [pattern, words] of patterns) {
      const m = pattern.exec(line);
      if (!m) continue;
      const values = m.slice(1).map((v) => (raw ? v : valueIn(v, language)));
      if (values.some((v) => v === undefined)) return undefined;
      return word(words, language).replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1] ?? "");
    }
  }
  const [, part = line, note] = PART_LINE.exec(line) ?? [];
  const label = LABELS[part];
  if (!label) return undefined;
  return note
    ? `${word(label, language)} ${word(PART_NOTES[note as keyof typeof PART_NOTES], language)}`
    : word(label, language);
}

/** A captured value: numbers and units as they are, words (a finish, a colour) through the label table. */
function valueIn(value: string, language: SeedLanguage): string | undefined {
  // A decimal number takes the languages' comma ("21.5 in" → "21,5 in"); other numbers and units stay.
  if (/^\d+\.\d+$/.test(value)) return value.replace(".", ",");
  if (!/[a-z]{3}/i.test(value.replace(/\b(mm|lb|kg|in)\b/g, ""))) return value;
  const words = LABEL_BY_LOWER.get(value.toLowerCase());
  const text = words && word(words, language);
  // German nouns keep their capital; the others read a finish in lower case after the colon.
  return text && (language === "de" ? text : text.charAt(0).toLowerCase() + text.slice(1));
}

/** Every label of the product's options, attributes and gallery that the table knows, by English text. */
function labelsIn(p: SeedProduct, language: SeedLanguage): Record<string, string> {
  const english = new Set<string>();
  for (const c of p.details.configurableAttributes ?? []) {
    english.add(c.label);
    for (const v of c.values) english.add(v.label);
  }
  for (const o of p.details.customOptions ?? []) {
    english.add(o.title);
    for (const v of o.values) english.add(v.title);
  }
  for (const o of p.details.bundleOptions ?? []) english.add(o.title);
  const out: Record<string, string> = {};
  for (const text of english) {
    const words = LABELS[text];
    if (words) out[text] = word(words, language);
  }
  // Gallery: "Name — Black — detail" → the name, its variant and its view in the language.
  for (const g of p.gallery) {
    const [first = g.label, ...rest] = g.label.split(" — ");
    out[g.label] =
      nameIn(first, language) +
      rest
        .map((part) => {
          const view = LABELS[` — ${part}`];
          return view ? word(view, language) : ` — ${variantIn(part, language)}`;
        })
        .join("");
  }
  return out;
}

/** The sub-category whose copy a product takes: its own, else its parent's (configurable children). */
function copyCategory(p: SeedProduct, byId: Map<number, SeedProduct>, categories: CategoryIndex): string | undefined {
  const owner = p.parentId !== null ? byId.get(p.parentId) : p;
  for (const ref of owner?.categories ?? []) {
    const path = categories.byId(ref.categoryId)?.urlPath;
    if (path && SUB_COPY[path]) return path;
  }
  return undefined;
}

/**
 * Name, short description, description, features and labels in every seed language. The copy comes
 * from the product's sub-category templates (i18n/product-copy.ts); a feature list is written only
 * when every line of it has a wording, so no product mixes two languages in one list.
 */
export function translateProducts(products: SeedProduct[], categories: CategoryIndex): void {
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const p of products) {
    const path = copyCategory(p, byId, categories);
    const kettlebell = path?.endsWith("/dumbbells-kettlebells") && /kettlebell/i.test(p.name);
    const copy = path ? (SUB_COPY[kettlebell ? `${path}#kettlebell` : path] ?? SUB_COPY[path]) : undefined;
    const features = Array.isArray(p.attributes.features) ? (p.attributes.features as string[]) : [];
    p.translations = byLanguage((language): Partial<ProductCopy> => {
      const name = nameIn(p.name, language);
      const out: Partial<ProductCopy> = { name, labels: labelsIn(p, language) };
      if (copy) {
        const short = word(copy.short, language)
          .replace("{name}", name)
          .replace("{brand}", String(p.attributes.manufacturer ?? ""));
        if (typeof p.attributes.short_description === "string") out.short_description = short;
        if (typeof p.attributes.description === "string") out.description = `${short} ${word(copy.more, language)}`;
      }
      const lines = features.map((f) => featureIn(f, language));
      if (features.length && lines.every((l): l is string => l !== undefined)) out.features = lines;
      return out;
    }) as TranslationsOf<ProductCopy>;
  }
}
