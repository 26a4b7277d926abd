import { ERRORS, type List, type PlaceOrderInput, type ProductComplete } from "@ironworks/contracts";
import {
  checkVatNumber,
  computeTax,
  fromMinor,
  grandTotalsMinor,
  isReverseCharge,
  PICKUP_CODE,
  type RateOption,
  type Site,
  toMinor,
} from "@ironworks/domain";
import { fieldError, httpError } from "../../platform/errors.ts";
import { requireAddress } from "../../platform/request.ts";
import { type CartLine, type CartLines, type QuoteSigner, quoteCartShipping } from "../shipping/index.ts";

/**
 * The order body against the server's own computation (ADR 0016): lines and prices, agreements,
 * delivery options against a fresh quote and its signed token, tax, totals and the payment's shape.
 * Every mismatch is a catalogue error (ADR 0027) with the SPEC §8 code and the server's figure in `details`.
 */

/** Native-app wallets (SPEC §4 wallet flow): payment.adyenType names the wallet, transactionToken is its token. */
export const WALLET_TYPES = ["applepay", "googlepay"] as const;
type WalletType = (typeof WALLET_TYPES)[number];

/**
 * SPEC §3 totals, as the server computes them (minor units), by the domain's formula
 * (grandTotalsMinor, shared with the browser). Tariff is 0 (ADR 0008).
 * payment.amount = grandTotalIncludingTax − giftcards.
 */
export function grandTotals(input: {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  pricesIncludeVat: boolean;
}) {
  return grandTotalsMinor(input, input.pricesIncludeVat);
}

export function checkLines(input: PlaceOrderInput, list: List, lines: CartLine[]) {
  const problems: Record<string, unknown>[] = [];
  const byItemId = new Map(input.items.filter((i) => i.listItemId).map((i) => [i.listItemId as string, i]));
  const unmatched = input.items.filter((i) => !i.listItemId);
  list.items.forEach((item, n) => {
    const line = lines[n];
    if (!line) return;
    let shown = byItemId.get(item._id);
    if (shown) byItemId.delete(item._id);
    else {
      const at = unmatched.findIndex((i) => i.productId === item.productId);
      shown = at >= 0 ? unmatched.splice(at, 1)[0] : undefined;
    }
    const expected = toMinor(line.wire.unitPrice);
    if (!shown)
      problems.push({ sku: line.wire.sku, listItemId: item._id, problem: "missing", price: line.wire.unitPrice });
    else if (toMinor(shown.price) !== expected || shown.qty !== line.wire.qty)
      problems.push({
        sku: line.wire.sku,
        listItemId: item._id,
        price: line.wire.unitPrice,
        shownPrice: shown.price,
        qty: line.wire.qty,
        shownQty: shown.qty,
      });
  });
  for (const extra of [...byItemId.values(), ...unmatched])
    problems.push({ sku: extra.sku ?? null, productId: extra.productId, problem: "not_in_list" });
  if (problems.length)
    throw httpError(ERRORS.wrongProductPrice, "The price of one or more items has changed.", { items: problems });
}

export function checkAgreements(input: PlaceOrderInput, items: Map<number, ProductComplete>) {
  const all = [...items.values()];
  // A trial turns into a subscription: it needs both agreements.
  const subscription = all.some((p) => !!p.attributes.subscription_interval);
  const trial = all.some((p) => p.attributes.is_trial === true);
  if ((subscription && !input.agreements?.subscription) || (trial && !input.agreements?.trial))
    throw httpError(ERRORS.subscriptionAgreeMissing, "Please agree to the subscription terms to place this order.", {
      fields: [
        {
          field: trial && !input.agreements?.trial ? "agreements.trial" : "agreements.subscription",
          message: "is required",
        },
      ],
    });
}

