import { useCallback } from "react";
import { useLocale } from "./locale.ts";

/**
 * @deprecated Issue 15: a count with a noun is an ICU plural in a catalog message
 * (`"{count, plural, one {# item} other {# items}}"`, ADR 0035), chosen by the page language's rule.
 * This module stays only until the last English-only callers move to their catalogs; then it goes.
 *
 * One plural rule for every count shown with a noun (issue 13 item 7, ADR 0019): the form is
 * chosen by `Intl.PluralRules` (CLDR categories), never by `n === 1`. `#` in a form stands for the
 * count, formatted for the page locale ("1,234" / "1.234"). A form without `#` names the thing only
 * ("marked field" / "marked fields").
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The language the forms are written in. Every message is English until translations land; a
 * rule must match the words' language (French counts 0 as singular, English does not), so a page
 * in another language takes the English rule for English words.
 */
const MESSAGES_LANGUAGE = "en";

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, tag: string, make: () => T): T {
  let found = map.get(tag);
  if (!found) {
    found = make();
    map.set(tag, found);
  }
  return found;
}

/** The locale whose plural rule fits the forms: the page's when it speaks the forms' language. */
function ruleLocale(tag: string): string {
  return new Intl.Locale(tag).language === MESSAGES_LANGUAGE ? tag : MESSAGES_LANGUAGE;
}

/** `plural(1, ITEMS, "en-US")` → "1 item"; `plural(1234, ITEMS, "de-DE")` → "1.234 items". */
export function plural(count: number, forms: PluralForms, tag: string): string {
  const rule = cached(rules, tag, () => new Intl.PluralRules(ruleLocale(tag)));
  const form = forms[rule.select(count)] ?? forms.other;
  if (!form.includes("#")) return form;
  return form.replaceAll("#", cached(numbers, tag, () => new Intl.NumberFormat(tag)).format(count));
}

/** `plural` bound to the page locale (the same function while the locale stays). */
export function usePlural(): (count: number, forms: PluralForms) => string {
  const { tag } = useLocale().locale;
  return useCallback((count, forms) => plural(count, forms, tag), [tag]);
}

/** Nouns counted on several pages. */
export const ITEMS: PluralForms = { one: "# item", other: "# items" };
export const PRODUCTS: PluralForms = { one: "# product", other: "# products" };
export const RESULTS: PluralForms = { one: "# result", other: "# results" };
export const ORDERS: PluralForms = { one: "# order", other: "# orders" };
