import { z } from "zod";
import { type FreeFormLimits, freeForm } from "./bounded.ts";
import { COPY_LANGUAGES } from "./staff-content.ts";

/**
 * The back office's wire shapes (issue #17, ADR 0037): staff sign-in and setup, the staff API's
 * inputs. The console's forms validate with these same schemas before they post.
 */

/** Staff roles (issue #17 item 2). */
export const STAFF_ROLES = ["owner", "merchandiser", "support", "author", "moderator", "viewer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that move money sign in with a second factor (TOTP); the others may enrol one. */
export const MONEY_ROLES: readonly StaffRole[] = ["owner", "support"];

export const STAFF_ERROR_CODES = {
  unauthenticated: "staff_unauthenticated",
  forbidden: "staff_forbidden",
  invalidCredentials: "staff_invalid_credentials",
  setupInvalid: "staff_setup_invalid",
  versionConflict: "version_conflict",
  refundExceedsCaptured: "refund_exceeds_captured",
  orderNotRefundable: "order_not_refundable",
  refundNotSupported: "refund_not_supported",
  refundFailed: "refund_failed",
  orderNotCancellable: "order_not_cancellable",
  orderMailNotSent: "order_mail_not_sent",
  refundInProgress: "refund_in_progress",
  mailNotRetryable: "mail_not_retryable",
  idempotencyKeyReused: "idempotency_key_reused",
  urlInUse: "url_in_use",
  redirectShadowsPage: "redirect_shadows_page",
  jobNotRetryable: "job_not_retryable",
  staffEmailTaken: "staff_email_taken",
  staffSelf: "staff_self",
  staffLastOwner: "staff_last_owner",
  staffTotpRequired: "staff_totp_required",
  skuInUse: "sku_in_use",
  productNotDuplicable: "product_not_duplicable",
  refundExceedsTender: "refund_exceeds_tender",
  identifierInUse: "identifier_in_use",
  categoryNotEmpty: "category_not_empty",
  optionValueExists: "option_value_exists",
  lastOptionValue: "last_option_value",
  optionExists: "option_exists",
  optionHasValues: "option_has_values",
  lastOption: "last_option",
} as const;

const Email = z.string().trim().toLowerCase().max(254, "is too long").email("is not an email address");
/** Six digits from the authenticator app. */
/** A calendar day (YYYY-MM-DD) in a filter. */
const IsoDay = z.string().trim().max(10).pipe(z.iso.date());

/** What a flag's value may be: a scalar or a small list/object (flags hold switches, years, lists of SKUs). */
const FLAG_VALUE_LIMITS: FreeFormLimits = {
  maxChars: 4096,
  maxDepth: 3,
  maxKeys: 50,
  maxKeyLength: 64,
  maxString: 2000,
  maxArray: 200,
};

const TotpCode = z
  .string()
  .trim()
  .max(16)
  .regex(/^\d{6}$/, "must be the 6 digits from your authenticator app");

export const StaffSignInRequest = z.object({
  email: Email,
  password: z.string().min(1, "is required").max(256, "is too long"),
  code: TotpCode.optional(),
});
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

/** A new staff member's first password: 12 characters or more (NIST 800-63B for privileged accounts). */
export const StaffPassword = z.string().min(12, "must be at least 12 characters").max(256, "is too long");

export const StaffSetupRequest = z.object({
  token: z.string().min(16).max(128),
  password: StaffPassword,
  code: TotpCode.optional(),
});
export type StaffSetupRequest = z.infer<typeof StaffSetupRequest>;

/** POST /svc_staff/staff: the owner invites a member (a one-time setup link, as the CLI's). */
export const StaffInvite = z.object({ email: Email, role: z.enum(STAFF_ROLES) });
export type StaffInvite = z.infer<typeof StaffInvite>;

/**
 * POST /svc_staff/products/:id/duplicate: a new product from an existing one (its copy, prices,
 * attributes, options, gallery and categories), hidden until the merchandiser lists it.
 */
export const StaffProductDuplicate = z.object({
  sku: z
    .string()
    .trim()
    .max(64, "is too long")
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "must be letters, digits, . _ or -"),
  urlKey: z
    .string()
    .trim()
    .max(200, "is too long")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by -"),
  name: z.string().trim().max(255, "is too long").min(1, "is required"),
});
export type StaffProductDuplicate = z.infer<typeof StaffProductDuplicate>;

