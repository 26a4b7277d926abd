import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

/** What changed: the caches that hold such data drop it (ADR 0032). */
export type ChangeTopic = "catalog" | "price" | "stock" | "content" | "flags" | "events" | "reviews";
/** "reviews": a review of the named products was published, rejected or edited (summaries, tiles' stars). */
const TOPICS = new Set<string>(["catalog", "price", "stock", "content", "flags", "events", "reviews"]);

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
}

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

  // `<sender> <topic>[ <id>,<id>…]`: a message without ids (or an older sender's) means the whole topic.
  const fromOthers = (message: string) => {
    const [from, topic, ids] = message.split(" ");
    if (from === self || !topic || !TOPICS.has(topic)) return;
    const productIds = ids?.split(",").map(Number);
    const known = productIds?.every((id) => Number.isSafeInteger(id) && id > 0);
    deliver(topic as ChangeTopic, known ? { productIds } : {});
  };
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
      const message = known.productIds ? `${self} ${topic} ${known.productIds.join(",")}` : `${self} ${topic}`;
      options.redis
        ?.publish(channel, message)
        .catch((err: unknown) => options.logger?.warn("change bus: publish failed", { topic, err: String(err) }));
      postgres
        ?.notify(pgChannel, message)
        .catch((err: unknown) => options.logger?.warn("change bus: notify failed", { topic, err: String(err) }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: async () => {
      const redis = options.redis;
      if (redis && redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
      await subscribed;
    },
    async close() {
      listeners.clear();
      if (subscriber) subscriber.disconnect();
      await (await unlisten)?.();
    },
  };
}
