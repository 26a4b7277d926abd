import { z } from "zod";

/**
 * The equipped-gyms map (issue #24, SPEC §2 /rogue-equipped-gyms behind the gym-map flag): gyms
 * that train on the store's gear, searched by place or postcode and distance, filtered by type
 * and equipment.
 */
// Defined once in the domain: the map's filters and the gym application form share them (issue #24).
export { GYM_EQUIPMENT, GYM_TYPES, type GymEquipment, type GymType } from "@ironworks/domain";
import { GYM_EQUIPMENT, GYM_TYPES, type GymEquipment, type GymType } from "@ironworks/domain";

/** Kilometres around the place searched for: 1 to 1000, 50 by default. */
export const GYM_RADIUS_KM = { min: 1, max: 1000, default: 50 } as const;

/** GET /svc_gyms/gyms query: every field optional; `equipment` a comma list (all must be present). */
export const GymSearchQuery = z.object({
  q: z.string().trim().max(100, "must be at most 100 characters").optional(),
  radius: z.coerce
    .number({ error: "must be a number of kilometres" })
    .int("must be a whole number of kilometres")
    .min(GYM_RADIUS_KM.min, `must be at least ${GYM_RADIUS_KM.min}`)
    .max(GYM_RADIUS_KM.max, `must be at most ${GYM_RADIUS_KM.max}`)
    .optional(),
  type: z.enum(GYM_TYPES, { error: `must be one of ${GYM_TYPES.join(", ")}` }).optional(),
  equipment: z
    .string()
    .max(200, "lists too much")
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.enum(GYM_EQUIPMENT, { error: `must be among ${GYM_EQUIPMENT.join(", ")}` })))
    .optional(),
});
export type GymSearchQuery = z.infer<typeof GymSearchQuery>;

export interface Gym {
  id: number;
  name: string;
  type: GymType;
  street: string;
  city: string;
  region: string | null;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lon: number;
  /** Opening hours as the gym words them ("Mon–Fri 6:00–21:00, Sat 8:00–14:00"). */
  hours: string;
  photo: string | null;
  equipment: GymEquipment[];
  website: string | null;
  /** From the place searched for, when there is one. */
  distanceKm?: number;
}

export interface GymSearchResponse {
  gyms: Gym[];
  /** The place a search by place or postcode found (the centre of the distance search); null otherwise. */
  place: { label: string; lat: number; lon: number; radiusKm: number } | null;
}
