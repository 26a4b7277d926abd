import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The shell's own words (ADR 0035): header, menus, search box and preview, footer, the accessibility
 * panel, and the pieces every listing shares (product card, price, breadcrumbs, filter chips, sort,
 * the form field's show/hide). The root loader ships them on every page.
 */
export const shellCatalog = defineCatalog("shell", { en, de, fr, es, nl });
