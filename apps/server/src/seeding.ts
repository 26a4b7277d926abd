import type { Database } from "@ironworks/db";
import { buildBrands, buildIndexHub, generateSeed } from "@ironworks/seed";
import type { Logger } from "./platform/logger.ts";
import { seedBrands } from "./services/brands/index.ts";
import { seedCatalog } from "./services/catalog/index.ts";
import { seedContent, seedIndexHub } from "./services/content/index.ts";
import { seedEvents } from "./services/events/index.ts";
import { seedReviews } from "./services/reviews/index.ts";
import { seedNativeApp } from "./services/native-app/index.ts";
import { seedGyms } from "./services/gyms/index.ts";
import { seedRoutes } from "./services/route/index.ts";
import type { Services } from "./services.ts";

/**
 * Applies migrations, then seeds the demo store into an empty database. App layer, not platform/:
 * seeding writes through the catalog, cms and route services (ADR 0025).
 */
export async function prepareDatabase(
  database: Database,
  services: Services,
  options: { seed: "auto" | "never"; logger: Logger },
): Promise<{ seeded: boolean; migrateMs: number; seedMs: number }> {
  const started = Date.now();
  await database.migrate();
  // Migration 0010's data step: TOTP secrets sealed with the server's key, which SQL does not have.
  const sealed = await services.staff.sealTotpSecrets();
  if (sealed > 0) options.logger.info("staff TOTP secrets sealed", { count: sealed });
  const migrateMs = Date.now() - started;
  options.logger.info("migrations applied", { ms: migrateMs, db: database.kind });
  const seedStart = Date.now();
  if (options.seed === "never") return { seeded: false, migrateMs, seedMs: Date.now() - seedStart };
  if ((await services.catalog.countProducts()) > 0) {
    // A store seeded before the Index existed (issue #19) gets its demo posts once (empty tables only).
    await seedIndexHub(database.db, buildIndexHub());
    // A store seeded before the events service (issue #20) gets its demo competitions once.
    await seedEvents(database.db);
    return { seeded: false, migrateMs, seedMs: Date.now() - seedStart };
  }
  await seedDatabase(database);
  const seedMs = Date.now() - seedStart;
  options.logger.info("demo data seeded", { ms: seedMs });
  return { seeded: true, migrateMs, seedMs };
}

export async function seedDatabase(database: Database): Promise<void> {
  const data = generateSeed();
  await seedCatalog(database.db, data);
  await seedContent(database.db, data);
  await seedRoutes(database.db, data);
  await seedBrands(database.db, buildBrands());
  await seedReviews(database.db, data);
  await seedIndexHub(database.db, buildIndexHub());
  await seedEvents(database.db);
  await seedNativeApp(database.db);
  await seedGyms(database.db);
}
