import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

/** What changed: the caches that hold such data drop it (ADR 0032). */
export type ChangeTopic =
  | "catalog"
  | "price"
  | "stock"
  | "content"
  | "flags"
  | "events"
  | "reviews"
  | "gyms"
  | "gallery";
/**
 * "reviews": a review of the named products was published, rejected or edited (summaries, tiles' stars).
 * "gyms": a gym joined or left the equipped-gyms map (an application approved in the back office).
 * "gallery": an entry of the gym gallery (/theindex/ryourogue) was approved or taken down.
 */
const TOPICS = new Set<string>([
  "catalog",
  "price",
  "stock",
  "content",
  "flags",
  "events",
  "reviews",
  "gyms",
  "gallery",
]);

/**
 * The invalidation bus: a service that changes data publishes what changed; every cache that holds
 * such data (the data caches of platform/cache.ts, the guest page cache, the search index) listens.
 * In one process the listeners run at once; with REDIS_URL the change goes to every other process over
 * Redis pub/sub (channel `iw:changes`); without Redis but on PostgreSQL, over LISTEN/NOTIFY on the
 * shared database (channel `iw_changes`, ADR 0038), so no instance keeps serving what another one
 * changed beyond its TTL. The transport being down costs only the cross-instance part: the TTLs still
 * bound how stale a cache gets.
 */
/**
 * The products a change touched, when the publisher knows them (the catalog write seam does): the
 * search index patches just those instead of building again (ADR 0038 addendum). Absent: anything
 * of the topic may have changed.
 */
export interface ChangeDetail {
  productIds?: readonly number[];
}

/** More ids than this travel as "anything of the topic" (a NOTIFY payload is at most 8,000 bytes). */
export const MAX_CHANGE_IDS = 500;

export type ChangeListener = (topic: ChangeTopic, detail: ChangeDetail) => void;

export interface ChangeBus {
  publish(topic: ChangeTopic, detail?: ChangeDetail): void;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
  /** Resolves once changes travel both ways (Redis connected, subscription live; at once without Redis). */
  ready(): Promise<void>;
  /** How many changes arrived by the version check rather than by their message (a counter for ops). */
  missedMessages(): number;
}

/**
 * The version check (issue #18 item 3): a counter per topic in the shared database, bumped with every
 * publish and read by every process about once a second. A topic whose counter moved without its
 * message arriving (Redis or the LISTEN connection was down, a message dropped) is delivered as
 * "anything of the topic may have changed", so a missed message costs at most ~1 s of staleness.
 */
export interface ChangeVersions {
  /** Adds one to the topic's counter and returns the new value. */
  bump(topic: ChangeTopic): Promise<number>;
  /** Every topic's counter (topics never published are absent). */
  read(): Promise<Map<string, number>>;
}

/** How often each process reads the counters (one indexed read of at most 7 rows). */
export const VERSION_CHECK_MS = 1000;
/** A counter ahead of the messages heard this long is a missed message (its message may be on its way). */
export const VERSION_GRACE_MS = 250;

