import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { type ChangeTopic, createChangeBus, MAX_CHANGE_IDS } from "./changes.ts";
import { closeRedis, createRedisClient } from "./redis.ts";

// The change bus across processes (ADR 0032): two buses on one Redis stand for two instances.
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
if (!TEST_REDIS_URL) console.log("Redis change-bus suite skipped: TEST_REDIS_URL not set");

const quiet = { warn: () => undefined, info: () => undefined };
const clients = TEST_REDIS_URL
  ? [createRedisClient(TEST_REDIS_URL, { logger: quiet }), createRedisClient(TEST_REDIS_URL, { logger: quiet })]
  : [];
const channel = `iw-test:changes:${randomUUID()}`;

afterAll(async () => {
  for (const c of clients) await closeRedis(c);
});

describe.skipIf(!TEST_REDIS_URL)("change bus over Redis", () => {
  it("delivers a change to the other instance once, and to its own listeners at once", async () => {
    const [a, b] = clients.map((redis) => createChangeBus({ redis, channel }));
    if (!a || !b) throw new Error("no buses");
    const seenA: ChangeTopic[] = [];
    const seenB: ChangeTopic[] = [];
    a.subscribe((t) => seenA.push(t));
    const arrived = new Promise<void>((resolve) =>
      b.subscribe((t) => {
        seenB.push(t);
        resolve();
      }),
    );
    await Promise.all([a.ready(), b.ready()]);
    a.publish("stock");
    expect(seenA).toEqual(["stock"]);
    await arrived;
    a.publish("content"); // Redis keeps one connection's order: once this arrives, no echo of "stock" is on its way
    await new Promise<void>((resolve) => b.subscribe((t) => t === "content" && resolve()));
    expect(seenB).toEqual(["stock", "content"]);
    expect(seenA).toEqual(["stock", "content"]); // its own messages from Redis are not delivered twice
    await a.close();
    await b.close();
  });

  it("carries the products a change names to the other instance; too many travel as the whole topic", async () => {
    const [a, b] = clients.map((redis) => createChangeBus({ redis, channel: `${channel}:ids` }));
    if (!a || !b) throw new Error("no buses");
    const seen: { topic: ChangeTopic; productIds?: readonly number[] }[] = [];
    let arrived = () => {};
    b.subscribe((topic, detail) => {
      seen.push({ topic, ...detail });
      if (seen.length === 3) arrived();
    });
    const three = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await Promise.all([a.ready(), b.ready()]);
    a.publish("price", { productIds: [1001, 1002] });
    a.publish("catalog", { productIds: Array.from({ length: MAX_CHANGE_IDS + 1 }, (_, i) => i + 1) });
    a.publish("stock");
    await three;
    expect(seen).toEqual([{ topic: "price", productIds: [1001, 1002] }, { topic: "catalog" }, { topic: "stock" }]);
    await a.close();
    await b.close();
  });
});
