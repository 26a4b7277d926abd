import type { Minor } from "../money.ts";
import type { PromoAttributes } from "./promo.ts";

/**
 * The pricing engine's view of a product: the subset of the SPEC §3 Product (and the catalog's
 * ProductComplete) it reads. Structural, so a contracts Product is assignable without a copy.
 */
export type PricingProductType = "simple" | "configurable" | "bundle" | "grouped" | "giftcard" | "virtual";

export interface PricingAttributes extends PromoAttributes {
  special_price?: number | null | undefined;
  rogue_promo_price?: number | null | undefined;
  subscription_interval?: string | null | undefined;
  purchase_limit?: number | null | undefined;
  program_delivery?: string | null | undefined;
  is_registration_sku?: boolean | undefined;
  shipperhq_shipping_group?: string | null | undefined;
  rogue_pickup_disabled?: boolean | undefined;
  black_friday_dropship?: boolean | undefined;
  [key: string]: unknown;
}

export interface PricingBundleValue {
  productId: number;
  priceType: "fixed" | "percent";
  price: number;
  defaultQty: number;
  canChangeQty: boolean;
  isDefault: boolean;
}

export interface PricingBundleOption {
  id: number;
  title: string;
  isRequired: boolean;
  includedProductId: number | null;
  values: PricingBundleValue[];
}

export interface PricingCustomOption {
  id: number;
  title: string;
  type: "radio" | "drop_down" | "checkbox" | "multiple" | "area";
  isRequired: boolean;
  price: number;
  values: { id: number; price: number; sku: string | null; title: string }[];
}

export interface PricingGiftcardData {
  amounts: number[];
  isOpenAmountAllowed: boolean;
  openAmountMin: number | null;
  openAmountMax: number | null;
  type: "virtual" | "physical" | "combined";
}

export interface PricingInventory {
  min: number;
  max: number;
  qoh: number;
  backorder: boolean;
  bin: boolean;
}

export interface PricingProduct {
  productId: number;
  sku: string;
  type: PricingProductType;
  price: number | null;
  attributes: PricingAttributes;
  weight: number | null;
  inventory: PricingInventory;
  childrenIds: number[];
  bundleOptions: PricingBundleOption[];
  customOptions: PricingCustomOption[];
  giftcardData: PricingGiftcardData | null;
  hundoPricing: { ruleWeight: number; discountPerLb: number } | null;
  configurableAttributes?: { code: string; values: { value: string }[] }[];
  /** Loaded children (configurable variants, bundle selections), as /product/complete answers them. */
  children?: PricingProduct[];
}

/** SPEC §3 giftcard metadata. */
export interface GiftcardMetadata {
  delivery?: unknown;
  amount?: unknown;
  customAmount?: unknown;
  message?: unknown;
  recipientName?: unknown;
  recipientEmail?: unknown;
  senderName?: unknown;
  senderEmail?: unknown;
  design?: unknown;
}

export interface BuyRequestChild {
  productId: number;
  qty: number;
  metadata?: { bundleOptionId?: unknown; freeBundleOptionId?: unknown; [key: string]: unknown } | undefined;
}

/**
 * SPEC §3 cart item (buy request). Values are `unknown` where the engine must validate what a
 * browser sent; a client price (fluidPrice or any other) is never read.
 */
export interface BuyRequest {
  productId: number;
  qty: number;
  /** Custom option id → value id (radio, drop_down), value ids (checkbox, multiple) or text (area); configurable attribute code → value. */
  options?: Record<string, unknown> | undefined;
  children?: BuyRequestChild[] | undefined;
  metadata?: { giftcard?: GiftcardMetadata | undefined; [key: string]: unknown } | undefined;
}

export interface EarnedReduction {
  type: "fixed" | "percent";
  /** Fixed: an amount in the store currency; percent: 0–100. */
  value: number;
}

export interface PricingContext {
  /** Promo windows are judged at this instant (SPEC §4). */
  now?: Date;
  /** Customer group (SPEC §6): group prices apply from 2 up. */
  groupId?: number;
  /** Decimal group price per product id for `groupId` (from /product/group-prices). */
  groupPrices?: ReadonlyMap<number, number>;
  /** The earned-store reduction the caller applies to a product, if any (SPEC §9). */
  earnedFor?: (productId: number) => EarnedReduction | undefined;
  /** Products currently sold as Hundo deals on the site (/hot/active hundoProductIds). */
  hundoProductIds?: ReadonlySet<number>;
}

export type PriceReason = "regular" | "special" | "promo" | "group";

export interface PricedChild {
  productId: number;
  bundleOptionId: number;
  qty: number;
  /** Per bundle unit, minor units. */
  unitMinor: Minor;
  free: boolean;
  isDefault: boolean;
}

export interface PricedOption {
  optionId: number;
  valueIds: number[];
  text?: string;
  priceMinor: Minor;
}

/** A priced cart line. Every amount is integer minor units; see toWireLine for decimals. */
export interface PricedLine {
  productId: number;
  sku: string;
  type: PricingProductType;
  qty: number;
  /** The configurable child that was resolved, if any. */
  childId?: number;
  unitMinor: Minor;
  rowMinor: Minor;
  /** The unit price before special/promo/group/earned reductions, for a struck-through display. */
  regularUnitMinor: Minor;
  reason: PriceReason;
  earned: boolean;
  /** unit = max(0, base + options + children). */
  breakdown: { baseMinor: Minor; optionsMinor: Minor; childrenMinor: Minor };
  options: PricedOption[];
  children: PricedChild[];
  /** Weight of one unit in lb, for Hundo pricing. */
  weight: number;
  hundo: { ruleWeight: number; discountPerLb: number } | null;
  giftcard?: { amountMinor: Minor; delivery: "email" | "mail" };
}
