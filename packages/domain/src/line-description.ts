/**
 * What one cart or order line is, in words: the product's name, the configurable choices
 * (Color: Charcoal, Size: L), a bundle's parts with their quantities, the custom options and a gift
 * card's delivery and recipient. Built once from the product and the priced line, so the
 * add-to-cart message, the cart, checkout, the order page and the order mail say the same thing;
 * an order keeps the description it was placed with (the catalog may change later).
 */

/** The product fields a description reads: structural, so a catalog ProductComplete fits. */
export interface DescribableProduct {
  name: string;
  type: string;
  configurableAttributes?: readonly {
    code: string;
    label: string;
    values: readonly { value: string; label: string }[];
  }[];
  children?: readonly { productId: number; name: string; attributes: Record<string, unknown> }[];
  customOptions?: readonly { id: number; title: string; values: readonly { id: number; title: string }[] }[];
}

/** The priced-line fields it reads: the pricing engine's line, in minor units or on the wire. */
export interface DescribableLine {
  childId?: number | undefined;
  options: readonly { optionId: number; valueIds: readonly number[]; text?: string | undefined }[];
  children: readonly { productId: number; qty: number; free?: boolean }[];
  giftcard?: { delivery: "email" | "mail" } | undefined;
}

export interface LineChoice {
  label: string;
  value: string;
}

export interface LineDescription {
  name: string;
  /** Configurable attributes of the chosen variant. */
  choices: LineChoice[];
  /** Bundle parts, quantity per bundle; `included` parts come free with it. */
  parts: { name: string; qty: number; included: boolean }[];
  customOptions: LineChoice[];
  giftcard: {
    delivery: "email" | "mail" | null;
    recipientName: string | null;
    recipientEmail: string | null;
    senderName: string | null;
    message: string | null;
  } | null;
  /** A customised product's design (recipe) id. */
  design: string | null;
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/**
 * The description of a line. `product` may be missing (no longer sold): the name given is used.
 * `metadata` is the buy request's (gift-card recipient, recipe id).
 */
export function describeLine(
  product: DescribableProduct | undefined,
  line: DescribableLine | undefined,
  metadata?: { giftcard?: unknown; recipeId?: unknown; [key: string]: unknown } | null,
  fallbackName = "This product is no longer available",
): LineDescription {
  const choices: LineChoice[] = [];
  const variant =
    line?.childId !== undefined ? product?.children?.find((c) => c.productId === line.childId) : undefined;
  if (variant)
    for (const attr of product?.configurableAttributes ?? []) {
      const raw = variant.attributes[attr.code];
      if (raw === undefined || raw === null || raw === "") continue;
      const value = attr.values.find((v) => v.value === String(raw))?.label ?? String(raw);
      choices.push({ label: attr.label, value });
    }
  const names = new Map((product?.children ?? []).map((c) => [c.productId, c.name]));
  const parts =
    product?.type === "bundle"
      ? (line?.children ?? []).map((c) => ({
          name: names.get(c.productId) ?? `Product ${c.productId}`,
          qty: c.qty,
          included: c.free === true,
        }))
      : [];
  const customOptions: LineChoice[] = [];
  for (const o of line?.options ?? []) {
    const option = product?.customOptions?.find((c) => c.id === o.optionId);
    if (!option) continue;
    const value =
      o.text ??
      option.values
        .filter((v) => o.valueIds.includes(v.id))
        .map((v) => v.title)
        .join(" + ");
    if (value) customOptions.push({ label: option.title, value });
  }
  const gc = (metadata?.giftcard ?? null) as Record<string, unknown> | null;
  const giftcard =
    gc || line?.giftcard
      ? {
          delivery:
            line?.giftcard?.delivery ?? (gc?.delivery === "email" || gc?.delivery === "mail" ? gc.delivery : null),
          recipientName: text(gc?.recipientName),
          recipientEmail: text(gc?.recipientEmail),
          senderName: text(gc?.senderName),
          message: text(gc?.message),
        }
      : null;
  return {
    name: product?.name ?? fallbackName,
    choices,
    parts,
    customOptions,
    giftcard,
    design: text(metadata?.recipeId),
  };
}

/**
 * The words lineDetails puts around the data (issue #15: a page words them in its language; the
 * mail and the defaults are English).
 */
export interface LineWords {
  included(qty: number, name: string): string;
  /** The gift card's delivery (null: not chosen), to whom when known. */
  giftcard(delivery: "email" | "mail" | null, to: string | null): string;
  from(name: string): string;
  message(text: string): string;
  design(id: string): string;
}

export const ENGLISH_LINE_WORDS: LineWords = {
  included: (qty, name) => `${qty} × ${name} (included)`,
  giftcard: (delivery, to) => {
    const how = delivery === "email" ? "Sent by email" : delivery === "mail" ? "Sent by mail" : "Gift card";
    return to ? `${how} to ${to}` : how;
  },
  from: (name) => `From ${name}`,
  message: (text) => `Message: ${text}`,
  design: (id) => `Customised (design ${id})`,
};

/**
 * The description as short lines under the name, the same on every page and in the mail:
 * "Color: Charcoal", "2 × Barbell (included)", "Engraving: ABC", "Sent by email to Jo <jo@x.com>".
 */
export function lineDetails(d: Omit<LineDescription, "name">, words: LineWords = ENGLISH_LINE_WORDS): string[] {
  const out = d.choices.map((c) => `${c.label}: ${c.value}`);
  for (const p of d.parts) out.push(p.included ? words.included(p.qty, p.name) : `${p.qty} × ${p.name}`);
  for (const o of d.customOptions) out.push(`${o.label}: ${o.value}`);
  const g = d.giftcard;
  if (g) {
    const to = g.recipientName
      ? `${g.recipientName}${g.recipientEmail ? ` <${g.recipientEmail}>` : ""}`
      : g.recipientEmail;
    out.push(words.giftcard(g.delivery, to || null));
    if (g.senderName) out.push(words.from(g.senderName));
    if (g.message) out.push(words.message(g.message));
  }
  if (d.design) out.push(words.design(d.design));
  return out;
}
