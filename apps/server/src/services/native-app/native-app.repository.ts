import type { Db } from "@ironworks/db";
import { eq, sql } from "drizzle-orm";
import { appExclusives, appNotificationPreferences } from "./native-app.schema.ts";

export interface StoredPreference {
  topic: string;
  push: boolean;
  email: boolean;
}

/** The only file with the native app's SQL. */
export function createNativeAppRepository(db: Db) {
  return {
    async preferences(customerId: number): Promise<StoredPreference[]> {
      return db
        .select({
          topic: appNotificationPreferences.topic,
          push: appNotificationPreferences.push,
          email: appNotificationPreferences.email,
        })
        .from(appNotificationPreferences)
        .where(eq(appNotificationPreferences.customerId, customerId));
    },

    /** Upserts the given topics in one statement (a repeated PUT is the same state). */
    async savePreferences(customerId: number, rows: StoredPreference[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(appNotificationPreferences)
        .values(rows.map((r) => ({ customerId, ...r })))
        .onConflictDoUpdate({
          target: [appNotificationPreferences.customerId, appNotificationPreferences.topic],
          set: {
            push: sql`excluded.push`,
            email: sql`excluded.email`,
            updatedAt: sql`now()`,
          },
        });
    },

    async exclusive(productId: number) {
      const [row] = await db.select().from(appExclusives).where(eq(appExclusives.productId, productId)).limit(1);
      return row ?? null;
    },

    async seedExclusives(rows: { productId: number; startsAt: Date; endsAt: Date | null }[]): Promise<void> {
      if (rows.length) await db.insert(appExclusives).values(rows).onConflictDoNothing();
    },
  };
}

export type NativeAppRepository = ReturnType<typeof createNativeAppRepository>;
