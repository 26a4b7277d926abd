import { z } from "zod";
import { LineDescription } from "./line-description.ts";
import { BuyRequest, PricedLine, StockStatus } from "./pricing.ts";

/**
 * /svc_list (SPEC §3 list and cart item, §7 paths). Every answer is a whole priced list: the server
 * prices each item with the shared engine and reports stock and messages; a client never sends a
 * price. Paths also exist under /svc_list/site/{code} for the non-USA stores (lists are per site).
 */

/** SPEC §3 list types. `cart` is accepted on the way in and stored as the active `quote` list. */
export const LIST_TYPES = ["quote", "sfl", "buyNow", "wishlist", "registry", "registryPurchase"] as const;
export const ListType = z.enum(LIST_TYPES, { error: `must be one of cart, ${LIST_TYPES.join(", ")}` });
export type ListType = z.infer<typeof ListType>;
export const ListTypeIn = z
  .union([z.literal("cart"), ListType], { error: `must be one of cart, ${LIST_TYPES.join(", ")}` })
  .transform((t): ListType => (t === "cart" ? "quote" : t));

/** Limits (bad input of issue 4): more than these is a 400 or 413, never half-applied. */
export const MAX_ITEMS_PER_CALL = 100;
/** Different lines a list holds (issue 13 item 12): with 4 KB per item a list stays under ~400 KB. */
export const MAX_LINES_PER_LIST = 100;
export const MAX_METADATA_BYTES = 8 * 1024;

export const LIST_ERROR_CODES = {
  listNotFound: "list_not_found",
  itemNotFound: "list_item_not_found",
  listFull: "list_full",
  wrongListType: "list_type_not_allowed",
  loginRequired: "login_required",
  registryNotFound: "registry_not_found",
} as const;

/** Codes of the messages a list answer carries (ListMessage.code). */
export const LIST_MESSAGE_CODES = {
  /** An add or merge was capped to the stock or the product's quantity rules. */
  qtyCapped: "qty_capped",
  /** SPEC §8 code: an item is out of stock (or short) for its quantity. */
  inventory: "inventory_error",
  /** The item cannot be priced now (SPEC §8 pricing message in `message`). */
  pricing: "pricing_error",
} as const;

/** Registry item metadata (SPEC §3: registry wanted/purchased/priority). */
export const RegistryItemMetadata = z.object({
  wanted: z.number().int().min(1).max(9999).optional(),
  purchased: z.number().int().min(0).max(9999).optional(),
  priority: z.enum(["low", "medium", "high"]).optional(),
});

/** List metadata (SPEC §3). isActive and activeCartTs are the server's; the rest is the owner's. */
export const ListMetadataIn = z
  .object({
    email: z.string().max(320, "is too long").optional(),
    rsAnonId: z.string().max(100, "is too long").optional(),
    /** Wishlist or registry name, shown on its public page and found by registry search. */
    name: z.string().max(120, "is too long").optional(),
    /** Registry: the event and its date (YYYY-MM-DD); public lists are reachable by urlKey. */
    eventName: z.string().max(120, "is too long").optional(),
    eventDate: z
      .string()
      .max(10, "must be a date (YYYY-MM-DD)")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
      .optional(),
    isPublic: z.boolean().optional(),
    /** Make this quote list the active cart (stamps activeCartTs). */
    isActive: z.boolean().optional(),
    /** The registry a registryPurchase list buys for (its urlKey). */
    registryUrlKey: z.string().max(64).optional(),
  })
  .strict();
export type ListMetadataIn = z.infer<typeof ListMetadataIn>;

export const CreateListRequest = z.object({
  type: ListTypeIn,
  metadata: ListMetadataIn.optional(),
  /** Optional first items (buy now creates its list with the product in one call). */
  items: z
    .array(BuyRequest, { error: "must be a list of buy requests" })
    .max(MAX_ITEMS_PER_CALL, `must list at most ${MAX_ITEMS_PER_CALL} items`)
    .optional(),
});
export type CreateListRequest = z.infer<typeof CreateListRequest>;

