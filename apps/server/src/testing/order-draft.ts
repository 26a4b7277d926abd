import type {
  BuyRequest,
  List,
  PlaceOrderRequest,
  RateAddress,
  ShippingRatesRequest,
  ShippingRatesResponse,
  TaxRatesRequest,
  TaxRatesResponse,
} from "@ironworks/contracts";
import { fromMinor, grandTotalMinor, listDiscount, SITES, type Site, toMinor } from "@ironworks/domain";

/**
 * The order a shopper's checkout page posts for a list, built once for the server tests, the bench
 * and the browser suite: list → shipping rates → tax → gateway tokens → order body. How each step
 * is asked (a service call in-process, an HTTP request from Playwright) is the caller's
 * {@link OrderSteps}. No server imports: e2e/order-support.ts imports this file.
 */

/** The shopper's US address (no email: orders add the buyer's). */
export const ORDER_ADDRESS = {
  firstname: "Sam",
  lastname: "Lee",
  telephone: "5555550100",
  street: ["1 Main St"],
  city: "Columbus",
  postcode: "43215",
  region: "Ohio",
  regionId: "OH",
  countryId: "US",
} satisfies RateAddress;

export const US_ADDRESS: RateAddress = { ...ORDER_ADDRESS, email: "sam@example.com" };

/** The card the gateway authorises. */
export const TEST_CARD = "4111111111111111";

/** The gateway's tokenize request (/_testpay/checkoutshopper/v1/tokenize) for a test card. */
export const tokenizePath = (clientKey: string) => `/_testpay/checkoutshopper/v1/tokenize?clientKey=${clientKey}`;
export const tokenizeBody = (number = TEST_CARD, cvc: string | null = "737", holderName = "Sam Lee") => ({
  number,
  expiryMonth: 3,
  expiryYear: 2030,
  ...(cvc ? { cvc } : {}),
  holderName,
});

export interface CardTokens {
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode?: string;
}

/** The tokenize answer without what the browser shows (brand, last four): what the store is sent. */
export function cardTokensOf(answer: Record<string, string>): CardTokens {
  const { brand: _b, lastFour: _l, ...tokens } = answer;
  return tokens as unknown as CardTokens;
}

export function buyRequests(list: List): BuyRequest[] {
  return list.items.map((i) => {
    const r: BuyRequest = { productId: i.productId, qty: i.qty };
    if (i.options) r.options = i.options;
    if (i.children) r.children = i.children;
    if (i.metadata) r.metadata = i.metadata;
    return r;
  });
}

/** How the checkout's steps are asked on `site` (storeId left to the step). */
export interface OrderSteps {
  rates(request: Omit<ShippingRatesRequest, "storeId">, site: Site): Promise<ShippingRatesResponse>;
  tax(request: Omit<TaxRatesRequest, "storeId">, site: Site): Promise<TaxRatesResponse>;
  cardTokens(number: string): Promise<CardTokens>;
}

export interface DraftOptions {
  site?: Site;
  address?: RateAddress | null;
  email?: string;
  payment?: Partial<PlaceOrderRequest["payment"]>;
  card?: string;
  /** Quote delivery with earned free shipping (a customer's free-shipping ticket). */
  freeShipping?: boolean;
}

/**
 * The order body the checkout page posts for a list: items with the prices shown, the first
 * non-pickup rate of a fresh shipping quote, the tax for it, and totals; paid by `payment`
 * (default: a card 4111… via fresh gateway tokens).
 */
export async function draftOrderWith(
  steps: OrderSteps,
  list: List,
  options: DraftOptions = {},
): Promise<PlaceOrderRequest> {
  const site = options.site ?? SITES.USA;
  const address = options.address === undefined ? US_ADDRESS : options.address;
  const items = buyRequests(list);
  const rates = await steps.rates(
    {
      items,
      shippingAddress: address,
      shippingMode: "fewestPackages",
      ...(options.freeShipping ? { freeShipping: true } : {}),
    },
    site,
  );
  const rate = rates.rates.find((r) => r.shippingCode !== "pickup_pickup") ?? rates.rates[0];
  if (!rate) throw new Error(`no rate: ${rates.error}`);
  const tax = await steps.tax({ items, shippingAddress: address, shippingAmount: rate.rate }, site);
  const subtotal = toMinor(list.totals.subtotal);
  const discount = toMinor(listDiscount(list.totals));
  const taxMinor = toMinor(tax.totalTaxAmount);
  const grand = grandTotalMinor(
    { subtotal, discount, shipping: toMinor(rate.rate), tax: taxMinor },
    site.pricesIncludeVat,
  );
  const virtual = rate.shippingCode === "virtual_virtual";
  return {
    listId: list._id,
    storeId: site.storeId,
    items: list.items.map((i) => ({
      listItemId: i._id,
      productId: i.productId,
      sku: i.product.sku,
      qty: i.qty,
      price: i.price?.unitPrice ?? 0,
    })),
    shippingMode: "fewestPackages",
    totals: {
      subtotal: fromMinor(subtotal),
      discount: fromMinor(discount),
      shipping: rate.rate,
      tax: tax.totalTaxAmount,
      grandTotalIncludingTax: fromMinor(grand),
      giftcards: 0,
    },
    payment: {
      paymentType: "card",
      amount: fromMinor(grand),
      card: { type: "scheme", ...(await steps.cardTokens(options.card ?? TEST_CARD)) },
      ...options.payment,
    },
    shippingAddress: address,
    billingAddress: address,
    shipping: virtual ? [] : [{ ...rate, transactionId: rates.transactionId }],
    giftcards: [],
    customer: { email: options.email ?? "sam@example.com" },
  };
}
