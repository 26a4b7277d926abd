import type { Locale } from "@ironworks/domain";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import type { PageMessages } from "../../lib/i18n/messages.ts";
import { lineCatalog } from "../lists/line/messages.server.ts";
import { ordersCatalog } from "../orders/messages.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";
import { validationCatalog } from "./validation/messages.server.ts";

/** The account area's words (ADR 0035): sign-in, password, the account pages, addresses, alerts. */
export const accountCatalog = defineCatalog("account", { en, de, fr, es, nl });

/**
 * What the account layout ships for all its children (dashboard, orders, addresses…), and the
 * sign-in and password pages for theirs: the account words, SPEC §5 messages, the order views and
 * their lines' details.
 */
export function accountMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, accountCatalog, validationCatalog, ordersCatalog, lineCatalog);
}
