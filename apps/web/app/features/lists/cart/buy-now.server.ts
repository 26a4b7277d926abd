import { languageOf } from "@ironworks/domain";
import type { AppLoadContext } from "../../../lib/context.ts";
import { localeFromRequest } from "../../../lib/locale.ts";

/**
 * A checkout page load claims the buy-now list for this page (lists.claimBuyNow, ADR 0010): the
 * page's unload beacon sends the id back, so a reload's new page outranks a late beacon of the old
 * one, and a list the beacon closed a moment ago (a reload) is re-opened. null without a buy-now
 * list or a session (nothing is written then); a failure here must not take checkout down.
 */
export async function claimBuyNowPage(request: Request, context: AppLoadContext): Promise<string | null> {
  const session = await context.session.find();
  if (!session) return null;
  const { site, locale } = localeFromRequest(request);
  const owner = {
    customerId: session.customerId,
    sessionId: session.sessionId,
    groupId: session.groupId,
    language: languageOf(locale),
  };
  return context.services.lists.claimBuyNow(owner, site).catch(() => null);
}
