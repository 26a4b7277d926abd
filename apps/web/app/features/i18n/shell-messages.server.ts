import type { Locale } from "@ironworks/domain";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import type { PageMessages } from "../../lib/i18n/messages.ts";
import { consentCatalog } from "../consent/messages.server.ts";
import { contentCatalog } from "../content/messages.server.ts";
import { newsletterCatalog } from "../newsletter/messages.server.ts";
import { regionCatalog } from "../region/messages.server.ts";
import { shellCatalog } from "../shell/messages.server.ts";

/**
 * The shell's words, shipped by the root loader on every page: what the shell itself renders (header,
 * menus, search box and preview, footer with its newsletter form, cookie notice, live chat, region
 * modal), the pieces every listing shares (product card, price, breadcrumbs, filter chips) and the
 * 404, which any route's error boundary and the catch-all resolver may show. A route's own words
 * come with that route's loader.
 */
export function shellMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, shellCatalog, consentCatalog, regionCatalog, contentCatalog, newsletterCatalog);
}
