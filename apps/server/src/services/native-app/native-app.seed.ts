import type { Db } from "@ironworks/db";
import { createNativeAppRepository } from "./native-app.repository.ts";

/**
 * The demo store's app-only drops: product 1000 (the SPEC's example path /exclusive/1000) and
 * 1002, open since the start of 2026 with no end.
 */
export const DEMO_APP_EXCLUSIVES = [1000, 1002];

export async function seedNativeApp(db: Db): Promise<void> {
  const startsAt = new Date("2026-01-01T00:00:00Z");
  await createNativeAppRepository(db).seedExclusives(
    DEMO_APP_EXCLUSIVES.map((productId) => ({ productId, startsAt, endsAt: null })),
  );
}
