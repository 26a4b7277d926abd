import type { Attributes, FeatureDefinition } from "@growthbook/growthbook";
import { GrowthBookClient } from "@growthbook/growthbook";
import { ERRORS } from "@ironworks/contracts";
import { fieldError, httpError } from "../../platform/errors.ts";
import { createLogger, type Logger } from "../../platform/logger.ts";
import {
  FLAG_DEFINITIONS,
  type FlagKey,
  type FlagValue,
  type FlagValues,
  type FlagValueType,
  isKnownFlag,
} from "@ironworks/domain";
import { STOREFRONT_CLIENT_KEY } from "./flags.defaults.ts";
import type { FlagRow, FlagsRepository } from "./flags.repository.ts";
import {
  checkFlagValue,
  type FeaturesPayload,
  type FlagView,
  type Parsed,
  parseFlagInput,
  parseRules,
} from "./flags.values.ts";

/** Values every flag has for one visitor, keyed by flag. */
export type { FlagValues };

export interface FlagsServiceOptions {
  logger?: Logger;
  /** After a failed read, serve the default block this long before trying the database again. */
  retryAfterMs?: number;
  /** Starts watching for changes other processes make (flags.sync.ts); started on first use. */
  watch?: (handlers: { onNotify: () => void; poll: () => void }) => { stop(): void };
}

/** The date the default block reports when no stored flag could be read. */
const DEFAULT_BLOCK_DATE = "1970-01-01T00:00:00.000Z";

function defaultRows(): FlagRow[] {
  return Object.entries(FLAG_DEFINITIONS).map(([key, d]) => ({
    key,
    valueType: d.type,
    defaultValue: d.value,
    rules: [],
    description: d.description,
    updatedAt: new Date(DEFAULT_BLOCK_DATE),
  }));
}

/** Stored rows over the default block: a known flag missing from the table keeps its default. */
function toPayload(rows: FlagRow[]): FeaturesPayload {
  const byKey = new Map(defaultRows().map((r) => [r.key, r]));
  for (const row of rows) byKey.set(row.key, row);
  const features: Record<string, FeatureDefinition> = {};
  let newest = 0;
  for (const row of [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key))) {
    features[row.key] = row.rules.length
      ? { defaultValue: row.defaultValue, rules: row.rules as FeatureDefinition["rules"] }
      : { defaultValue: row.defaultValue };
    newest = Math.max(newest, row.updatedAt.getTime());
  }
  return { status: 200, features, experiments: [], dateUpdated: new Date(newest).toISOString() };
}

function toView(row: FlagRow): FlagView {
  return {
    key: row.key,
    type: row.valueType,
    value: row.defaultValue,
    rules: row.rules,
    description: row.description,
    updatedAt: row.updatedAt.getTime() === 0 ? null : row.updatedAt.toISOString(),
  };
}

const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
/** LOG_LEVEL as the server reads it (createServices has no logger to hand down); tests are quiet. */
export function defaultFlagsLogger(): Logger {
  const env = process.env.LOG_LEVEL ?? "";
  const level = (LEVELS as readonly string[]).includes(env)
    ? (env as (typeof LEVELS)[number])
    : process.env.NODE_ENV === "test"
      ? "silent"
      : "info";
  return createLogger(level, { service: "flags" });
}

/**
 * Feature flags: one in-process snapshot of the table, served to SSR (evaluate/getValue), to the
 * GrowthBook endpoints and to open SSE streams (subscribe). A read failure gives the default block
 * and a warning (SPEC §8); a change made here, or announced by another process, is published once.
 */
