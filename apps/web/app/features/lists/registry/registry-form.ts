import type { ListMetadataIn } from "@ironworks/contracts";
import { PRIORITIES, type Priority } from "./registry-item.ts";

/**
 * Reading the registry forms (plain form posts, so they work before hydration). The service
 * validates again with the contract; these give the shopper field-level messages first: each a
 * lists catalog key, which the route words in the page's language (wordErrors).
 */
export type FieldErrors = Partial<Record<string, string>>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : "";
};

const isRealDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

export type RegistryDetails = Required<Pick<ListMetadataIn, "name" | "eventName" | "eventDate" | "isPublic">>;

/** Name (required), event name, event date (YYYY-MM-DD) and the public checkbox. */
export function parseRegistryDetails(form: FormData): Parsed<RegistryDetails> {
  const values = { name: text(form, "name"), eventName: text(form, "eventName"), eventDate: text(form, "eventDate") };
  const errors: FieldErrors = {};
  if (!values.name) errors.name = "lists.registry.error.name";
  else if (values.name.length > 120) errors.name = "lists.registry.error.tooLong";
  if (values.eventName.length > 120) errors.eventName = "lists.registry.error.tooLong";
  if (values.eventDate && !isRealDate(values.eventDate)) errors.eventDate = "lists.registry.error.date";
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return { ok: true, value: { ...values, isPublic: form.get("isPublic") !== null } };
}

const wholeNumber = (raw: string, min: number, max: number) => {
  if (!/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
};

/** A registry item's wanted quantity (1–9999) and priority. */
export function parseRegistryItem(form: FormData): Parsed<{ itemId: string; wanted: number; priority: Priority }> {
  const itemId = text(form, "itemId");
  const values = { wanted: text(form, "wanted"), priority: text(form, "priority") };
  const errors: FieldErrors = {};
  const wanted = wholeNumber(values.wanted, 1, 9999);
  if (wanted === null) errors.wanted = "lists.registry.error.qty";
  const priority = PRIORITIES.find((p) => p === values.priority);
  if (!priority) errors.priority = "lists.registry.error.priority";
  if (!itemId) errors.itemId = "lists.registry.error.item";
  if (wanted === null || !priority || !itemId) return { ok: false, errors, values: { ...values, itemId } };
  return { ok: true, value: { itemId, wanted, priority } };
}

/** A quantity to buy or add (1–9999) from the form field `field` (default "qty"); blank means 1. */
export function parseQty(form: FormData, field = "qty"): number | null {
  const raw = text(form, field);
  return raw === "" ? 1 : wholeNumber(raw, 1, 9999);
}
