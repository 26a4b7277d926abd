import { GYM_EQUIPMENT, GYM_TYPES, type GymEquipment } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { gyms } from "./gyms.schema.ts";

/** A place the demo gyms gather around: its name, region, a postcode to vary, the country, its centre. */
interface City {
  city: string;
  region: string | null;
  postcode: string;
  country: string;
  lat: number;
  lon: number;
}

/** 50 cities across the USA, Canada, Europe, the UK and Australia (issue #24 demo data). */
export const GYM_CITIES: City[] = [
  { city: "Columbus", region: "OH", postcode: "43215", country: "US", lat: 39.9612, lon: -82.9988 },
  { city: "New York", region: "NY", postcode: "10001", country: "US", lat: 40.7128, lon: -74.006 },
  { city: "Los Angeles", region: "CA", postcode: "90012", country: "US", lat: 34.0522, lon: -118.2437 },
  { city: "Chicago", region: "IL", postcode: "60601", country: "US", lat: 41.8781, lon: -87.6298 },
  { city: "Houston", region: "TX", postcode: "77002", country: "US", lat: 29.7604, lon: -95.3698 },
  { city: "Austin", region: "TX", postcode: "78701", country: "US", lat: 30.2672, lon: -97.7431 },
  { city: "Denver", region: "CO", postcode: "80202", country: "US", lat: 39.7392, lon: -104.9903 },
  { city: "Seattle", region: "WA", postcode: "98101", country: "US", lat: 47.6062, lon: -122.3321 },
  { city: "Miami", region: "FL", postcode: "33130", country: "US", lat: 25.7617, lon: -80.1918 },
  { city: "Atlanta", region: "GA", postcode: "30303", country: "US", lat: 33.749, lon: -84.388 },
  { city: "Boston", region: "MA", postcode: "02108", country: "US", lat: 42.3601, lon: -71.0589 },
  { city: "Phoenix", region: "AZ", postcode: "85004", country: "US", lat: 33.4484, lon: -112.074 },
  { city: "Minneapolis", region: "MN", postcode: "55401", country: "US", lat: 44.9778, lon: -93.265 },
  { city: "Nashville", region: "TN", postcode: "37203", country: "US", lat: 36.1627, lon: -86.7816 },
  { city: "Salt Lake City", region: "UT", postcode: "84101", country: "US", lat: 40.7608, lon: -111.891 },
  { city: "San Diego", region: "CA", postcode: "92101", country: "US", lat: 32.7157, lon: -117.1611 },
  { city: "Portland", region: "OR", postcode: "97204", country: "US", lat: 45.5152, lon: -122.6784 },
  { city: "Cincinnati", region: "OH", postcode: "45202", country: "US", lat: 39.1031, lon: -84.512 },
  { city: "Toronto", region: "ON", postcode: "M5H 2N2", country: "CA", lat: 43.6532, lon: -79.3832 },
  { city: "Vancouver", region: "BC", postcode: "V6B 1A1", country: "CA", lat: 49.2827, lon: -123.1207 },
  { city: "Montréal", region: "QC", postcode: "H2Y 1C6", country: "CA", lat: 45.5017, lon: -73.5673 },
  { city: "Calgary", region: "AB", postcode: "T2P 1J9", country: "CA", lat: 51.0447, lon: -114.0719 },
  { city: "Ottawa", region: "ON", postcode: "K1P 1J1", country: "CA", lat: 45.4215, lon: -75.6972 },
  { city: "Halifax", region: "NS", postcode: "B3J 1A1", country: "CA", lat: 44.6488, lon: -63.5752 },
  { city: "London", region: null, postcode: "EC1A 1BB", country: "GB", lat: 51.5074, lon: -0.1278 },
  { city: "Manchester", region: null, postcode: "M1 1AE", country: "GB", lat: 53.4808, lon: -2.2426 },
  { city: "Birmingham", region: null, postcode: "B1 1AA", country: "GB", lat: 52.4862, lon: -1.8904 },
  { city: "Edinburgh", region: null, postcode: "EH1 1YZ", country: "GB", lat: 55.9533, lon: -3.1883 },
  { city: "Glasgow", region: null, postcode: "G1 1XQ", country: "GB", lat: 55.8642, lon: -4.2518 },
  { city: "Bristol", region: null, postcode: "BS1 4DJ", country: "GB", lat: 51.4545, lon: -2.5879 },
  { city: "Leeds", region: null, postcode: "LS1 4AP", country: "GB", lat: 53.8008, lon: -1.5491 },
  { city: "Berlin", region: null, postcode: "10115", country: "DE", lat: 52.52, lon: 13.405 },
  { city: "München", region: null, postcode: "80331", country: "DE", lat: 48.1351, lon: 11.582 },
  { city: "Hamburg", region: null, postcode: "20095", country: "DE", lat: 53.5511, lon: 9.9937 },
  { city: "Köln", region: null, postcode: "50667", country: "DE", lat: 50.9375, lon: 6.9603 },
  { city: "Paris", region: null, postcode: "75001", country: "FR", lat: 48.8566, lon: 2.3522 },
  { city: "Lyon", region: null, postcode: "69001", country: "FR", lat: 45.764, lon: 4.8357 },
  { city: "Marseille", region: null, postcode: "13001", country: "FR", lat: 43.2965, lon: 5.3698 },
  { city: "Madrid", region: null, postcode: "28013", country: "ES", lat: 40.4168, lon: -3.7038 },
  { city: "Barcelona", region: null, postcode: "08002", country: "ES", lat: 41.3874, lon: 2.1686 },
  { city: "Amsterdam", region: null, postcode: "1012 JS", country: "NL", lat: 52.3676, lon: 4.9041 },
  { city: "Rotterdam", region: null, postcode: "3011 AD", country: "NL", lat: 51.9244, lon: 4.4777 },
  { city: "Brussel", region: null, postcode: "1000", country: "BE", lat: 50.8503, lon: 4.3517 },
  { city: "Antwerpen", region: null, postcode: "2000", country: "BE", lat: 51.2194, lon: 4.4025 },
  { city: "Sydney", region: "NSW", postcode: "2000", country: "AU", lat: -33.8688, lon: 151.2093 },
  { city: "Melbourne", region: "VIC", postcode: "3000", country: "AU", lat: -37.8136, lon: 144.9631 },
  { city: "Brisbane", region: "QLD", postcode: "4000", country: "AU", lat: -27.4698, lon: 153.0251 },
  { city: "Perth", region: "WA", postcode: "6000", country: "AU", lat: -31.9505, lon: 115.8605 },
  { city: "Adelaide", region: "SA", postcode: "5000", country: "AU", lat: -34.9285, lon: 138.6007 },
  { city: "Gold Coast", region: "QLD", postcode: "4217", country: "AU", lat: -28.0167, lon: 153.4 },
];

