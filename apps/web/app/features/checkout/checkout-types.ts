import type { Address, List, OrderPaymentIn, ShippingRatesResponse, TaxRatesResponse } from "@ironworks/contracts";
import type { AddressCountryRules, AddressField, SiteCode } from "@ironworks/domain";

/**
 * Checkout's shared shapes (browser and server, types only). The layout loader answers
 * `CheckoutData`; the browser keeps the shopper's choices in a `CheckoutDraft` (localStorage).
 */

export type Region = { code: string; name: string };

/** A country the address form offers, with its SPEC §5 rules (regions separately, per country). */
export type CheckoutCountry = { code: string; name: string } & Omit<AddressCountryRules, "regions">;

/** What checkout knows of a line's product beyond the list (SPEC §3 attributes). */
export interface LineFacts {
  subscriptionInterval: string | null;
  isTrial: boolean;
}

export interface CheckoutData {
  site: SiteCode;
  storeId: number;
  currency: string;
  pricesIncludeVat: boolean;
  /** The list being bought: the buy-now list when there is one, else the active cart. */
  list: List;
  buyNow: boolean;
  virtualOnly: boolean;
  /** Per listItemId. */
  facts: Record<string, LineFacts>;
  customer: { email: string; firstname: string; lastname: string; customerId: string; groupId: number } | null;
  addresses: Address[];
  countries: CheckoutCountry[];
  homeCountry: string;
  regions: Record<string, Region[]>;
  /** The gateway's card tokenisation for the payment module (card numbers never reach the store). */
  cardEntry: { tokenizeUrl: string; clientKey: string } | null;
}

/** The address form's flat values (street lines as street/street2). */
export type AddressValues = Partial<Record<AddressField, string>>;

/** A chosen delivery: pickup for the whole order, else one shipping code per package. */
export interface ShippingChoice {
  pickup: boolean;
  packages: Record<string, string>;
}

export interface AppliedGiftcard {
  code: string;
  balance: number;
  amount: number;
}

/** The payment as chosen, before the amount due is known (added at placement). */
export type PaymentDraft = Omit<OrderPaymentIn, "amount">;

export interface CheckoutDraft {
  listId: string;
  email: string;
  /** A signed-in customer's saved address chosen for shipping (null: the form's values). */
  savedAddressId: string | null;
  shippingAddress: AddressValues;
  billingSameAsShipping: boolean;
  billingAddress: AddressValues;
  vatNumber: string;
  eoriNumber: string;
  shippingMode: "fastest" | "fewestPackages";
  shipping: ShippingChoice;
  payment: PaymentDraft | null;
  giftcards: AppliedGiftcard[];
  newsletter: boolean;
  agreements: { subscription: boolean; trial: boolean };
  comments: string;
}

export type ShippingQuote = ShippingRatesResponse;
export type TaxQuote = TaxRatesResponse;

export type CheckoutStep = "shipping" | "payment" | "review";
