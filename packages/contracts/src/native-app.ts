import { z } from "zod";

/**
 * The native app's notification centre (issue #24, SPEC §2 account/notifications): per-topic
 * preferences stored on the customer. `rapidFire.email` is the customer's subscription to the
 * `rapidfire` newsletter list (SPEC §3), not a copy of it.
 */
export const NOTIFICATION_TOPICS = ["order", "shipping", "backInStock", "rapidFire"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NotificationPreference = z.object({
  topic: z.enum(NOTIFICATION_TOPICS, { error: `must be one of ${NOTIFICATION_TOPICS.join(", ")}` }),
  push: z.boolean({ error: "must be true or false" }),
  email: z.boolean({ error: "must be true or false" }),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/** PUT /svc_app/notifications/preferences: any subset of the topics, each at most once. */
export const NotificationPreferencesChange = z.object({
  preferences: z
    .array(NotificationPreference)
    .min(1, "must name at least one topic")
    .max(NOTIFICATION_TOPICS.length, "names a topic more than once")
    .refine((list) => new Set(list.map((p) => p.topic)).size === list.length, "names a topic more than once"),
});
export type NotificationPreferencesChange = z.infer<typeof NotificationPreferencesChange>;

/** GET (and PUT's answer): every topic, in NOTIFICATION_TOPICS order. */
export interface NotificationPreferencesResponse {
  preferences: NotificationPreference[];
}

/** GET /svc_app/exclusive/{productId}: an app-only product drop. */
export interface AppExclusiveResponse {
  productId: number;
  startsAt: string;
  endsAt: string | null;
  /** The drop is live now (started, not ended). */
  live: boolean;
}
