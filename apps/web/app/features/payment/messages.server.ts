import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The card form's words (ADR 0035): the card fields shared by checkout's new card and the saved-cards
 * page (account.payment-methods), whose loaders ship this catalog.
 */
export const paymentCatalog = defineCatalog("payment", { en, de, fr, es, nl });
