import type { Gym, GymType } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { asc, eq } from "drizzle-orm";
import { gyms } from "./gyms.schema.ts";

/** The only file with the gyms' SQL. */
export function createGymsRepository(db: Db) {
  return {
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
