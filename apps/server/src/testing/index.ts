/**
 * The server's testing entry, "@ironworks/server/testing": what the storefront's tests use to run
 * against a real store (a migrated, seeded database and the services over it). The rest of
 * apps/server/src is private to the server (ADR 0025); production code never imports this entry.
 */
export { type DiscoveredCatalog, discoverCatalog } from "./discover.ts";
export { seedData } from "./seed-data.ts";
export { createTestStore, TEST_DATABASE_URL, type TestStore } from "./test-store.ts";
export { guestOwner, insertCustomer, plentiful } from "../services/lists/lists.testing.ts";
export { clothing, standard, virtual } from "../services/shipping/shipping.testing.ts";
/** The flag defaults the storefront's own copy is compared with. */
export { FLAG_DEFAULTS } from "../services/flags/index.ts";
/** The address service alone, for the region prompt's tests. */
export { createGeoService } from "../services/geo/index.ts";