/** The SKU and URL key rules of a new product (the duplicate's and the create's). */
const NewSku = z
  .string()
  .trim()
  .min(1, "is required")
  .max(64, "is too long")
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "must be letters, digits, . _ or -");
const NewUrlKey = z
  .string()
  .trim()
  .min(1, "is required")
  .max(200, "is too long")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by -");
const NewName = z.string().trim().max(255, "is too long");
const NewPrice = z.object({
  storeId: z.number().int().min(1).max(999),
  price: z.number().int("must be whole minor units").min(0, "must not be negative").max(99_999_999_999),
});

/** A configurable product's option attribute (what its variants vary on: size, colour …) and its values. */
export const StaffNewOptionAttribute = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "must be a lower-case code (size, color …)"),
  label: z.string().trim().min(1, "is required").max(60, "is too long"),
  values: z
    .array(
      z.object({
        value: z.string().trim().min(1, "is required").max(60, "is too long"),
        label: z.string().trim().min(1, "is required").max(60, "is too long"),
      }),
    )
    .min(1, "needs at least one value")
    .max(50, "at most 50 values"),
});

/** One child of a configurable product: its own SKU, option values, prices (else the parent's) and stock. */
export const StaffNewVariant = z.object({
  sku: NewSku,
  /** The variant's value of each option attribute, e.g. `[{ code: "size", value: "M" }]`. */
  options: z
    .array(z.object({ code: z.string().trim().max(40), value: z.string().trim().min(1, "is required").max(60) }))
    .max(3),
  prices: z.array(NewPrice).max(20).optional(),
  qty: z.number().int("must be a whole number").min(0, "must not be negative").max(1_000_000).default(0),
});

/**
 * POST /svc_staff/products: a new product from scratch (issue #17), of any catalog type, hidden until
 * listed. Names per language (English required), prices per store in minor units (the stores it is
 * sold in; none for grouped and gift card products, whose members or amounts are priced), stock on
 * hand; a configurable product names its option attributes and its variants (children).
 */
export const StaffProductCreate = z
  .object({
    type: z.enum(["simple", "configurable", "bundle", "grouped", "giftcard", "virtual"]),
    sku: NewSku,
    urlKey: NewUrlKey,
    names: z.object({
      en: NewName.min(1, "is required"),
      de: NewName.optional(),
      fr: NewName.optional(),
      es: NewName.optional(),
      nl: NewName.optional(),
    }),
    prices: z.array(NewPrice).max(20).default([]),
    qty: z.number().int("must be a whole number").min(0, "must not be negative").max(1_000_000).default(0),
    weight: z.number().min(0, "must not be negative").max(100_000).nullable().optional(),
    /** Configurable: the attributes its variants vary on, and the variants. */
    optionAttributes: z.array(StaffNewOptionAttribute).max(3, "at most 3").optional(),
    variants: z.array(StaffNewVariant).max(200, "at most 200").optional(),
    /** Grouped: the member products' ids. */
    groupedIds: z.array(z.number().int().positive()).max(50).optional(),
    /** Gift card: the amounts offered, in the store's major units. */
    giftcardAmounts: z.array(z.number().positive("must be more than 0").max(10_000)).max(20).optional(),
  })
  .strict();
export type StaffProductCreate = z.infer<typeof StaffProductCreate>;
export type StaffProductCreateInput = z.input<typeof StaffProductCreate>;

/** A swatch colour of a colour option's value (`#rrggbb`, kept lower-case; ADR 0058). */
export const SwatchHex = z
  .string()
  .trim()
  .max(7, "must be a colour as #rrggbb")
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour as #rrggbb")
  .transform((s) => s.toLowerCase());

/** An option value's code or label: one short line, no control characters. */
const OptionText = z
  .string()
  .trim()
  .min(1, "is required")
  .max(60, "is too long")
  .refine((s) => !/\p{Cc}/u.test(s), "must not contain control characters");
const OptionCode = z.string().trim().min(1, "is required").max(40, "is too long");

/** The languages an option value's label is translated into (English is the label itself). */
export const VALUE_LABEL_LANGUAGES = COPY_LANGUAGES.filter(
  (l): l is Exclude<(typeof COPY_LANGUAGES)[number], "en"> => l !== "en",
);
/**
 * An option value's label per language (ADR 0062), kept in the product's `labels` by the English label
 * as the storefront reads them; "" removes a translation (the storefront shows English).
 */