const NAME_PARTS = {
  first: ["Iron", "Forge", "Anvil", "Barbell", "Granite", "Summit", "Foundry", "Northside", "Eastside", "Harbor"],
  second: ["Strength", "Athletics", "Barbell Club", "Training", "Performance", "Fitness", "Lifting", "Garage Gym"],
};
const STREETS = [
  "Main Street",
  "High Street",
  "Market Street",
  "Station Road",
  "Park Avenue",
  "Mill Lane",
  "Bridge Road",
];
const HOURS = [
  "Mon–Fri 5:00–21:00, Sat–Sun 7:00–14:00",
  "Mon–Fri 6:00–22:00, Sat 8:00–16:00",
  "Every day 6:00–20:00",
  "Mon–Sat 5:30–21:30",
];

/** A small deterministic generator (mulberry32): the same 300 gyms on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const DEMO_GYM_COUNT = 300;

/** The demo gyms: 6 per city, a few kilometres around its centre, each with 3–6 kinds of equipment. */
export function demoGyms(count = DEMO_GYM_COUNT) {
  const next = random(24);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const c = GYM_CITIES[i % GYM_CITIES.length] as City;
    const equipment = GYM_EQUIPMENT.filter(() => next() < 0.55);
    if (!equipment.includes("barbells")) equipment.unshift("barbells");
    return {
      name: `${pick(NAME_PARTS.first)} ${pick(NAME_PARTS.second)} ${c.city}${i >= GYM_CITIES.length ? ` ${Math.floor(i / GYM_CITIES.length) + 1}` : ""}`,
      type: GYM_TYPES[i % GYM_TYPES.length] as (typeof GYM_TYPES)[number],
      street: `${1 + Math.floor(next() * 400)} ${pick(STREETS)}`,
      city: c.city,
      region: c.region,
      postcode: c.postcode,
      country: c.country,
      // Up to ~15 km from the centre.
      lat: Math.round((c.lat + (next() - 0.5) * 0.25) * 1e5) / 1e5,
      lon: Math.round((c.lon + (next() - 0.5) * 0.3) * 1e5) / 1e5,
      hours: pick(HOURS),
      photo: null,
      equipment: equipment as GymEquipment[],
      website: null,
      status: "approved",
    };
  });
}

export async function seedGyms(db: Db): Promise<void> {
  await db.insert(gyms).values(demoGyms());
}
