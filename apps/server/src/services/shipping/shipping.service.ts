import type { ShippingRate, ShippingRatesRequest, ShippingRatesResponse } from "@ironworks/contracts";
import { fromMinor, type RateOption, type Site } from "@ironworks/domain";
import type { CatalogService } from "../catalog/index.ts";
import type { PricingBuyer, PricingService } from "../pricing/index.ts";
import { loadCartLines, quoteCartShipping } from "./cart-lines.ts";
import type { QuoteSigner } from "./quote-token.ts";
import { requireAddress } from "../../platform/request.ts";

const toWire = (r: RateOption): ShippingRate => ({
  shippingCode: r.shippingCode,
  rate: fromMinor(r.rateMinor),
  label: r.label,
  carrier: r.carrier,
  ...(r.packageNumber === undefined ? {} : { packageNumber: r.packageNumber }),
  ...(r.leadTime === undefined ? {} : { leadTime: r.leadTime }),
});

export function createShippingService(deps: { pricing: PricingService; catalog: CatalogService; signer: QuoteSigner }) {
  return {
    signer: deps.signer,
    /**
     * Rates for an order: items are priced and described from the catalog; virtual-only orders
     * need no address and get the single zero "virtual" rate; otherwise the address must be
     * valid (SPEC §5). Every quoted option is covered by the signed transactionId. For a buyer
     * whose cart holds a whole custom quote, its lines ship on the quote's freight (ADR 0052).
     */
    async getRates(input: ShippingRatesRequest, site: Site, buyer?: PricingBuyer): Promise<ShippingRatesResponse> {
      const pricing: PricingService = buyer
        ? { ...deps.pricing, priceItems: (i, s) => deps.pricing.priceItems(i, s, buyer) }
        : deps.pricing;
      const cart = await loadCartLines({ ...deps, pricing }, input.items, site);
      const items = cart.lines.map((l) => l.ship);
      const virtualOnly = items.every((i) => i.virtual);
      const address = virtualOnly ? null : requireAddress(input.shippingAddress, site);
      const quote = quoteCartShipping(cart, {
        site: site.code,
        country: address?.country ?? site.defaultCountry,
        region: address?.region,
        allowSplit: input.allowSplit ?? false,
        shippingMode: input.shippingMode ?? "fewestPackages",
        freeShipping: input.freeShipping ?? false,
      });
      const quoted = [...quote.rates, ...quote.packages.flatMap((p) => p.rates)];
      const transactionId = deps.signer.sign(
        site.storeId,
        quoted.map((r) =>
          r.packageNumber === undefined
            ? [r.shippingCode, r.rateMinor]
            : [r.shippingCode, r.rateMinor, r.packageNumber],
        ),
      );
      return {
        rates: quote.rates.map(toWire),
        split: quote.packages.map((p) => ({
          packageNumber: p.packageNumber,
          kind: p.kind,
          weight: Math.round(p.weightLb * 100) / 100,
          leadTime: p.leadTime,
          items: p.items.map((i) => ({ productId: i.productId, sku: i.sku, qty: i.qty })),
          rates: p.rates.map(toWire),
        })),
        transactionId,
        currency: site.currency,
        storeId: site.storeId,
        error: quote.error,
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
