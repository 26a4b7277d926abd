import { TextLocale } from "./content.ts";
import { z } from "zod";
import { boundedRecord, type FreeFormLimits, freeForm } from "./bounded.ts";

/** Per-facet settings and analytics payloads: small, shallow JSON. */
const FACET_LIMITS: FreeFormLimits = {
  maxChars: 1024,
  maxDepth: 5,
  maxKeys: 20,
  maxKeyLength: 64,
  maxString: 200,
  maxArray: 50,
};
const EVENT_LIMITS: FreeFormLimits = {
  maxChars: 4096,
  maxDepth: 6,
  maxKeys: 30,
  maxKeyLength: 64,
  maxString: 2000,
  maxArray: 100,
};

/**
 * The search & recommendation API (SPEC §3, §7): the Reflektion / Discover "search-rec v3" shapes
 * (reference/third-party-contracts.md §2), served by our own search service.
 */

export const SEARCH_ERROR_CODES = {
  unauthorized: "unauthorized",
  uriNotFound: "uri_not_found",
  unknownWidget: "unknown_widget",
} as const;

/** SPEC §9 widget ids, plus the conventional ids of the preview and full-page search widgets. */
export const WIDGETS = {
  forYou: "rfkid_32",
  similar: "rfkid_31",
  cart: "rfkid_4",
  category: "rfkid_10",
  previewSearch: "rfkid_6",
  search: "rfkid_7",
} as const;

/** SPEC §9 search limits. */
export const SEARCH_LIMITS = {
  pageSize: 80,
  recommendations: 80,
  productListFetch: 12,
  facetMax: 10,
  previewItems: 12,
  previewPlaceholders: 8,
  maxItems: 200,
  maxPage: 10_000,
  keyphraseChars: 100,
} as const;

/** GET /svc_ssr/site/{site}/rfktkn (SPEC §3 search tokens). `expires` is epoch milliseconds. */
export const SearchTokens = z.object({
  apiUrl: z.string(),
  eventApiUrl: z.string(),
  token: z.string(),
  expires: z.number(),
});
export type SearchTokens = z.infer<typeof SearchTokens>;

/** A number, or a string of digits ("2"); anything else ("abc", "-1") is a 400. */
const Count = () =>
  z.union(
    [
      z.number(),
      z
        .string()
        .max(9, "must be a whole number")
        .regex(/^\d{1,9}$/, "must be a whole number")
        .transform(Number),
    ],
    {
      error: "must be a whole number",
    },
  );

const ItemCount = Count().pipe(
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(SEARCH_LIMITS.maxItems, `must be at most ${SEARCH_LIMITS.maxItems}`),
);

const PageNumber = Count().pipe(
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(SEARCH_LIMITS.maxPage, `must be at most ${SEARCH_LIMITS.maxPage}`),
);

/** An over-long keyphrase is cut, never rejected (the body limit bounds it first). */
const Phrase = z
  .string({ error: "must be a string" })
  .transform((s) => s.slice(0, SEARCH_LIMITS.keyphraseChars))
  // Bounded by the cut (never stored longer): the contracts' bounds test accepts it.
  .meta({ truncated: true });

/** `{value: ["kp"]}` (SDK), a plain string, or a list of strings. */
const Keyphrase = z
  .union([Phrase, z.array(Phrase).max(10, "lists too many phrases"), z.object({ value: z.array(Phrase).max(10) })], {
    error: "must be a string or {value: [string]}",
  })
  .transform((k) => (typeof k === "string" ? k : Array.isArray(k) ? k.join(" ") : k.value.join(" ")))
  .transform((k) => k.slice(0, SEARCH_LIMITS.keyphraseChars));

const FieldName = z.string({ error: "must be a string" }).max(64, "is too long");

const FieldList = z
  .union([z.array(FieldName).max(50), z.object({ value: z.array(FieldName).max(50) })], {
    error: "must be a list of field names",
  })
  .transform((f) => (Array.isArray(f) ? f : f.value));

const Max = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(-1, "must be -1 (unlimited) or more")
  .max(1000, "is too large");

const SuggestionMax = z.object({ max: z.number({ error: "must be a number" }).int().min(0).max(20).optional() });

