import type { TaxRatesRequest, TaxRatesResponse } from "@ironworks/contracts";
import { checkVatNumber, computeTax, fromMinor, isReverseCharge, type Site, toMinor } from "@ironworks/domain";
import type { CatalogService } from "../catalog/index.ts";
import type { PricingBuyer, PricingService } from "../pricing/index.ts";
import { loadCartLines } from "../shipping/index.ts";
import { requireAddress } from "../../platform/request.ts";

/**
 * Tariff (ADR 0008): always 0. We ship DDP only within customs unions we sell from (US, CA, AU,
 * EU, UK); UK→EU and EU→UK goods are of preferential origin under the TCA (0 %), and anything
 * else leaves DAP: duties are the recipient's, not ours to collect.
 */
const TARIFF = 0;

export function createTaxService(deps: { pricing: PricingService; catalog: CatalogService }) {
  return {
    /**
     * Tax for an order: items priced from the catalog (Hundo shares deducted per line), the
     * delivery charge as sent (checkout re-checks it against the signed shipping quote).
     * EUR/GBR amounts are VAT-inclusive: the tax is the VAT they contain. A virtual-only order
     * without an address is taxed at the site's home country (VAT sites) or not at all.
     */
    async fetchRates(input: TaxRatesRequest, site: Site, buyer?: PricingBuyer): Promise<TaxRatesResponse> {
      // The buyer's accepted custom quotes price their lines (issue #22), as checkout will.
      const pricing: PricingService = buyer
        ? { ...deps.pricing, priceItems: (i, s) => deps.pricing.priceItems(i, s, buyer) }
        : deps.pricing;
      const { lines } = await loadCartLines({ ...deps, pricing }, input.items, site);
      const virtualOnly = lines.every((l) => l.ship.virtual);
      const address = virtualOnly && !input.shippingAddress ? null : requireAddress(input.shippingAddress, site);
      const country = address?.country ?? (site.pricesIncludeVat ? site.defaultCountry : "");
      const vatNumber = input.vatNumber ?? input.shippingAddress?.vatNumber ?? input.shippingAddress?.vatId ?? null;
      const vat = checkVatNumber(vatNumber);
      const reverseCharge = site.pricesIncludeVat && isReverseCharge(country, vat);
      const result = computeTax({
        country,
        region: address?.region,
        postcode: address?.postcode,
        pricesIncludeVat: site.pricesIncludeVat,
        lines: lines.map((l) => ({ amountMinor: l.amountMinor, category: l.category })),
        shippingMinor: toMinor(input.shippingAmount ?? 0),
        reverseCharge,
      });
      return {
        totalTaxAmount: fromMinor(result.totalMinor),
        itemTaxAmount: fromMinor(result.itemTaxMinor),
        shipping: { taxAmount: fromMinor(result.shippingTaxMinor) },
        summary: result.lines.map((l) => ({ label: l.label, rate: l.rate, taxAmount: fromMinor(l.taxMinor) })),
        vatResponse: { valid: vat.valid, reverseCharge },
        pricesIncludeTax: site.pricesIncludeVat,
        tariff: TARIFF,
        eoriNumber: (input.eoriNumber ?? input.shippingAddress?.eoriNumber ?? null)?.trim().toUpperCase() || null,
        currency: site.currency,
        storeId: site.storeId,
        error: null,
      };
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
