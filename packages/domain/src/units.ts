import type { Locale } from "./locales.ts";
import { SITES, type SiteCode } from "./sites.ts";

/**
 * The one unit rule (ADR 0020): which measurement system a site's shoppers read, and how a
 * weight or a length is written for them. The catalog is authored in US units (weights in lb,
 * lengths in in/ft); metric sites read every such figure in kg, cm and m.
 */
export type UnitSystem = "imperial" | "metric";

/** Only the US storefronts (USA and APO/FPO) read pounds and inches; every other country is metric. */
const IMPERIAL: ReadonlySet<SiteCode> = new Set(["USA", "APO"]);

export function unitSystemFor(site: SiteCode): UnitSystem {
  return IMPERIAL.has(site) ? "imperial" : "metric";
}

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

/** Where the numbers go: a page locale (html lang) or a bare BCP-47 tag. */
type Tag = Locale | string;
const tagOf = (where: Tag) => (typeof where === "string" ? where : where.tag);

// Building an Intl.NumberFormat costs far more than using one (catalog text runs through here per product).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, unit: string | null, digits: number): Intl.NumberFormat {
  const key = `${tag}|${unit}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      ...(unit ? { style: "unit", unit, unitDisplay: "short" } : {}),
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Precision follows size and unit: 0.11 kg, 9.1 kg, 136 kg; 5.1 cm, 36 cm; 12.2 m — enough to
 * tell products apart, no false precision. US figures keep the copy's own precision.
 */
function digitsFor(value: number, unit: Metric["unit"]): number {
  const size = Math.abs(value);
  if (unit === "kilogram") return size < 1 ? 2 : size < 100 ? 1 : 0;
  if (unit === "centimeter") return size < 10 ? 1 : 0;
  return unit === "meter" ? 1 : 2;
}

type Metric = { value: number; unit: "kilogram" | "pound" | "centimeter" | "meter" | "inch" | "foot" };

function metricWeight(lb: number): Metric {
  return { value: lb * KG_PER_LB, unit: "kilogram" };
}

/** Centimetres up to 3 m, metres beyond (a rig footprint reads 12.2 × 2.4 m, a pad 36 cm). */
function metricLength(inches: number): Metric {
  const cm = inches * CM_PER_IN;
  return cm >= 300 ? { value: cm / 100, unit: "meter" } : { value: cm, unit: "centimeter" };
}

function write(m: Metric, tag: string): string {
  return numberFormat(tag, m.unit, digitsFor(m.value, m.unit)).format(m.value);
}

/** A weight given in pounds, written for the system: "15 lb" or "6.8 kg" (null for no weight). */
export function formatWeight(lb: number | null | undefined, system: UnitSystem, where: Tag): string | null {
  if (lb === null || lb === undefined || !Number.isFinite(lb)) return null;
  return write(system === "metric" ? metricWeight(lb) : { value: lb, unit: "pound" }, tagOf(where));
}

/** A length given in inches, written for the system: "14 in" or "35.6 cm" (null for none). */
export function formatLength(inches: number | null | undefined, system: UnitSystem, where: Tag): string | null {
  if (inches === null || inches === undefined || !Number.isFinite(inches)) return null;
  return write(system === "metric" ? metricLength(inches) : { value: inches, unit: "inch" }, tagOf(where));
}

/* ---------- Figures inside catalog copy ("45 lb Pair", "Footprint: 53 × 68 in", "14-inch pad") ---------- */

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SEP = String.raw`\s?[–-]\s?`;
const TIMES = String.raw`\s?[×x]\s?`;
const parse = (s: string) => Number(s.replace(/,/g, ""));

/** "25–125 lb", "1,000 lb", "(45 lb)", "10 lbs", "2 pounds". */
const WEIGHT = new RegExp(String.raw`(?<![\d.,])(${NUM})(?:${SEP}(${NUM}))?\s?(?:lbs?|pounds?)\b`, "gi");
/**
 * Lengths spelled as units: "53 × 68 in", "16 × 6 ft", "4x6 ft", "34–52 in", "4 inches", "14-inch".
 * A bare "in" counts only where a measure ends (end, punctuation, "deep", "wide"…), so
 * "between 10 and 1,000 in the store currency" stays as written.
 */
const LENGTH = new RegExp(
  String.raw`(?<![\d.,])(${NUM})(?:(${TIMES}|${SEP})(${NUM}))?(?:${TIMES}(${NUM}))?` +
    String.raw`(?:-(inch)\b|\s?(inches|inch|feet|foot|ft)\b|\s?(in)\b(?=$|[.,;:)]|\s+(?:(?:deep|wide|tall|long|high|thick|from|is|and|x|×)\b|[—–-]\s)))`,
  "gi",
);

function convertLength(
  match: string,
  a: string,
  joiner: string | undefined,
  b: string | undefined,
  c: string | undefined,
  adjInch: string | undefined,
  word: string | undefined,
  bareIn: string | undefined,
  tag: string,
): string {
  const unit = (adjInch ?? word ?? bareIn ?? "").toLowerCase();
  const perUnit = unit === "feet" || unit === "foot" || unit === "ft" ? 12 : 1;
  const values = [a, b, c].filter((v): v is string => v !== undefined).map((v) => parse(v) * perUnit);
  if (values.some((v) => !Number.isFinite(v))) return match;
  // One unit for the whole figure, chosen by its largest side.
  const scale = metricLength(Math.max(...values));
  const factor = scale.unit === "meter" ? CM_PER_IN / 100 : CM_PER_IN;
  const metric = values.map((v) => v * factor);
  const last = metric.length - 1;
  const plain = (v: number) => numberFormat(tag, null, digitsFor(v, scale.unit)).format(v);
  const range = joiner !== undefined && /[–-]/.test(joiner);
  const head = metric.slice(0, last).map(plain);
  const tail = write({ value: metric[last] ?? 0, unit: scale.unit }, tag);
  return [...head, tail].join(range ? "–" : " × ");
}

/** "8 kg (18 lb)": the copy already gives the metric figure, so the pounds go. */
const KG_THEN_LB = new RegExp(String.raw`(\d\s?kg)\s?\((?:${NUM})\s?lbs?\)`, "gi");

/** A converted figure is marked while the text is rewritten, to fix its article: "an 18-inch" → "a 46 cm". */
const MARK = "\u0001";
const ARTICLE = new RegExp(String.raw`\b([Aa])n? ${MARK}(\d[\d.,]*)`, "g");
const saysVowel = (num: string) => /^8|^1[18](?![\d])|^1[18][.,]\d{3}(?![\d])/.test(num);

/**
 * Catalog copy (names, option labels, features, descriptions) for a site: on metric sites every
 * weight in lb and every length in in/ft is rewritten in kg, cm or m in the site's number format.
 * Inch marks (3"×3" uprights, 5/8" hardware, Wraps 24") are trade sizes and model names, and
 * ounces are ambiguous (fluid, fabric, coffee): both stay as written (ADR 0020).
 */
export function localizeMeasures(text: string, site: SiteCode): string {
  if (unitSystemFor(site) === "imperial" || text === "") return text;
  const tag = SITES[site].storeLocale.replace("_", "-");
  return text
    .replace(KG_THEN_LB, "$1")
    .replace(WEIGHT, (match, a: string, b: string | undefined) => {
      const lo = metricWeight(parse(a));
      if (!Number.isFinite(lo.value)) return match;
      if (b === undefined) return MARK + write(lo, tag);
      const hi = metricWeight(parse(b));
      return `${MARK}${numberFormat(tag, null, digitsFor(lo.value, lo.unit)).format(lo.value)}–${write(hi, tag)}`;
    })
    .replace(LENGTH, (match, a, joiner, b, c, adjInch, word, bareIn) =>
      convertLength(match, a, joiner, b, c, adjInch, word, bareIn, tag).replace(/^(?=\d)/, MARK),
    )
    .replace(ARTICLE, (_m, a: string, num: string) => `${a}${saysVowel(num) ? "n" : ""} ${MARK}${num}`)
    .replaceAll(MARK, "");
}