/** One filter value: facet value text or id, or a range. */
export const FilterValue = z.union(
  [
    z.string().max(200, "is too long"),
    z.number(),
    z.object({ min: z.number().optional(), max: z.number().optional() }),
  ],
  { error: "must be a string, a number or {min, max}" },
);
export type FilterValue = z.infer<typeof FilterValue>;

const SortItem = z
  .object({
    name: z.string().max(40).optional(),
    type: z.string().max(40).optional(),
    order: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
  })
  .transform((s) => ({ name: s.name ?? s.type ?? "featured", order: s.order }));

const FacetName = z
  .string()
  .max(64, "is too long")
  .regex(/^[a-z_]+$/, "must be a facet name");

/** The `data` of a search-rec v3 request (SPEC §7). Unknown keys are ignored. */
export const SearchRequest = z.object({
  n_item: ItemCount.optional(),
  page_number: PageNumber.optional(),
  content: z
    .object({
      product: z.object({ field: FieldList.optional() }).nullable().optional(),
    })
    .optional(),
  context: z
    .object({
      page: z
        .object({
          uri: z.string({ error: "must be a string" }).max(2048, "is too long").optional(),
          sku: z
            .union([z.string().max(64), z.array(z.string().max(64)).max(100, "lists too many skus")])
            .transform((s) => (Array.isArray(s) ? s : [s]))
            .optional(),
        })
        .optional(),
      user: z
        .object({
          user_id: z
            .union([z.string().max(200), z.number()])
            .transform(String)
            .optional(),
          uuid: z
            .union([z.string().max(200), z.number()])
            .transform(String)
            .optional(),
        })
        .optional(),
      /**
       * The shopper's language (issue 15 item 4, ADR 0038): names, copy, facets' category names and
       * suggestions in it, matched with its own stemming. English when absent.
       */
      locale: z.object({ language: TextLocale.optional(), country: z.string().max(8).optional() }).optional(),
    })
    .optional(),
  widget: z.object({ rfkid: z.string({ error: "must be a string" }).max(64, "is too long").optional() }).optional(),
  facet: z
    .object({
      all: z.boolean().optional(),
      max: Max.optional(),
      total: z.boolean().optional(),
    })
    // Per-facet settings ({max, min_count, sort, …}) are read leniently by the service; bounded.
    .catchall(freeForm(FACET_LIMITS, 3))
    .refine((f) => Object.keys(f).length <= 40, "names too many facets")
    .meta({ boundedKeys: true })
    .optional(),
  filter: z
    .record(
      FacetName,
      z.object({ value: z.array(FilterValue).max(50, "lists too many values") }, { error: "must be {value: [...]}" }),
    )
    .refine((f) => Object.keys(f).length <= 20, "names too many facets")
    .meta({ boundedKeys: true })
    .optional(),
  query: z.object({ keyphrase: Keyphrase.optional() }).optional(),
  sort: z
    .object({
      choices: z.boolean().optional(),
      value: z.array(SortItem).max(3, "lists too many sort keys").optional(),
    })
    .optional(),
  suggestion: z
    .object({
      keyphrase: SuggestionMax.optional(),
      category: SuggestionMax.optional(),
      trending_category: SuggestionMax.optional(),
    })
    .optional(),
});
export type SearchRequest = z.infer<typeof SearchRequest>;
export type SearchRequestInput = z.input<typeof SearchRequest>;

/** The request as the API receives it: everything inside `data`. */
export const SearchEnvelope = z.object({ data: SearchRequest }, { error: "must be an object with data" });

