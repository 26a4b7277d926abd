import { generateSeed, type SeedData } from "@ironworks/seed";

let cached: SeedData | undefined;

/** The deterministic demo data the test store was seeded with (expected prices, region limits…). */
export function seedData(): SeedData {
  cached ??= generateSeed();
  return cached;
}