/** One chosen delivery option against the fresh quote and its signed token; returns its rate (minor units). */
function checkSelection(
  s: PlaceOrderInput["shipping"][number],
  index: number,
  q: {
    site: Site;
    signer: QuoteSigner;
    fresh: RateOption[];
    pickupBlocked: boolean;
    allowSplit: boolean;
    /** The packages already given an option (a second one for a package is refused). */
    used: Set<string>;
    error: string | null;
  },
): number {
  const { site, signer, fresh, pickupBlocked, allowSplit, used } = q;
  const rateMinor = toMinor(s.rate);
  const detail = { index, shippingCode: s.shippingCode, packageNumber: s.packageNumber ?? null };
  const token = signer.read(s.transactionId);
  if (!token || token.s !== site.storeId)
    throw httpError(
      ERRORS.shippingRate,
      "The delivery quote expired. Please choose the delivery option again.",
      detail,
    );
  if (s.shippingCode === PICKUP_CODE && pickupBlocked)
    throw httpError(ERRORS.pickupDisabled, "Pickup is not available for this order.", detail);
  const sameCode = fresh.filter((r) => r.shippingCode === s.shippingCode);
  if (!sameCode.length)
    throw httpError(
      ERRORS.shippingMethodNotFound,
      q.error ?? "This delivery option is not available for this order.",
      detail,
    );
  const match = allowSplit
    ? sameCode.find((r) => r.packageNumber === s.packageNumber)
    : sameCode.find((r) => r.packageNumber === undefined);
  const key = `${s.packageNumber ?? ""}`;
  if (!match || used.has(key))
    throw httpError(ERRORS.shippingMethodNotValid, "This delivery option is not valid for this package.", detail);
  used.add(key);
  if (match.rateMinor !== rateMinor)
    throw httpError(ERRORS.wrongShippingRate, "The delivery charge has changed.", {
      ...detail,
      rate: fromMinor(match.rateMinor),
      shownRate: s.rate,
    });
  if (
    !signer.verify(s.transactionId, {
      storeId: site.storeId,
      shippingCode: s.shippingCode,
      rateMinor,
      ...(s.packageNumber === undefined ? {} : { packageNumber: s.packageNumber }),
    })
  )
    throw httpError(ERRORS.shippingRate, "The delivery quote does not cover this option.", detail);
  return rateMinor;
}

/** The delivery charge of the chosen options, each checked against a fresh quote and its signed token. */
export function checkShipping(
  input: PlaceOrderInput,
  cart: CartLines,
  site: Site,
  freeShipping: boolean,
  signer: QuoteSigner,
): {
  shippingMinor: number;
  selections: Record<string, unknown>[];
  virtualOnly: boolean;
  /** The free-shipping ticket is what made the chosen options free (not pickup, not free anyway). */
  freedByTicket: boolean;
} {
  const items = cart.lines.map((l) => l.ship);
  const virtualOnly = items.every((i) => i.virtual);
  if (virtualOnly) {
    const charged = input.shipping.reduce((s, x) => s + toMinor(x.rate), 0);
    if (charged !== 0 || toMinor(input.totals.shipping) !== 0)
      throw httpError(ERRORS.wrongShippingTotal, "This order needs no shipping.", { expected: 0 });
    return { shippingMinor: 0, selections: [], virtualOnly, freedByTicket: false };
  }
  const address = requireAddress(input.shippingAddress, site);
  if (!input.shipping.length)
    throw httpError(ERRORS.shippingMethodNotFound, "Please choose a delivery option.", { expected: "shipping" });
  const allowSplit = input.shipping.some((s) => s.packageNumber !== undefined);
  // The same options as the rates service quoted: a whole custom quote ships on its freight (ADR 0052).
  const quoteWith = (free: boolean) =>
    quoteCartShipping(cart, {
      site: site.code,
      country: address.country,
      region: address.region,
      allowSplit,
      shippingMode: input.shippingMode,
      freeShipping: free,
    });
  const quote = quoteWith(freeShipping);
  const fresh: RateOption[] = [...quote.rates, ...quote.packages.flatMap((p) => p.rates)];
  const pickupBlocked = !fresh.some((r) => r.shippingCode === PICKUP_CODE);
  let total = 0;
  const used = new Set<string>();
  for (const [index, s] of input.shipping.entries())
    total += checkSelection(s, index, { site, signer, fresh, pickupBlocked, allowSplit, used, error: quote.error });
  // A split order chooses one option per package; pickup stands for the whole order.
  const pickup = input.shipping.some((s) => s.shippingCode === PICKUP_CODE);
  if (allowSplit && !pickup && used.size !== quote.packages.length)
    throw httpError(ERRORS.shippingMethodNotValid, "Choose one delivery option for every package.", {
      packages: quote.packages.length,
    });
  if (toMinor(input.totals.shipping) !== total)
    throw httpError(ERRORS.wrongShippingTotal, "The shipping total has changed.", { shipping: fromMinor(total) });
  // What each selection carries, for fulfilment (checkout.fulfilment.ts): its package, or all of them.
  const contents = (packageNumber: number | undefined) =>
    quote.packages
      .filter((p) => !allowSplit || pickup || p.packageNumber === packageNumber)
      .map((p) => ({ packageNumber: p.packageNumber, items: p.items.map((i) => ({ sku: i.sku, qty: i.qty })) }));
  // The same options quoted without the ticket: a use is spent only when they would have cost something.
  let freedByTicket = false;
  if (freeShipping && total === 0) {
    const full = quoteWith(false);
    const charged = [...full.rates, ...full.packages.flatMap((p) => p.rates)];
    freedByTicket = input.shipping.some((s) =>
      charged.some(
        (r) =>
          r.shippingCode === s.shippingCode &&
          r.packageNumber === (allowSplit ? s.packageNumber : undefined) &&
          r.rateMinor > 0,
      ),
    );
  }
  return {
    shippingMinor: total,
    virtualOnly,
    freedByTicket,
    selections: input.shipping.map((s) => ({
      packages: contents(s.packageNumber),
      shippingCode: s.shippingCode,
      rate: s.rate,
      label: s.label ?? fresh.find((r) => r.shippingCode === s.shippingCode)?.label ?? s.shippingCode,
      carrier: s.carrier ?? fresh.find((r) => r.shippingCode === s.shippingCode)?.carrier ?? "",
      ...(s.packageNumber === undefined ? {} : { packageNumber: s.packageNumber }),
    })),
  };
}