export function createFlagsService(repository: FlagsRepository, options: FlagsServiceOptions = {}) {
  const logger = options.logger ?? defaultFlagsLogger();
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const listeners = new Set<(payload: FeaturesPayload) => void>();
  let snapshot: { payload: FeaturesPayload; client: GrowthBookClient; hasRules: boolean } | null = null;
  let degradedUntil = 0;
  let loading: Promise<FeaturesPayload> | null = null;
  let watching: { stop(): void } | null = null;

  function startWatch() {
    if (watching || !options.watch) return;
    watching = options.watch({
      onNotify: () => void refresh(),
      poll: () =>
        void repository
          .lastUpdated()
          .then((at) => {
            if (at && snapshot && at.toISOString() !== snapshot.payload.dateUpdated) return refresh();
          })
          .catch(() => {}),
    });
  }

  function install(payload: FeaturesPayload) {
    const previous = snapshot;
    const client = new GrowthBookClient({ clientKey: STOREFRONT_CLIENT_KEY }).initSync({ payload });
    const hasRules = Object.values(payload.features).some((f) => f.rules?.length);
    snapshot = { payload, client, hasRules };
    previous?.client.destroy();
    if (previous && previous.payload.dateUpdated !== payload.dateUpdated)
      for (const listener of listeners) {
        try {
          listener(payload);
        } catch (err) {
          logger.warn("flags listener failed", { err });
        }
      }
  }

  async function load(): Promise<FeaturesPayload> {
    try {
      const payload = toPayload(await repository.list());
      degradedUntil = 0;
      install(payload);
      return payload;
    } catch (err) {
      // SPEC §8: a flag-service failure gives the default block and a warning, never a broken page.
      logger.warn("feature flags unavailable: serving the default block", { err });
      degradedUntil = Date.now() + retryAfterMs;
      const payload = toPayload([]);
      if (!snapshot) install(payload);
      return snapshot?.payload ?? payload;
    }
  }

  /** Reloads from the database (coalescing concurrent callers) and publishes a changed payload. */
  function refresh(): Promise<FeaturesPayload> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function current() {
    startWatch();
    if (!snapshot || (degradedUntil && Date.now() >= degradedUntil)) await refresh();
    return snapshot as NonNullable<typeof snapshot>;
  }

  async function requireRow(key: string): Promise<FlagRow> {
    const row = await repository.find(key);
    if (!row) throw httpError(ERRORS.flagNotFound, `Unknown flag '${key}'`);
    return row;
  }

  function orFail<T>(parsed: Parsed<T>, field: string): T {
    if (parsed.ok) return parsed.value;
    throw fieldError(field, parsed.message);
  }

  async function write(key: string, change: { defaultValue?: unknown; rules?: Record<string, unknown>[] }) {
    const row = await repository.update(key, change);
    if (!row) throw httpError(ERRORS.flagNotFound, `Unknown flag '${key}'`);
    await repository.notify(key).catch((err: unknown) => logger.warn("flags notify failed", { err }));
    await refresh();
    logger.info("flag changed", { key, value: row.defaultValue, rules: row.rules.length });
    return toView(row);
  }

  return {
    clientKey: STOREFRONT_CLIENT_KEY,
    isClientKey: (key: string) => key === STOREFRONT_CLIENT_KEY,
    /** The GrowthBook payload (default block while the store is unreadable). */
    async getPayload(): Promise<FeaturesPayload> {
      return (await current()).payload;
    },
    /** Every flag's value for one visitor (rules evaluated with the SDK against `attributes`). */
    async evaluate(attributes: Attributes = {}): Promise<FlagValues> {
      const { payload, client, hasRules } = await current();
      const values: FlagValues = {};
      for (const [key, def] of Object.entries(payload.features))
        values[key] =
          hasRules && def.rules?.length ? client.getFeatureValue(key, null, { attributes }) : def.defaultValue;
      return values;
    },
    async getValue<K extends FlagKey>(key: K, attributes: Attributes = {}): Promise<FlagValue<K>> {
      const { payload, client } = await current();
      const def = payload.features[key];
      const fallback = FLAG_DEFINITIONS[key].value as FlagValue<K>;
      if (!def) return fallback;
      if (!def.rules?.length) return def.defaultValue as FlagValue<K>;
      return client.getFeatureValue(key, fallback, { attributes }) as FlagValue<K>;
    },
    /** Truthiness of a flag for one visitor, as the SDK's isOn. */
    async isOn(key: string, attributes: Attributes = {}): Promise<boolean> {
      const { client } = await current();
      return client.isOn(key, { attributes });
    },
    async list(): Promise<FlagView[]> {
      const rows = await repository.list();
      const stored = new Set(rows.map((r) => r.key));
      return [...rows, ...defaultRows().filter((r) => !stored.has(r.key))]
        .sort((a, b) => a.key.localeCompare(b.key))
        .map(toView);
    },
    async get(key: string): Promise<FlagView> {
      return toView(await requireRow(key));
    },
    /** Sets a flag's value from a typed value or from command-line text (`on`, `2026`, JSON). */
    async set(key: string, change: { value?: unknown; input?: string }): Promise<FlagView> {
      const row = await requireRow(key);
      const type: FlagValueType = row.valueType;
      const value =
        change.input !== undefined
          ? orFail(parseFlagInput(type, change.input), "input")
          : orFail(checkFlagValue(type, change.value), "value");
      return write(key, { defaultValue: value });
    },
    /** Replaces a flag's targeting and experiment rules (GrowthBook FeatureRule objects). */
    async setRules(key: string, rules: unknown): Promise<FlagView> {
      const row = await requireRow(key);
      return write(key, { rules: orFail(parseRules(row.valueType, rules), "rules") });
    },
    /** Called with the new payload whenever it changes (this process or, via refresh, another). */
    subscribe(listener: (payload: FeaturesPayload) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    /** The newest change in the store, for pollers that check whether to refresh. */
    lastUpdated: () => repository.lastUpdated(),
    isKnownFlag,
    /** Stops watching other processes' changes (the listeners stay). */
    stop() {
      watching?.stop();
      watching = null;
    },
  };
}
export type FlagsService = ReturnType<typeof createFlagsService>;
