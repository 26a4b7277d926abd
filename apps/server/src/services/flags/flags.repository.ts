import type { Db } from "@ironworks/db";
import { asc, eq, sql } from "drizzle-orm";
import { flagsFeatures } from "./flags.schema.ts";

/** Channel other processes LISTEN on (PostgreSQL); the payload is the changed key. */
export const FLAGS_CHANNEL = "flags_changed";

export type FlagRow = typeof flagsFeatures.$inferSelect;

export function createFlagsRepository(db: Db) {
  return {
    async list(): Promise<FlagRow[]> {
      return db.select().from(flagsFeatures).orderBy(asc(flagsFeatures.key));
    },
    async find(key: string): Promise<FlagRow | undefined> {
      const rows = await db.select().from(flagsFeatures).where(eq(flagsFeatures.key, key));
      return rows[0];
    },
    /**
     * Writes a flag and stamps it strictly later than every other flag, so each change gives the
     * payload a new dateUpdated (the SDK ignores a payload whose dateUpdated it already has).
     */
    async update(key: string, change: { defaultValue?: unknown; rules?: Record<string, unknown>[] }) {
      const rows = await db
        .update(flagsFeatures)
        .set({
          ...(change.defaultValue === undefined
            ? {}
            : { defaultValue: sql`${JSON.stringify(change.defaultValue)}::jsonb` }),
          ...(change.rules === undefined ? {} : { rules: sql`${JSON.stringify(change.rules)}::jsonb` }),
          updatedAt: sql`greatest(clock_timestamp(), (select max(updated_at) from flags_features) + interval '1 millisecond')`,
        })
        .where(eq(flagsFeatures.key, key))
        .returning();
      return rows[0];
    },
    /** The newest change: cheap enough to poll. */
    async lastUpdated(): Promise<Date | null> {
      const rows = await db.select({ at: sql<string | null>`max(${flagsFeatures.updatedAt})` }).from(flagsFeatures);
      const at = rows[0]?.at;
      return at ? new Date(at) : null;
    },
    /** Tells every process LISTENing on FLAGS_CHANNEL (PostgreSQL; harmless on PGlite). */
    async notify(key: string): Promise<void> {
      await db.execute(sql`select pg_notify(${FLAGS_CHANNEL}, ${key})`);
    },
  };
}
export type FlagsRepository = ReturnType<typeof createFlagsRepository>;