const ValueLabels = z
  .object(
    Object.fromEntries(
      VALUE_LABEL_LANGUAGES.map((l) => [
        l,
        z
          .string()
          .trim()
          .max(60, "is too long")
          .refine((s) => !/\p{Cc}/u.test(s), "must not contain control characters")
          .optional(),
      ]),
    ) as Record<(typeof VALUE_LABEL_LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
  )
  .strict();
const ProductVersion = z.string().trim().min(1, "is required").max(40, "is too long");

/**
 * POST /svc_staff/products/:id/option-values (ADR 0058): a new value of one option of an existing
 * configurable product (a new size "XL") and its variants, one per combination with the other options'
 * values (`options`: those other options' values; `{}` when the product varies on one option only), each
 * with its own SKU, prices per store (else the parent's) and stock.
 */
export const StaffOptionValueAdd = z
  .object({
    version: ProductVersion,
    code: OptionCode,
    value: OptionText,
    label: OptionText,
    labels: ValueLabels.optional(),
    swatch: SwatchHex.nullable().optional(),
    variants: z
      .array(
        z
          .object({
            options: z.record(OptionCode, OptionText).default({}),
            sku: NewSku,
            prices: z.array(NewPrice).max(20).optional(),
            qty: z.number().int("must be a whole number").min(0, "must not be negative").max(1_000_000).default(0),
          })
          .strict(),
      )
      .min(1, "needs at least one variant")
      .max(200, "at most 200"),
  })
  .strict();
export type StaffOptionValueAdd = z.infer<typeof StaffOptionValueAdd>;
export type StaffOptionValueAddInput = z.input<typeof StaffOptionValueAdd>;

/** PUT /svc_staff/products/:id/option-values: a value's label, its translations and (colour options) swatch. */
export const StaffOptionValueEdit = z
  .object({
    version: ProductVersion,
    code: OptionCode,
    value: OptionText,
    label: OptionText.optional(),
    labels: ValueLabels.optional(),
    swatch: SwatchHex.nullable().optional(),
  })
  .strict();
export type StaffOptionValueEdit = z.infer<typeof StaffOptionValueEdit>;

/** DELETE /svc_staff/products/:id/option-values?version=&code=&value=: a value leaves the option. */
export const StaffOptionValueRemove = z.object({ version: ProductVersion, code: OptionCode, value: OptionText });
export type StaffOptionValueRemove = z.infer<typeof StaffOptionValueRemove>;

/**
 * PUT /svc_staff/products/:id/option-values/order (ADR 0062): one option's values in the order the
 * storefront picker shows them — every current value exactly once.
 */
export const StaffOptionValueOrder = z
  .object({
    version: ProductVersion,
    code: OptionCode,
    values: z.array(OptionText).min(1, "is required").max(50, "at most 50"),
  })
  .strict();
export type StaffOptionValueOrder = z.infer<typeof StaffOptionValueOrder>;

/**
 * POST /svc_staff/products/:id/options (ADR 0063): a new option (variant axis, e.g. "Grip") of an existing
 * configurable product with its first value, which every variant takes (no new variants, SKUs unchanged).
 * More values come through POST …/option-values.
 */
export const StaffOptionAdd = z
  .object({
    version: ProductVersion,
    code: StaffNewOptionAttribute.shape.code,
    label: OptionText,
    value: OptionText,
    valueLabel: OptionText,
    swatch: SwatchHex.nullable().optional(),
  })
  .strict();
export type StaffOptionAdd = z.infer<typeof StaffOptionAdd>;
export type StaffOptionAddInput = z.input<typeof StaffOptionAdd>;

/** DELETE /svc_staff/products/:id/options?version=&code=: an option with one value left leaves the product. */
export const StaffOptionRemove = z.object({ version: ProductVersion, code: OptionCode });
export type StaffOptionRemove = z.infer<typeof StaffOptionRemove>;

/**
 * The answer of the option-value writes: the editor's product, and the variants made, restored, retired (ordered
 * once: kept, off every storefront) and deleted (never ordered).
 */
export interface StaffVariantsChanged {
  product: StaffProduct;
  created: number[];
  /** Retired variants of a removed value added again: back on sale (ADR 0062). */
  restored: number[];
  retired: number[];
  deleted: number[];
}

/** The answer of POST /products: the new product and, for a configurable one, its variants' ids. */
export interface StaffProductCreated {
  id: number;
  childrenIds: number[];
}

/** Images per upload (POST /svc_staff/products/:id/images); each up to 10 MB. */
export const PRODUCT_IMAGES_PER_UPLOAD = 10;

/** PUT /svc_staff/staff/:id/role. */
export const StaffRoleChange = z.object({ role: z.enum(STAFF_ROLES) });

/** A member as the owner's staff screen lists them. */
export interface StaffMemberView {
  id: number;
  email: string;
  role: StaffRole;
  /** invited: the setup link is not used yet (or a new one was sent); disabled: cannot sign in. */
  status: "invited" | "active" | "disabled";
  totp: boolean;
  createdAt: string;
  /** The latest activity of any of their sessions, or null. */
  lastSeenAt: string | null;
}

export interface StaffMe {
  id: number;
  email: string;
  role: StaffRole;
  permissions: string[];
}

/** GET /svc_staff/orders query. */
export const StaffOrderQuery = z.object({
  q: z.string().trim().max(254).optional(),
  status: z.string().trim().max(40).optional(),
  storeId: z.coerce.number().int().min(1).max(999).optional(),
  /** A customer's orders (the customer page). */
  customerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuery>;

export const StaffShipRequest = z.object({ carrier: z.string().trim().min(1).max(40).optional() });

/** A refund in the order's currency, minor units; no amount refunds everything still refundable. */
export const StaffRefundRequest = z
  .object({
    amountMinor: z.number().int("must be whole minor units").positive("must be more than 0").optional(),
    /**
     * Explicit parts per tender (ADR 0057) instead of a total: the provider's part and each gift
     * card's; each at most what is left of that tender (409 refund_exceeds_tender).
     */
    tenders: z
      .object({
        providerMinor: z.number().int("must be whole minor units").min(0, "must not be negative").optional(),
        giftcards: z
          .array(
            z.object({
              code: z.string().trim().min(1, "is required").max(64, "is too long"),
              amountMinor: z.number().int("must be whole minor units").positive("must be more than 0"),
            }),
          )
          .max(20, "has too many gift cards")
          .optional(),
      })
      .optional(),
    reason: z.string().trim().max(500, "is too long").optional(),
  })
  .refine((r) => r.amountMinor === undefined || r.tenders === undefined, {
    message: "give a total or parts per tender, not both",
    path: ["tenders"],
  });
export type StaffRefundRequest = z.infer<typeof StaffRefundRequest>;

export const StaffNoteRequest = z.object({
  text: z.string().trim().min(1, "is required").max(2000, "is too long"),
});

/** Minor units of a store's currency. */
const Minor = z.number().int("must be whole minor units").min(0, "must not be negative").max(99_999_999_999);
const StoreId = z.number().int().min(1).max(999);
const Text = (max: number) => z.string().trim().max(max, "is too long");
/** An image: an absolute https address or a path on this site (there is no media store: images are linked). */
const ImageLink = z
  .string()
  .trim()
  .max(2000, "is too long")
  .regex(/^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/, "must be an https:// address or a path on this site");

/** A custom option (SPEC §3 customOptions): prices in the store's major units, as the storefront shows them. */
export const StaffCustomOption = z.object({
  id: z.number().int().positive(),
  title: Text(255).min(1, "is required"),
  type: z.enum(["radio", "drop_down", "checkbox", "multiple", "area"]),
  isRequired: z.boolean(),
  price: z.number().min(0, "must not be negative").max(1_000_000),
  values: z
    .array(
      z.object({
        id: z.number().int().positive(),
        price: z.number().min(0, "must not be negative").max(1_000_000),
        sku: Text(64).nullable(),
        title: Text(255).min(1, "is required"),
      }),
    )
    .max(100),
});

/** A bundle option (SPEC §3 bundleOptions): its selections are other products of the catalog. */
export const StaffBundleOption = z.object({
  id: z.number().int().positive(),
  title: Text(255).min(1, "is required"),
  isRequired: z.boolean(),
  includedProductId: z.number().int().positive().nullable(),
  values: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        priceType: z.enum(["fixed", "percent"]),
        price: z.number().min(0, "must not be negative").max(1_000_000),
        defaultQty: z.number().int().min(0).max(1000),
        canChangeQty: z.boolean(),
        isDefault: z.boolean(),
      }),
    )
    .min(1, "needs at least one product")
    .max(100),
});

