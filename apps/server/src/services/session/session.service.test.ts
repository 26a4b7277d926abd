import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { createCustomerRepository } from "../customer/index.ts";
import { createSessionRepository } from "./session.repository.ts";
import { createSessionService, SESSION_TTL_MS } from "./session.service.ts";

// The session store on PGlite always, and on a real PostgreSQL when TEST_DATABASE_URL is set.
const engines = [
  { engine: "pglite" as const, skip: false },
  { engine: "postgres" as const, skip: !TEST_DATABASE_URL },
];

for (const { engine, skip } of engines) {
  describe.skipIf(skip)(`session store on ${engine}`, () => {
    let store: TestStore;
    let now = new Date("2030-01-01T00:00:00Z");
    let service: ReturnType<typeof createSessionService>;
    let customerId: number;
    let otherId: number;
    beforeAll(async () => {
      store = await createTestStore({ engine, seed: false });
      service = createSessionService(createSessionRepository(store.database.db), { now: () => now });
      const customers = createCustomerRepository(store.database.db);
      customerId = (
        await customers.insert({ email: `a-${engine}@example.com`, passwordHash: "x", firstname: "A", lastname: "B" })
      ).customerId;
      otherId = (
        await customers.insert({ email: `b-${engine}@example.com`, passwordHash: "x", firstname: "C", lastname: "D" })
      ).customerId;
    });
    afterAll(async () => {
      await store?.close();
    });

    it("starts a guest session that resolves by token only", async () => {
      const { token, session } = await service.startGuest();
      expect(session).toMatchObject({ customerId: null, groupId: 0 });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await service.resolve(token)).toMatchObject({ sessionId: session.sessionId, groupId: 0 });
      expect(await service.resolve(`${token}x`)).toBeNull();
      expect(await service.resolve("")).toBeNull();
    });

    it("signs in with a new token, same session id, customer's name and group", async () => {
      const guest = await service.startGuest();
      const seen: unknown[] = [];
      service.onSignedIn(async (e) => {
        seen.push(e);
      });
      const signed = await service.signIn(guest.token, customerId);
      expect(signed.token).not.toBe(guest.token);
      expect(signed.session).toMatchObject({
        sessionId: guest.session.sessionId,
        customerId,
        groupId: 1,
        firstname: "A",
      });
      expect(await service.resolve(guest.token)).toBeNull();
      expect(seen).toContainEqual({ sessionId: guest.session.sessionId, customerId });
      // Without a guest session (or with a dead token) a fresh one is made.
      const fresh = await service.signIn("dead-token", customerId);
      expect(fresh.session.sessionId).not.toBe(guest.session.sessionId);
    });

    it("expires after the TTL and slides when used a day later", async () => {
      const { token } = await service.signIn(null, customerId);
      now = new Date(now.getTime() + 2 * 24 * 3600_000);
      const slid = await service.resolve(token);
      expect(slid?.expiresAt.getTime()).toBe(now.getTime() + SESSION_TTL_MS);
      now = new Date(now.getTime() + SESSION_TTL_MS + 1000);
      expect(await service.resolve(token)).toBeNull();
      await service.deleteExpired();
      expect(await service.resolve(token)).toBeNull();
    });

    it("signs out: the token is gone", async () => {
      const { token } = await service.signIn(null, customerId);
      await service.signOut(token);
      expect(await service.resolve(token)).toBeNull();
      await service.signOut(null); // harmless
    });

    it("ends every other session of a customer, and only that customer's", async () => {
      const keep = await service.signIn(null, customerId);
      const other = await service.signIn(null, customerId);
      const stranger = await service.signIn(null, otherId);
      await service.endOtherSessions(keep.token, customerId);
      expect(await service.resolve(keep.token)).not.toBeNull();
      expect(await service.resolve(other.token)).toBeNull();
      expect(await service.resolve(stranger.token)).not.toBeNull();
    });
  });
}
