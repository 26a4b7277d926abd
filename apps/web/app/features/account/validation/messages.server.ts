import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * SPEC §5's validation messages and the field labels they name (ADR 0035): the account forms and
 * checkout's address, e-mail and card fields format the domain rules' issues from it
 * (`useIssueText`). A route rendering such a form ships it: `pageMessages(locale, validationCatalog, …)`.
 */
export const validationCatalog = defineCatalog("validation", { en, de, fr, es, nl });
