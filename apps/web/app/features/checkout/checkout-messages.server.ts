import type { Locale } from "@ironworks/domain";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import type { PageMessages } from "../../lib/i18n/messages.ts";
import { paymentCatalog } from "../payment/messages.server.ts";
import { checkoutCatalog } from "./messages.server.ts";

/**
 * The words every checkout page renders, in the page's language (ADR 0035): the steps, the summary,
 * the payment methods with the card fields, the SPEC §8 order errors (shown after a client action,
 * so they must be here already) — shipped by the checkout layout's loader and the success page's.
 * TODO(integrator, at the merge of fix/i18n-account and fix/i18n-catalog): add the catalogs of what
 * checkout borrows — `validationCatalog` (features/account/validation/messages.server.ts: the address
 * fields, e-mail and card field messages), `ordersCatalog` (features/orders/messages.server.ts: the
 * totals labels TotalsList words, BusinessBuyerFacts) and the cart catalog the line details
 * (features/lists/shared/LineDetails) word from.
 */
export function checkoutMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, checkoutCatalog, paymentCatalog);
}
