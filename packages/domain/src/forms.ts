import { findAddressFormat, postcodeMatches } from "./address.ts";

/**
 * The store's forms (issue #24 part 3, issue #19 item 2's gallery), each defined once: its fields,
 * their validation, and which team is told of a submission. The server validates a submission with
 * {@link validateForm}; the pages render the same definition and check the same rules as you type.
 *
 * The wire is Wufoo's (SPEC §7 `POST /svc_ssr/submit/wufoo`): multipart form data with the form's
 * `formHash` and one part per field, named by the field's `name`.
 */

import { type FormAnswers, type FormSlug, type FormStatus, GYM_EQUIPMENT, GYM_TYPES } from "./gyms.ts";

export { FORM_SLUGS, FORM_STATUSES, type FormAnswers, type FormSlug, type FormStatus } from "./gyms.ts";

/** The teams a submission is mailed to (the mailbox per team: FORM_TEAM_ADDRESSES). */
export const FORM_TEAMS = ["support", "gyms", "sponsorship", "wholesale", "catalog", "content"] as const;
export type FormTeam = (typeof FORM_TEAMS)[number];
export const FORM_TEAM_ADDRESSES: Record<FormTeam, string> = {
  support: "support@ironworks.example",
  gyms: "gym-map@ironworks.example",
  sponsorship: "athletes@ironworks.example",
  wholesale: "wholesale@ironworks.example",
  catalog: "catalog@ironworks.example",
  content: "theindex@ironworks.example",
};

export type FormFieldKind =
  | "text"
  | "textarea"
  | "email"
  | "tel"
  | "url"
  | "select"
  | "multiselect"
  | "country"
  | "us-state"
  | "us-zip"
  | "image"
  | "consent";

export interface FormField {
  /** The form-data part's name, also the i18n key's last part (`forms.field.{name}`). */
  name: string;
  kind: FormFieldKind;
  required: boolean;
  /** Most characters (text kinds). */
  max?: number;
  /** The values a select / multiselect accepts (labels: `forms.option.{name}.{value}`). */
  options?: readonly string[];
  /** An image field: at most this many files. */
  maxFiles?: number;
}

export interface FormDefinition {
  slug: FormSlug;
  /** Wufoo's form id (`formHash`): what the submit endpoint is told. */
  hash: string;
  team: FormTeam;
  /** A submission waits for a staff decision (approve / reject) before it shows anywhere. */
  moderated: boolean;
  fields: readonly FormField[];
}

/** The most bytes one uploaded image may have (issue #19: over 10 MB is a 413). */
export const FORM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const NAME = { kind: "text", required: true, max: 100 } as const;
const EMAIL = { name: "email", kind: "email", required: true, max: 254 } as const;
const MESSAGE = { name: "message", kind: "textarea", required: true, max: 4000 } as const;

export const CONTACT_TOPICS = ["order", "product", "returns", "shipping", "other"] as const;
export const SPORTS = ["weightlifting", "powerlifting", "strongman", "crossfit", "rugby", "other"] as const;
export const BUSINESS_TYPES = ["retailer", "distributor", "gym", "school", "other"] as const;

export const FORMS: readonly FormDefinition[] = [
  {
    slug: "contact-us",
    hash: "z1contact0us24",
    team: "support",
    moderated: false,
    fields: [
      { name: "name", ...NAME },
      EMAIL,
      { name: "topic", kind: "select", required: true, options: CONTACT_TOPICS },
      { name: "orderNumber", kind: "text", required: false, max: 40 },
      MESSAGE,
    ],
  },
  {
    slug: "gym-application",
    hash: "z2gym0apply24",
    team: "gyms",
    moderated: true,
    fields: [
      { name: "gymName", ...NAME },
      { name: "contactName", ...NAME },
      EMAIL,
      { name: "phone", kind: "tel", required: false, max: 40 },
      { name: "gymType", kind: "select", required: true, options: GYM_TYPES },
      { name: "street", kind: "text", required: true, max: 200 },
      { name: "city", kind: "text", required: true, max: 100 },
      { name: "region", kind: "text", required: false, max: 100 },
      { name: "postcode", kind: "text", required: true, max: 20 },
      { name: "country", kind: "country", required: true },
      { name: "hours", kind: "text", required: true, max: 200 },
      { name: "equipment", kind: "multiselect", required: true, options: GYM_EQUIPMENT },
      { name: "website", kind: "url", required: false, max: 300 },
      { name: "photo", kind: "image", required: false, maxFiles: 1 },
    ],
  },
  {
    slug: "athlete-sponsorship",
    hash: "z3athlete0sponsor24",
    team: "sponsorship",
    moderated: false,
    fields: [
      { name: "name", ...NAME },
      EMAIL,
      { name: "sport", kind: "select", required: true, options: SPORTS },
      { name: "country", kind: "country", required: true },
      { name: "instagram", kind: "text", required: false, max: 60 },
      { name: "results", kind: "textarea", required: true, max: 4000 },
      { name: "photo", kind: "image", required: false, maxFiles: 1 },
    ],
  },
  {
    slug: "wholesale",
    hash: "z4wholesale24",
    team: "wholesale",
    moderated: false,
    fields: [
      { name: "company", ...NAME },
      { name: "contactName", ...NAME },
      EMAIL,
      { name: "phone", kind: "tel", required: true, max: 40 },
      { name: "businessType", kind: "select", required: true, options: BUSINESS_TYPES },
      { name: "country", kind: "country", required: true },
      { name: "taxId", kind: "text", required: false, max: 40 },
      MESSAGE,
    ],
  },
  {
    slug: "catalog-request",
    hash: "z5catalog0request24",
    team: "catalog",
    moderated: false,
    fields: [
      { name: "name", ...NAME },
      EMAIL,
      { name: "street", kind: "text", required: true, max: 200 },
      { name: "street2", kind: "text", required: false, max: 200 },
      { name: "city", kind: "text", required: true, max: 100 },
      { name: "state", kind: "us-state", required: true },
      { name: "zip", kind: "us-zip", required: true },
    ],
  },
  {
    slug: "ryourogue",
    hash: "z6ryourogue24",
    team: "content",
    moderated: true,
    fields: [
      { name: "name", ...NAME },
      EMAIL,
      { name: "gymName", kind: "text", required: true, max: 100 },
      { name: "city", kind: "text", required: true, max: 100 },
      { name: "story", kind: "textarea", required: false, max: 1000 },
      { name: "photos", kind: "image", required: true, maxFiles: 3 },
      { name: "consent", kind: "consent", required: true },
    ],
  },
];

