import { describe, expect, it } from "vitest";
import { type ChangeTopic, type ChangeVersions, createChangeBus } from "./changes.ts";

/** The shared database's change_versions table, in memory: what every process reads and bumps. */
function sharedVersions(): ChangeVersions & { reads: number } {
  const table = new Map<string, number>();
  const versions = {
    reads: 0,
    async bump(topic: ChangeTopic) {
      const next = (table.get(topic) ?? 0) + 1;
      table.set(topic, next);
      return next;
    },
    async read() {
      versions.reads++;
      return new Map(table);
    },
  };
  return versions;
}

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("change bus version check (issue #18 item 3)", () => {
  it("catches a change whose message never arrived: the other process drops the whole topic", async () => {
    const versions = sharedVersions();
    // No transport between the two: every message is "missed".
    const a = createChangeBus({ versions, versionCheckMs: 50 });
    const b = createChangeBus({ versions, versionCheckMs: 50 });
    const seenA: ChangeTopic[] = [];
    const seenB: { topic: ChangeTopic; ids?: readonly number[] }[] = [];
    a.subscribe((t) => seenA.push(t));
    b.subscribe((topic, detail) => seenB.push({ topic, ids: detail.productIds }));
    await until(() => versions.reads >= 2); // both primed
    a.publish("price", { productIds: [7] });
    await until(() => seenB.length > 0);
    expect(seenB).toEqual([{ topic: "price", ids: undefined }]); // anything of the topic: the ids were in the lost message
    expect(b.missedMessages()).toBe(1);
    // The publisher itself does not take its own bump for a missed message.
    const reads = versions.reads;
    await until(() => versions.reads > reads + 4);
    expect(seenA).toEqual(["price"]);
    expect(a.missedMessages()).toBe(0);
    expect(seenB).toHaveLength(1);
    await a.close();
    await b.close();
  });

  it("does not deliver a change twice when its message arrives (message, then the counter read)", async () => {
    const versions = sharedVersions();
    // A transport: PostgreSQL-shaped channel both buses share, in memory.
    const subscribers = new Set<(payload: string) => void>();
    const channel = {
      listen: async (_: string, onMessage: (payload: string) => void) => {
        subscribers.add(onMessage);
        return async () => void subscribers.delete(onMessage);
      },
      notify: async (_: string, payload: string) => {
        for (const s of subscribers) s(payload);
      },
    };
    const a = createChangeBus({ versions, postgres: channel, versionCheckMs: 20 });
    const b = createChangeBus({ versions, postgres: channel, versionCheckMs: 20 });
    const seenB: ChangeTopic[] = [];
    b.subscribe((t) => seenB.push(t));
    await Promise.all([a.ready(), b.ready()]);
    await until(() => versions.reads >= 2);
    a.publish("content");
    a.publish("stock");
    await until(() => seenB.length === 2);
    const reads = versions.reads;
    await until(() => versions.reads > reads + 5);
    expect(seenB).toEqual(["content", "stock"]);
    expect(b.missedMessages()).toBe(0);
    await a.close();
    await b.close();
  });

  it("takes what is in the database at start as known (no drop for changes made before it started)", async () => {
    const versions = sharedVersions();
    await versions.bump("catalog");
    await versions.bump("catalog");
    const b = createChangeBus({ versions, versionCheckMs: 20 });
    const seen: ChangeTopic[] = [];
    b.subscribe((t) => seen.push(t));
    await until(() => versions.reads > 5);
    expect(seen).toEqual([]);
    await b.close();
  });
});
