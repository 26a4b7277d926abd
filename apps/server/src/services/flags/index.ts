import type { Database } from "@ironworks/db";
import { createFlagsRepository } from "./flags.repository.ts";
import { createFlagsService, defaultFlagsLogger, type FlagsServiceOptions } from "./flags.service.ts";
import { watchFlagChanges } from "./flags.sync.ts";

export { ADMIN_FILE, type AdminFile, createFlagsAdmin, type FlagsAdmin, readAdminFile } from "./flags.admin.ts";
export { FLAG_DEFAULTS, type KnownFlag, STOREFRONT_CLIENT_KEY } from "./flags.defaults.ts";
export { createFlagsHub, type FlagsHub, type FlagsHubOptions } from "./flags.hub.ts";
export { createFlagsRepository, FLAGS_CHANNEL, type FlagsRepository } from "./flags.repository.ts";
export { flagsRoutes, type FlagsRoutesOptions } from "./flags.routes.ts";
export { createFlagsService, type FlagValues, type FlagsService } from "./flags.service.ts";
export type { FeaturesPayload, FlagView } from "./flags.values.ts";
export { parseFlagInput } from "./flags.values.ts";

/** The flags service on a database, watching other processes' changes when it is a shared PostgreSQL. */
export function createFlags(database: Database, options: Omit<FlagsServiceOptions, "watch"> = {}) {
  const logger = options.logger ?? defaultFlagsLogger();
  return createFlagsService(createFlagsRepository(database.db), {
    ...options,
    logger,
    watch: (handlers) => watchFlagChanges(database, handlers, logger),
  });
}
