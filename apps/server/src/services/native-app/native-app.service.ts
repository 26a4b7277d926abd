import {
  type AppExclusiveResponse,
  ERRORS,
  NOTIFICATION_TOPICS,
  type NotificationPreference,
  type NotificationPreferencesChange,
  type NotificationTopic,
} from "@ironworks/contracts";
import { isNewsletterListOn, type Site } from "@ironworks/domain";
import { httpError } from "../../platform/errors.ts";
import type { NewsletterService } from "../newsletter/index.ts";
import type { NativeAppRepository } from "./native-app.repository.ts";

/** The Rapid Fire topic's e-mail switch is this newsletter list (SPEC §3). */
export const RAPID_FIRE_LIST = "rapidfire";

/** Without a stored choice: order and shipping news on, back-in-stock and deal alerts by push only. */
const DEFAULTS: Record<NotificationTopic, { push: boolean; email: boolean }> = {
  order: { push: true, email: true },
  shipping: { push: true, email: true },
  backInStock: { push: true, email: false },
  rapidFire: { push: true, email: false },
};

/** Who asks: the signed-in customer, their address and the site of the request. */
export interface AppCustomer {
  customerId: number;
  email: string;
  site: Site;
}

/**
 * The native app's pages (issue #24): notification preferences per customer and topic, and the
 * app-only product drops.
 */
export function createNativeAppService(deps: {
  repo: NativeAppRepository;
  newsletter: Pick<NewsletterService, "subscriptions" | "subscribe" | "unsubscribe">;
  now?: () => Date;
}) {
  const { repo, newsletter } = deps;
  const now = deps.now ?? (() => new Date());

  async function rapidFireMail(me: AppCustomer): Promise<boolean> {
    if (!isNewsletterListOn(me.site.code, RAPID_FIRE_LIST) || !me.email) return false;
    return (await newsletter.subscriptions(me.site, me.email)).includes(RAPID_FIRE_LIST);
  }

  const service = {
    /** Every topic, stored choice or default; Rapid Fire's e-mail from the newsletter list. */
    async preferences(me: AppCustomer): Promise<NotificationPreference[]> {
      const [rows, rapid] = await Promise.all([repo.preferences(me.customerId), rapidFireMail(me)]);
      const stored = new Map(rows.map((r) => [r.topic, r]));
      return NOTIFICATION_TOPICS.map((topic) => {
        const row = stored.get(topic) ?? DEFAULTS[topic];
        return { topic, push: row.push, email: topic === "rapidFire" ? rapid : row.email };
      });
    },

    /** Stores the named topics; Rapid Fire's e-mail switch subscribes to or leaves the `rapidfire` list. */
    async setPreferences(me: AppCustomer, change: NotificationPreferencesChange): Promise<NotificationPreference[]> {
      await repo.savePreferences(me.customerId, change.preferences);
      const rapid = change.preferences.find((p) => p.topic === "rapidFire");
      if (rapid && me.email && isNewsletterListOn(me.site.code, RAPID_FIRE_LIST)) {
        if (rapid.email) await newsletter.subscribe(me.site, me.email, [RAPID_FIRE_LIST], me.customerId);
        else await newsletter.unsubscribe(me.site, me.email, [RAPID_FIRE_LIST]);
      }
      return service.preferences(me);
    },

    /** An app-only drop; a product that is not one is "not found" (404 product_not_found). */
    async exclusive(productId: number): Promise<AppExclusiveResponse> {
      const row = await repo.exclusive(productId);
      if (!row) throw httpError(ERRORS.productNotFound);
      const at = now().getTime();
      return {
        productId: row.productId,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
        live: row.startsAt.getTime() <= at && (row.endsAt === null || row.endsAt.getTime() > at),
      };
    },
  };
  return service;
}

export type NativeAppService = ReturnType<typeof createNativeAppService>;