/** The editor's option lists (typed as JSON in the console, checked with these before posting). */
export const StaffCustomOptions = z.array(StaffCustomOption).max(30);
export const StaffBundleOptions = z.array(StaffBundleOption).max(30);

export const StaffGalleryImage = z.object({
  link: ImageLink,
  /** The English alt text (other languages: `galleryLabels`). */
  label: Text(255),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});

/** The promotion (SPEC §4 promo status): on/off, dates (UTC days), an optional quantity limit. The promo price is per store. */
export const StaffPromo = z.object({
  enabled: z.boolean(),
  fromDate: IsoDay.nullable(),
  toDate: IsoDay.nullable(),
  qtyLimit: z.boolean(),
  qty: z.number().int().min(0).max(1_000_000).nullable(),
});

/** Store-independent attributes the editor changes (SPEC §3 Product attributes); null clears one. */
export const StaffProductAttributes = z
  .object({
    manufacturer: Text(120).nullable(),
    color: Text(60).nullable(),
    size: Text(60).nullable(),
    shipperhq_shipping_group: Text(60).nullable(),
    tax_class_id: z.number().int().min(0).max(999),
    purchase_limit: z.number().int().min(1).max(10_000).nullable(),
    rogue_pickup_disabled: z.boolean(),
    black_friday_dropship: z.boolean(),
  })
  .partial()
  .strict();