export function formBySlug(slug: string): FormDefinition | undefined {
  return FORMS.find((f) => f.slug === slug);
}

export function formByHash(hash: string): FormDefinition | undefined {
  return FORMS.find((f) => f.hash === hash);
}

/** Why a field is refused (labels: `forms.error.{issue}`). */
export type FormIssue =
  | "required"
  | "tooLong"
  | "email"
  | "tel"
  | "url"
  | "option"
  | "country"
  | "usState"
  | "usZip"
  | "tooManyFiles"
  | "unknown";

export interface FormFieldIssue {
  field: string;
  issue: FormIssue;
  /** For tooLong / tooManyFiles: the limit. */
  max?: number;
}

/** A submission's values: one string per text field, a list for a multiselect; images counted apart. */
export type FormValues = Record<string, string | string[]>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TEL_RE = /^\+?[0-9 ()./-]{6,40}$/;
const US_STATES = new Set((findAddressFormat("US")?.regions ?? []).map((r) => r.code));

/** The US states and territories the catalog ships to (codes, for the form's select). */
export const usStates = (): string[] => [...US_STATES];

function validUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

const list = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean);
const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")).trim();

/** One field's issue, or null when it is fine (`fileCount`: how many files an image field got). */
export function fieldIssue(
  field: FormField,
  value: string | string[] | undefined,
  fileCount = 0,
): FormFieldIssue | null {
  const at = (issue: FormIssue, max?: number): FormFieldIssue => ({
    field: field.name,
    issue,
    ...(max ? { max } : {}),
  });
  if (field.kind === "image") {
    if (fileCount === 0) return field.required ? at("required") : null;
    return fileCount > (field.maxFiles ?? 1) ? at("tooManyFiles", field.maxFiles ?? 1) : null;
  }
  if (field.kind === "multiselect") {
    const values = list(value);
    if (values.length === 0) return field.required ? at("required") : null;
    return values.every((v) => field.options?.includes(v)) ? null : at("option");
  }
  const v = one(value);
  if (field.kind === "consent") return v === "yes" || v === "on" || v === "true" ? null : at("required");
  if (!v) return field.required ? at("required") : null;
  if (field.max && v.length > field.max) return at("tooLong", field.max);
  switch (field.kind) {
    case "email":
      return EMAIL_RE.test(v) ? null : at("email");
    case "tel":
      return TEL_RE.test(v) ? null : at("tel");
    case "url":
      return validUrl(v) ? null : at("url");
    case "select":
      return field.options?.includes(v) ? null : at("option");
    case "country":
      return /^[A-Z]{2}$/.test(v) && findAddressFormat(v) ? null : at("country");
    case "us-state":
      return US_STATES.has(v.toUpperCase()) ? null : at("usState");
    case "us-zip":
      return postcodeMatches("US", v) ? null : at("usZip");
    default:
      return null;
  }
}

/**
 * A submission checked against its form: every issue (each named by its field) or the cleaned
 * values (trimmed; a state in capitals; a multiselect a list; the consent a boolean). Parts that
 * are no field of the form are ignored. `fileCounts`: files received per image field.
 */
export function validateForm(
  form: FormDefinition,
  values: FormValues,
  fileCounts: Record<string, number> = {},
): { ok: true; data: FormAnswers } | { ok: false; issues: FormFieldIssue[] } {
  const issues: FormFieldIssue[] = [];
  const data: FormAnswers = {};
  for (const field of form.fields) {
    const issue = fieldIssue(field, values[field.name], fileCounts[field.name] ?? 0);
    if (issue) {
      issues.push(issue);
      continue;
    }
    if (field.kind === "image") continue;
    if (field.kind === "multiselect") data[field.name] = list(values[field.name]);
    else if (field.kind === "consent") data[field.name] = true;
    else {
      const v = one(values[field.name]);
      if (v) data[field.name] = field.kind === "us-state" ? v.toUpperCase() : v;
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, data };
}

export const initialStatus = (form: FormDefinition): FormStatus => (form.moderated ? "pending" : "received");

/** The most files any form takes, and so the most bytes one submission may carry (its text parts aside). */
export const FORM_MAX_FILES = Math.max(
  ...FORMS.map((f) => f.fields.reduce((n, field) => n + (field.kind === "image" ? (field.maxFiles ?? 1) : 0), 0)),
);
export const FORM_UPLOAD_MAX_BYTES = FORM_MAX_FILES * FORM_IMAGE_MAX_BYTES + 1024 * 1024;
