import type { Locale } from "@ironworks/domain";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import type { PageMessages } from "../../lib/i18n/messages.ts";
import { consentCatalog } from "../consent/messages.server.ts";
import { contentCatalog } from "../content/messages.server.ts";
import { regionCatalog } from "../region/messages.server.ts";

/**
 * The shell's words, shipped by the root loader on every page: what the shell itself renders (cookie
 * notice, live chat, region modal) and the 404, which any route's error boundary and the catch-all
 * resolver may show. A route's own words come with that route's loader.
 */
export function shellMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, consentCatalog, regionCatalog, contentCatalog);
}