/** The tax service's computation (tax.service.ts fetchRates) over the already priced lines. */
export function taxFor(
  input: PlaceOrderInput,
  lines: CartLine[],
  site: Site,
  shippingMinor: number,
  virtualOnly: boolean,
) {
  const address =
    virtualOnly && !input.shippingAddress ? null : requireAddress(input.shippingAddress ?? input.billingAddress, site);
  const country = address?.country ?? (site.pricesIncludeVat ? site.defaultCountry : "");
  const a = input.shippingAddress;
  const vat = checkVatNumber(a?.vatNumber ?? a?.vatId ?? null);
  const reverseCharge = site.pricesIncludeVat && isReverseCharge(country, vat);
  return computeTax({
    country,
    region: address?.region,
    postcode: address?.postcode,
    pricesIncludeVat: site.pricesIncludeVat,
    lines: lines.map((l) => ({ amountMinor: l.amountMinor, category: l.category })),
    shippingMinor,
    reverseCharge,
  });
}

export function checkPaymentShape(
  input: PlaceOrderInput,
  buyer: { customerId: number | null },
  amountMinor: number,
): string {
  const type = input.payment.paymentType;
  if (amountMinor === 0) return input.giftcards.length ? "giftcard" : "free";
  if (type === "free" || type === "giftcard")
    throw httpError(ERRORS.wrongPaymentAmount, "The order total is not covered.", {
      amount: fromMinor(amountMinor),
    });
  if (type === "card" && !input.payment.card) throw fieldError("payment.card", "is required");
  if (type === "storedCard") {
    if (!input.payment.storedPaymentMethodId) throw fieldError("payment.storedPaymentMethodId", "is required");
    if (buyer.customerId === null) throw fieldError("payment.storedPaymentMethodId", "needs a signed-in customer");
  }
  if ((type === "paypal" || type === "affirm") && !input.payment.transactionToken)
    throw fieldError("payment.transactionToken", "is required");
  if (type === "wallet") {
    if (!WALLET_TYPES.includes(input.payment.adyenType as WalletType))
      throw fieldError("payment.adyenType", `must be one of ${WALLET_TYPES.join(", ")} for a wallet payment`);
    if (!input.payment.transactionToken) throw fieldError("payment.transactionToken", "is required");
  }
  return type;
}