export const StaffInventory = z
  .object({
    qoh: z.number().int("must be a whole number").min(0, "must not be negative").max(1_000_000),
    min: z.number().int().min(1).max(10_000),
    max: z.number().int().min(1).max(1_000_000),
    backorder: z.boolean(),
    leadTime: Text(60).nullable(),
    restockStatus: Text(60).nullable(),
    promoQty: z.number().int().min(0).max(1_000_000).nullable(),
    bin: z.boolean(),
  })
  .partial()
  .strict();

/**
 * Product edit (issue #17 item 4): every field optional — only what is sent changes — with the
 * version read (optimistic concurrency, 409 on another save since). Copy fields are in `locale`.
 */
export const StaffProductEdit = z
  .object({
    version: z.string().min(1).max(40),
    /** The language the copy fields are written in: en (the product's own text), de, fr, es, nl, optionally with a region (de-CH). */
    locale: z
      .string()
      .trim()
      .regex(/^(en|de|fr|es|nl)([-_][A-Za-z]{2})?$/i, "must be en, de, fr, es or nl, optionally with a region")
      .optional(),
    name: z.string().trim().min(1, "is required").max(255, "is too long").optional(),
    shortDescription: Text(2000).optional(),
    description: Text(20_000).optional(),
    features: z.array(Text(300).min(1, "is empty")).max(30, "at most 30").optional(),
    /** Alt text of gallery images in `locale`, by their English alt text. */
    galleryLabels: z.record(z.string().max(255), Text(255)).optional(),
    prices: z
      .array(
        z.object({
          storeId: StoreId,
          price: Minor.optional(),
          specialPrice: Minor.nullable().optional(),
          promoPrice: Minor.nullable().optional(),
        }),
      )
      .max(20)
      .optional(),
    promo: StaffPromo.optional(),
    status: z.enum(["listed", "hidden"]).optional(),
    weight: z.number().min(0, "must not be negative").max(100_000).nullable().optional(),
    attributes: StaffProductAttributes.optional(),
    inventory: StaffInventory.optional(),
    categoryIds: z.array(z.number().int().positive()).max(50).optional(),
    customOptions: StaffCustomOptions.optional(),
    bundleOptions: StaffBundleOptions.optional(),
    gallery: z.array(StaffGalleryImage).max(30).optional(),
  })
  .strict();
export type StaffProductEdit = z.infer<typeof StaffProductEdit>;

