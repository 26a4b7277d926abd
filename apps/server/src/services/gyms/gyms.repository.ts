import type { Gym, GymType } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { asc, eq } from "drizzle-orm";
import { gyms } from "./gyms.schema.ts";

/** The only file with the gyms' SQL. */
export function createGymsRepository(db: Db) {
  return {
    /** A gym placed on the map (an approved application, services/forms), in the caller's transaction. */
    async insert(gym: typeof gyms.$inferInsert): Promise<number> {
      const [row] = await db.insert(gyms).values(gym).returning({ id: gyms.id });
      return (row as { id: number }).id;
    },
    async listApproved(): Promise<Gym[]> {
      const rows = await db.select().from(gyms).where(eq(gyms.status, "approved")).orderBy(asc(gyms.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        type: r.type as GymType,
        street: r.street,
        city: r.city,
        region: r.region,
        postcode: r.postcode,
        country: r.country,
        lat: r.lat,
        lon: r.lon,
        hours: r.hours,
        photo: r.photo,
        equipment: r.equipment,
        website: r.website,
      }));
    },
  };
}

export type GymsRepository = ReturnType<typeof createGymsRepository>;