export const AddItemsRequest = z.object({
  items: z
    .array(BuyRequest, { error: "must be a list of buy requests" })
    .min(1, "must list at least one item")
    .max(MAX_ITEMS_PER_CALL, `must list at most ${MAX_ITEMS_PER_CALL} items`),
});
export type AddItemsRequest = z.infer<typeof AddItemsRequest>;

/** PUT /lists/{id}/items/{itemId}: a new quantity, or a whole new buy request (qty included). */
export const UpdateItemRequest = z.union([BuyRequest, z.object({ qty: BuyRequest.shape.qty }).strict()], {
  error: "must be a buy request or { qty }",
});
export type UpdateItemRequest = z.infer<typeof UpdateItemRequest>;

export const ListMessage = z.object({
  type: z.enum(["error", "warning", "info", "success"]),
  /** Spec code where one exists (e.g. inventory_error), else a stable one of ours. */
  code: z.string(),
  message: z.string(),
  itemId: z.string().optional(),
  /**
   * What the message names, so a page can word it in its own language (issue #15): the product's
   * `name`, the `qty` kept, the `max` available, the pricing error's `reason` code.
   */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ListMessage = z.infer<typeof ListMessage>;

/** One list item: the buy request as stored, its id, what it is, its price now and its stock. */
export const ListItem = BuyRequest.extend({
  _id: z.string(),
  listItemId: z.string(),
  product: z.object({
    name: z.string(),
    sku: z.string(),
    type: z.string(),
    url: z.string(),
    thumbnail: z.string().nullable(),
  }),
  /** What the line is, in words (choices, bundle parts, options, gift-card recipient): shown the same everywhere. */
  description: LineDescription.optional(),
  /** The engine's line; absent when the item cannot be priced now (see `error`). */
  price: PricedLine.omit({ stockStatus: true }).optional(),
  stockStatus: StockStatus.nullable(),
  /** Quantity the store can sell now, when limited (the item's qty is capped to it on add). */
  maxQty: z.number().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type ListItem = z.infer<typeof ListItem>;

export const List = z.object({
  _id: z.string(),
  type: ListType,
  items: z.array(ListItem),
  messages: z.array(ListMessage),
  metadata: z
    .object({
      isActive: z.boolean(),
      activeCartTs: z.string().nullable(),
      email: z.string().optional(),
      rsAnonId: z.string().optional(),
    })
    .catchall(z.unknown()),
  /** Public handle of wishlists and registries (/wishlist/{urlKey}, /registry/{urlKey}). */
  urlKey: z.string().nullable(),
  /** Bumped on every change. */
  version: z.number(),
  totals: z.object({
    /** Σ item qty (the header cart icon). */
    qty: z.number(),
    subtotal: z.number(),
    hundoDiscount: z.number(),
    /** The owner's whole custom quotes' discount (issue #22, ADR 0052), already taken off `total`. */
    quoteDiscount: z.number().optional(),
    total: z.number(),
    currency: z.string(),
  }),
  updatedAt: z.string(),
});
export type List = z.infer<typeof List>;

export const ListsResponse = z.object({ lists: z.array(List) });

/** GET /svc_list/lists?active=true: only the active lists (the cart, sfl, wishlists…); without it every list. */
export const ListsQuery = z.object({
  active: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
});

/** GET /svc_list/registries?name= (our extension): public registries whose name or event matches. */
export const RegistrySearchQuery = z.object({
  name: z.string({ error: "is required" }).trim().min(2, "must be at least 2 characters").max(100, "is too long"),
});
export const MAX_REGISTRY_RESULTS = 20;
export const RegistrySummary = z.object({
  urlKey: z.string(),
  name: z.string(),
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
});
export type RegistrySummary = z.infer<typeof RegistrySummary>;
export const RegistriesResponse = z.object({ registries: z.array(RegistrySummary) });
export type RegistriesResponse = z.infer<typeof RegistriesResponse>;
export type ListsResponse = z.infer<typeof ListsResponse>;

/** A public wishlist or registry as strangers see it: no _id, no owner, no email. */
export const PublicList = List.omit({ _id: true, messages: true, version: true }).extend({
  items: z.array(ListItem.omit({ _id: true, listItemId: true }).extend({ itemKey: z.string() })),
  name: z.string(),
});
export type PublicList = z.infer<typeof PublicList>;