/** A product as the editor reads it (GET /svc_staff/products/:id?locale=…). */
export interface StaffProduct {
  id: number;
  sku: string;
  type: string;
  version: string;
  /** The language the copy fields are in (en: the product's own text; others empty where untranslated). */
  locale: string;
  name: string;
  shortDescription: string;
  description: string;
  features: string[];
  /** The English name (the heading; a placeholder where a language has none). */
  englishName: string;
  status: "listed" | "hidden";
  weight: number | null;
  prices: { storeId: number; price: number | null; specialPrice: number | null; promoPrice: number | null }[];
  promo: z.infer<typeof StaffPromo>;
  attributes: z.infer<typeof StaffProductAttributes>;
  inventory: (Required<z.infer<typeof StaffInventory>> & { ms: string | null }) | null;
  categoryIds: number[];
  customOptions: z.infer<typeof StaffCustomOption>[];
  bundleOptions: z.infer<typeof StaffBundleOption>[];
  gallery: z.infer<typeof StaffGalleryImage>[];
  /** Alt text in `locale` by English alt text ({} in English). */
  galleryLabels: Record<string, string>;
  /** A configurable product's options (what its variants vary on) with their values; grouped members. */
  configurableAttributes: {
    code: string;
    label: string;
    /** `labels`: the value's label per language (de, fr, es, nl) where translated (ADR 0062). */
    values: { value: string; label: string; swatch: string | null; labels: Record<string, string> }[];
  }[];
  groupedIds: number[];
  /** A configurable product's child (variant): its parent's id; else null. */
  parentId: number | null;
  /**
   * A configurable product's variants (each edited as a product of its own): their option values, stock,
   * and whether retired (a removed value's variant that was ordered: kept for order history, never sold).
   */
  variants: {
    id: number;
    sku: string;
    name: string;
    options: Record<string, string>;
    qoh: number | null;
    retired: boolean;
  }[];
}

/** GET /svc_staff/products: search (name or SKU), filters, sort (`name`, `-name`, `sku`, `type`, `id`), page. */
export const StaffProductQuery = z.object({
  q: z.string().trim().max(120).optional(),
  type: z.enum(["simple", "configurable", "bundle", "grouped", "giftcard", "virtual"]).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  status: z.enum(["listed", "hidden"]).optional(),
  inStock: z.enum(["yes", "no"]).optional(),
  storeId: z.coerce.number().int().min(1).max(999).optional(),
  sort: z.enum(["id", "-id", "name", "-name", "sku", "-sku", "type", "-type"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffProductQuery = z.infer<typeof StaffProductQuery>;

export interface StaffProductRow {
  id: number;
  sku: string;
  name: string;
  type: string;
  status: "listed" | "hidden";
  qoh: number | null;
  version: string;
  /** Minor units by store id (stores the product is sold in). */
  prices: Record<string, { price: number | null; specialPrice: number | null }>;
}

/**
 * Bulk edit of selected products (issue #17 item 4): every product with the version it was listed
 * at; one change for all. All or nothing, in one transaction, one audit entry per product; 409
 * `version_conflict` when any of them changed since it was listed.
 */
export const StaffBulkEdit = z
  .object({
    products: z
      .array(z.object({ id: z.number().int().positive(), version: z.string().min(1).max(40) }))
      .min(1, "select at least one product")
      .max(200, "at most 200 products at once"),
    change: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("status"), status: z.enum(["listed", "hidden"]) }),
      z.object({
        kind: z.literal("price"),
        storeId: StoreId,
        /** percent: +10 raises by 10 %, -15 lowers by 15 %; amount: minor units added (negative lowers). */
        mode: z.enum(["percent", "amount"]),
        value: z.number().min(-100_000_000).max(100_000_000),
      }),
      z.object({ kind: z.literal("category"), categoryId: z.number().int().positive(), assign: z.boolean() }),
    ]),
  })
  .strict();
export type StaffBulkEdit = z.infer<typeof StaffBulkEdit>;

export const StaffStockRequest = z.object({
  qty: z.number().int("must be a whole number").min(0, "must not be negative").max(1_000_000),
  /** Why the count changed (stocktake, damaged, delivery): kept in the audit trail. */
  reason: z.string().trim().min(1, "is required").max(500, "is too long"),
});

/** A flag's new value: any JSON the flag's kind accepts (the flags service checks the kind), bounded. */
export const StaffFlagRequest = z.object({ value: freeForm(FLAG_VALUE_LIMITS) });

