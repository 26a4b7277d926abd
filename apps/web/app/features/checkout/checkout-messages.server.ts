import type { Locale } from "@ironworks/domain";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import type { PageMessages } from "../../lib/i18n/messages.ts";
import { paymentCatalog } from "../payment/messages.server.ts";
import { checkoutCatalog } from "./messages.server.ts";

/**
 * The words every checkout page renders, in the page's language (ADR 0035): the steps, the summary,
 * the payment methods with the card fields, the SPEC §8 order errors (shown after a client action,
 * so they must be here already) — shipped by the checkout layout's loader and the success page's.
 * TODO(integrator): add the catalogs of what checkout borrows once their branches land —
 * i18n-account's address fields + SPEC §5 validation (AddressFields, checkout-address) and order
 * totals/business-buyer facts (features/orders), i18n-catalog's line details (features/lists/shared).
 */
export function checkoutMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, checkoutCatalog, paymentCatalog);
}