/** A color variant of a search product (SPEC §3 related). */
export const RelatedVariant = z.object({
  productId: z.number(),
  sku: z.string(),
  label: z.string(),
  swatch: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
export type RelatedVariant = z.infer<typeof RelatedVariant>;

/**
 * SPEC §3 search product. Prices are in the site's currency; `special_price` only when the final
 * price is below `price`. GBR also carries the GBP price fields (`price_gbp`, `special_price_gbp`).
 */
export const SearchProduct = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  altImage: z.string().nullable(),
  price: z.number().nullable(),
  special_price: z.number().optional(),
  price_gbp: z.number().nullable().optional(),
  special_price_gbp: z.number().optional(),
  categories: z.array(z.object({ id: z.number(), name: z.string(), url: z.string() })),
  brand: z.string().nullable(),
  quoted: z.boolean(),
  related: z.array(RelatedVariant),
  relatedLabelName: z.string(),
  challenge_status: z.string().nullable(),
  stockStatus: z.enum(["in_stock", "backorder", "oos"]),
  subscription_interval: z.string().nullable(),
  /** Issue #23: the published reviews' average (one decimal) and count; absent without a published review. */
  rating: z.object({ average: z.number(), count: z.number() }).optional(),
});
export type SearchProduct = z.infer<typeof SearchProduct>;

export const FacetValue = z.object({
  id: z.string(),
  text: z.string(),
  count: z.number(),
  in_content: z.literal("product"),
  /** Price bands: the range in the site's currency (max absent for the open top band). */
  min: z.number().optional(),
  max: z.number().optional(),
  /** Category values: the category url. */
  url: z.string().optional(),
  /** Whether the request filters on this value. */
  selected: z.boolean().optional(),
});
export type FacetValue = z.infer<typeof FacetValue>;

export const Facet = z.object({
  display_name: z.string(),
  total: z.number(),
  value: z.array(FacetValue),
});
export type Facet = z.infer<typeof Facet>;

export const SuggestionItem = z.object({
  id: z.string(),
  text: z.string(),
  in_content: z.literal("product"),
  url: z.string().optional(),
});
export type SuggestionItem = z.infer<typeof SuggestionItem>;

export const SortChoice = z.object({ label: z.string(), name: z.string(), order: z.enum(["asc", "desc"]) });
export type SortChoice = z.infer<typeof SortChoice>;

export const SearchError = z.object({
  code: z.number(),
  type: z.string(),
  message: z.string(),
  severity: z.enum(["low", "medium", "high"]),
  details: z.record(z.string(), z.unknown()),
});

/** SPEC §3 search response (search-rec v3). */
export const SearchResponse = z.object({
  widget: z.object({ rfkid: z.string(), type: z.string(), variation_id: z.string(), used_in: z.string() }),
  rid: z.string(),
  ts: z.number(),
  dt: z.number(),
  url: z.string(),
  content: z.object({
    product: z.object({ total_item: z.number(), n_item: z.number(), value: z.array(SearchProduct) }),
  }),
  total_item: z.number(),
  page_number: z.number(),
  total_page: z.number(),
  n_item: z.number(),
  facet_names: z.array(z.string()),
  facet: z.record(z.string(), Facet),
  sort: z.object({ choices: z.array(SortChoice), value: z.array(SortChoice).optional() }),
  suggestion: z.object({
    keyphrase: z.array(SuggestionItem),
    category: z.array(SuggestionItem),
    trending_category: z.array(SuggestionItem),
  }),
  query2id: z.object({ keyphrase: z.string() }).optional(),
  redirect_url: z.string().optional(),
  errors: z.array(SearchError).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** POST {eventApiUrl}: an analytics event (SPEC §7), answered 204. */
export const SearchEvent = z.object(
  {
    data: z
      .object({
        t: z.number({ error: "must be a timestamp in ms" }).int().min(0),
        t0: z.number({ error: "must be a timestamp in ms" }).int().min(0).optional(),
        user_id: z
          .union([z.string().max(200), z.number()])
          .transform(String)
          .optional(),
        uuid: z.string().max(200).optional(),
        app_type: z.string().max(40).optional(),
        type: z.string().max(40).optional(),
        name: z.string().max(40).optional(),
        value: boundedRecord(z.string().max(64), freeForm(EVENT_LIMITS, 4), 30).optional(),
      })
      // Other SDK fields are kept for the event log, bounded.
      .catchall(freeForm(EVENT_LIMITS, 3))
      .refine((d) => Object.keys(d).length <= 40, "has too many keys")
      .meta({ boundedKeys: true }),
  },
  { error: "must be an object with data" },
);
export type SearchEvent = z.infer<typeof SearchEvent>;