/** GET /svc_staff/audit query. */
export const StaffAuditQuery = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuery>;

/** Cancel an order (issue #17 item 4): a paid one is refunded in full through the gateway first. */
export const StaffCancelRequest = z.object({
  reason: z.string().trim().max(500, "is too long").optional(),
});
export type StaffCancelRequest = z.infer<typeof StaffCancelRequest>;
/** POST /svc_staff/catalog/import(/dry-run) as JSON (the console); a text/csv body is the file itself. */
export const StaffCsvImport = z.object({ csv: z.string().max(20 * 1024 * 1024, "is larger than 20 MB") });

/** The answer of a CSV dry run or import (ADR 0037 addendum): problems and changes by line, the first 1,000 of each. */
export interface StaffCsvReport {
  ok: boolean;
  applied: boolean;
  rows: number;
  changed: number;
  unchanged: number;
  errorCount: number;
  errors: { line: number; sku: string | null; field: string; reason: string }[];
  changes: {
    line: number;
    sku: string;
    fields: Record<string, { before: string | number | null; after: string | number | null }>;
  }[];
  /** After an import: the waiting back-in-stock alerts mailed because a `qty` went from 0 to more. */
  backInStockAlerts?: number;
}

/** GET /svc_staff/customers query: the beginning of an email, or part of a name. */
export const StaffCustomerQuery = z.object({
  q: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffCustomerQuery = z.infer<typeof StaffCustomerQuery>;

/** Customer groups the back office may set: 1 plain customer, 2 and up group prices (SPEC §6); 0 is a guest, never set. */
export const STAFF_MAX_GROUP_ID = 99;
export const StaffCustomerGroupRequest = z.object({
  groupId: z
    .number()
    .int("must be a whole number")
    .min(1, "must be 1 or more (0 is a guest)")
    .max(STAFF_MAX_GROUP_ID, `must be at most ${STAFF_MAX_GROUP_ID}`),
});
export type StaffCustomerGroupRequest = z.infer<typeof StaffCustomerGroupRequest>;

/** Currencies a gift card can be in: the stores' (SPEC §2). */
export const GIFTCARD_CURRENCIES = ["USD", "CAD", "EUR", "AUD", "GBP"] as const;

/** GET /svc_staff/giftcards: the end of a code (its last four, or all of it; dashes and spaces ignored). */
export const StaffGiftcardQuery = z.object({
  q: z
    .string()
    .trim()
    .max(24)
    .regex(/^[A-Za-z0-9\s-]*$/, "must be letters, digits and dashes")
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffGiftcardQuery = z.infer<typeof StaffGiftcardQuery>;

/** POST /svc_staff/giftcards: a card issued by staff (goodwill, a replacement), in minor units; at most 100,000.00 as the CLI. */
export const StaffGiftcardIssue = z.object({
  amountMinor: z
    .number()
    .int("must be whole minor units")
    .positive("must be more than 0")
    .max(10_000_000, "must be at most 100,000.00"),
  currency: z.enum(GIFTCARD_CURRENCIES, { error: "must be USD, CAD, EUR, AUD or GBP" }),
  reason: z.string().trim().min(1, "is required").max(500, "is too long"),
});
export type StaffGiftcardIssue = z.infer<typeof StaffGiftcardIssue>;

/** POST /svc_staff/giftcards/:id/disable: why (lost, stolen, fraud), for the audit trail. */
export const StaffGiftcardDisable = z.object({
  reason: z.string().trim().min(1, "is required").max(500, "is too long"),
});

/** GET /svc_staff/stock: products with stock, by the beginning of the SKU or part of the name; `low` = 5 or fewer. */
export const StaffStockQuery = z.object({
  q: z.string().trim().max(100).optional(),
  low: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffStockQuery = z.infer<typeof StaffStockQuery>;

/** GET /svc_staff/mail: the relay's failed mails (default), or the ones a retry delivered. */
export const StaffMailQuery = z.object({
  status: z.enum(["failed", "sent"]).default("failed"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffMailQuery = z.infer<typeof StaffMailQuery>;

/** The back office's jobs screen (issue #18): a queue name as pg-boss keeps it. */
export const StaffJobQueue = z
  .string()
  .trim()
  .min(1)
  .max(50, "is too long")
  .regex(/^[a-z][a-z0-9-]*$/, "is not a queue name");
