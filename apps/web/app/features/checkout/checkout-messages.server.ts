import type { Locale } from "@ironworks/domain";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import type { PageMessages } from "../../lib/i18n/messages.ts";
import { validationCatalog } from "../account/validation/messages.server.ts";
import { lineCatalog } from "../lists/line/messages.server.ts";
import { ordersCatalog } from "../orders/messages.server.ts";
import { paymentCatalog } from "../payment/messages.server.ts";
import { checkoutCatalog } from "./messages.server.ts";

/**
 * The words every checkout page renders, in the page's language (ADR 0035): the steps, the summary,
 * the payment methods with the card fields, the SPEC §8 order errors (shown after a client action,
 * so they must be here already) — shipped by the checkout layout's loader and the success page's —
 * and what checkout borrows: the SPEC §5 field labels and messages (validation: address, e-mail,
 * card fields), the totals labels and business-buyer facts (orders) and the line details (line).
 */
export function checkoutMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, checkoutCatalog, paymentCatalog, validationCatalog, ordersCatalog, lineCatalog);
}