/** PostgreSQL as the transport: LISTEN on a dedicated connection, NOTIFY through the pool. */
export interface PostgresChannel {
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export function createChangeBus(
  options: {
    redis?: Redis | null;
    /** Used when there is no Redis (a PostgreSQL database shared by the processes). */
    postgres?: PostgresChannel | null;
    channel?: string;
    logger?: Pick<Logger, "warn">;
    /** The per-topic counters that catch a missed message (shared database; absent on PGlite: one process). */
    versions?: ChangeVersions | null;
    /** How often the counters are read (ms); tests go faster. */
    versionCheckMs?: number;
  } = {},
): ChangeBus {
  const listeners = new Set<ChangeListener>();
  const channel = options.channel ?? "iw:changes";
  const self = randomUUID();
  const deliver = (topic: ChangeTopic, detail: ChangeDetail) => {
    for (const listener of listeners) {
      try {
        listener(topic, detail);
      } catch (err) {
        options.logger?.warn("change listener failed", { topic, err: String(err) });
      }
    }
  };

  // A subscribed ioredis connection can do nothing else: a second one. It (re)subscribes whenever it
  // is ready, so a connection made late or lost and made again still hears every later change.
  let subscribed: Promise<void> = Promise.resolve();
  const subscriber = options.redis?.duplicate({ lazyConnect: true, commandTimeout: undefined }) ?? null;
  if (subscriber) {
    let markSubscribed = () => {};
    subscribed = new Promise<void>((resolve) => {
      markSubscribed = resolve;
    });
    subscriber.on("error", () => undefined); // the main client already logs connection trouble
    subscriber.on("ready", () => {
      subscriber.subscribe(channel).then(
        () => markSubscribed(),
        (err: unknown) => options.logger?.warn("change bus: subscribe failed", { err: String(err) }),
      );
    });
    subscriber.on("message", (ch: string, message: string) => {
      if (ch === channel) fromOthers(message);
    });
    subscriber.connect().catch(() => undefined); // retried by the client's retryStrategy
  }

  // The newest counter value per topic this process has acted on (its own publishes and messages heard).
  const seen = new Map<string, number>();
  const heard = (topic: string, version: number) => {
    if (Number.isSafeInteger(version) && version > (seen.get(topic) ?? 0)) seen.set(topic, version);
  };

  // `<sender> <topic>[ <id>,<id>…|*][ <version>]`: a message without ids (or an older sender's) means the whole topic.
  const fromOthers = (message: string) => {
    const [from, topic, ids, version] = message.split(" ");
    if (!topic || !TOPICS.has(topic)) return;
    if (version) heard(topic, Number(version));
    if (from === self) return;
    const productIds = ids && ids !== "*" ? ids.split(",").map(Number) : undefined;
    const known = productIds?.every((id) => Number.isSafeInteger(id) && id > 0);
    deliver(topic as ChangeTopic, known ? { productIds } : {});
  };

  // The version check: read the counters every versionCheckMs; a topic ahead of what was heard, and
  // still ahead after VERSION_GRACE_MS (its message may be in flight), is delivered whole.
  const versions = options.versions ?? null;
  let checker: ReturnType<typeof setInterval> | undefined;
  let checking = false;
  let primed = false;
  const check = async () => {
    if (!versions || checking) return;
    checking = true;
    try {
      const current = await versions.read();
      if (!primed) {
        // At start: what is already in the database is already in what this process loads.
        for (const [topic, version] of current) heard(topic, version);
        primed = true;
        return;
      }
      const ahead = [...current].filter(([topic, v]) => TOPICS.has(topic) && v > (seen.get(topic) ?? 0));
      if (ahead.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, VERSION_GRACE_MS).unref?.());
      for (const [topic, version] of ahead) {
        if (version <= (seen.get(topic) ?? 0)) continue; // its message arrived meanwhile
        heard(topic, version);
        missed++;
        options.logger?.warn("change bus: a change arrived by the version check (message missed)", { topic, version });
        deliver(topic as ChangeTopic, {});
      }
    } catch {
      // The database is away: the next tick tries again; the TTLs bound staleness meanwhile.
    } finally {
      checking = false;
    }
  };
  let missed = 0;
  if (versions) {
    void check();
    checker = setInterval(() => void check(), options.versionCheckMs ?? VERSION_CHECK_MS);
    checker.unref?.();
  }
  // PostgreSQL channel names are identifiers: `iw:changes` becomes `iw_changes`.
  const pgChannel = channel.replace(/[^a-z0-9_]/gi, "_");
  const postgres = subscriber ? null : (options.postgres ?? null);
  let unlisten: Promise<(() => Promise<void>) | undefined> = Promise.resolve(undefined);
  if (postgres) {
    unlisten = postgres.listen(pgChannel, fromOthers).catch((err: unknown) => {
      options.logger?.warn("change bus: LISTEN failed; changes stay in this process", { err: String(err) });
      return undefined;
    });
    subscribed = unlisten.then(() => undefined);
  }

  return {
    publish(topic, detail = {}) {
      const ids = detail.productIds;
      const known = ids !== undefined && ids.length > 0 && ids.length <= MAX_CHANGE_IDS ? { productIds: ids } : {};
      deliver(topic, known);
      const idList = known.productIds ? known.productIds.join(",") : "*";
      const send = (version: number | null) => {
        const message = version === null ? `${self} ${topic} ${idList}` : `${self} ${topic} ${idList} ${version}`;
        options.redis
          ?.publish(channel, message)
          .catch((err: unknown) => options.logger?.warn("change bus: publish failed", { topic, err: String(err) }));
        postgres
          ?.notify(pgChannel, message)
          .catch((err: unknown) => options.logger?.warn("change bus: notify failed", { topic, err: String(err) }));
      };
      if (!versions) return send(null);
      // The counter first, so a receiver that hears the message never takes the bump for a missed one.
      versions.bump(topic).then(
        (version) => {
          heard(topic, version);
          send(version);
        },
        (err: unknown) => {
          options.logger?.warn("change bus: version bump failed", { topic, err: String(err) });
          send(null);
        },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    missedMessages: () => missed,
    ready: async () => {
      const redis = options.redis;
      if (redis && redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
      await subscribed;
    },
    async close() {
      listeners.clear();
      if (checker) clearInterval(checker);
      if (subscriber) subscriber.disconnect();
      await (await unlisten)?.();
    },
  };
}
