/**
 * How a validation rule hands its message to a reader (issue #15 item 2). A rule answers a
 * `ValidationIssue`: a stable `key` (what went wrong), the `field` it names and the `values` the
 * sentence carries, plus `text`, the spec's English sentence (SPEC §5). The server answers `text`
 * (the API's English message is unchanged); the storefront formats `key`/`field`/`values` from its
 * `validation` catalog in the page's language. The rule writes its English once, where it decides.
 */

/** What went wrong; each is one message of the storefront's `validation` catalog. */
export const VALIDATION_KEYS = [
  "required",
  "tooLong",
  "tooShort",
  "email",
  "phone",
  "country",
  "region",
  "postcode",
  "postcodeExample",
  "selectList",
  "cardNumber",
  "cardExpiry",
  "cardExpired",
  "cardCvc",
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/**
 * The labels validation messages name, by a stable id, in the spec's English. Region lines are
 * named as the country names them (libaddressinput's kinds, ADR 0020): "State", "County", "Do/Si".
 */
export const FIELD_LABELS = {
  firstname: "First Name",
  lastname: "Last Name",
  company: "Company",
  telephone: "Phone Number",
  street: "Street Address",
  street2: "Street Address Line 2",
  city: "City",
  countryId: "Country",
  region: "State/Province",
  postcode: "Zip/Postal Code",
  email: "Email",
  password: "Password",
  newEmail: "New Email",
  newPassword: "New Password",
  currentPassword: "Current Password",
  confirmNewPassword: "Confirm New Password",
  orderNumber: "Order number",
  nameOnCard: "Name on Card",
  cardNumber: "Card Number",
  expiryDate: "Expiry Date",
  securityCode: "Security Code",
  area: "Area",
  county: "County",
  department: "Department",
  district: "District",
  do_si: "Do/Si",
  emirate: "Emirate",
  island: "Island",
  oblast: "Oblast",
  parish: "Parish",
  prefecture: "Prefecture",
  province: "Province",
  state: "State",
  state_territory: "State/Territory",
} as const;
export type FieldLabelId = keyof typeof FIELD_LABELS;
/** A label in the spec's English ("Name on Card"). */
export type FieldLabel = (typeof FIELD_LABELS)[FieldLabelId];

/** The id of an English label (for callers that still name fields in English). */
export const labelId = (label: FieldLabel): FieldLabelId =>
  (Object.keys(FIELD_LABELS) as FieldLabelId[]).find((id) => FIELD_LABELS[id] === label) as FieldLabelId;

export const isFieldLabelId = (value: unknown): value is FieldLabelId =>
  typeof value === "string" && Object.hasOwn(FIELD_LABELS, value);

/** Numbers and data a message carries. */
export interface ValidationValues {
  max?: number;
  min?: number;
  example?: string;
}

export interface ValidationIssue {
  key: ValidationKey;
  /** The field the sentence names ("Please enter your first name"), when it names one. */
  field?: FieldLabelId;
  values?: ValidationValues;
  /** The spec's English sentence: what the API answers and the English catalog says. */
  text: string;
}

/** One field's rules run in order; the first failing one is the field's message (SPEC §5: only the first error). */
export type FieldRule = (value: unknown) => ValidationIssue | null;

export const issue = (
  key: ValidationKey,
  text: string,
  field?: FieldLabelId,
  values?: ValidationValues,
): ValidationIssue => ({ key, text, ...(field ? { field } : {}), ...(values ? { values } : {}) });

export const textOf = (found: ValidationIssue | null): string | null => found?.text ?? null;
