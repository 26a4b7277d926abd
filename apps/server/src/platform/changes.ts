import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

/** What changed: the caches that hold such data drop it (ADR 0032). */
export type ChangeTopic = "catalog" | "price" | "stock" | "content" | "flags";
const TOPICS = new Set<string>(["catalog", "price", "stock", "content", "flags"]);

/**
 * The invalidation bus: a service that changes data publishes what changed; every cache that holds
 * such data (the data caches of platform/cache.ts, the guest page cache, the search index) listens.
 * In one process the listeners run at once; with REDIS_URL the change goes to every other process over
 * Redis pub/sub (channel `iw:changes`); without Redis but on PostgreSQL, over LISTEN/NOTIFY on the
 * shared database (channel `iw_changes`, ADR 0038), so no instance keeps serving what another one
 * changed beyond its TTL. The transport being down costs only the cross-instance part: the TTLs still
 * bound how stale a cache gets.
 */
export interface ChangeBus {
  publish(topic: ChangeTopic): void;
  subscribe(listener: (topic: ChangeTopic) => void): () => void;
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
  const listeners = new Set<(topic: ChangeTopic) => void>();
  const channel = options.channel ?? "iw:changes";
  const self = randomUUID();
  const deliver = (topic: ChangeTopic) => {
    for (const listener of listeners) {
      try {
        listener(topic);
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

  const fromOthers = (message: string) => {
    const [from, topic] = message.split(" ");
    if (from !== self && topic && TOPICS.has(topic)) deliver(topic as ChangeTopic);
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
    publish(topic) {
      deliver(topic);
      options.redis
        ?.publish(channel, `${self} ${topic}`)
        .catch((err: unknown) => options.logger?.warn("change bus: publish failed", { topic, err: String(err) }));
      postgres
        ?.notify(pgChannel, `${self} ${topic}`)
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
