import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { insertCustomer } from "../lists/lists.testing.ts";
import { createPaymentRepository } from "./payment.repository.ts";
import { paymentCards } from "./payment.schema.ts";

// Saved cards on a real PostgreSQL server (ADR 0014): "the first card saved is default" must hold
// when two first cards are saved at the same moment on different connections.
if (!TEST_DATABASE_URL) console.log("PostgreSQL saved-cards suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("saved cards on PostgreSQL", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
  });
  afterAll(async () => {
    await store?.close();
  });

  const card = (n: number) => ({
    storedPaymentMethodId: `pg-${randomUUID()}`,
    brand: "visa",
    lastFour: String(1000 + n),
    expMonth: 3,
    expYear: 2030,
    holderName: "Sam Lee",
    billingAddressId: null,
    billingAddress: null,
  });

  const defaultsOf = async (customerId: number) =>
    (await store.database.db.select().from(paymentCards).where(eq(paymentCards.customerId, customerId))).map(
      (r) => r.isDefault,
    );

  it("two simultaneous first-card saves: both saved, exactly one default (twenty customers)", async () => {
    const repo = createPaymentRepository(store.database.db);
    const customers = await Promise.all(Array.from({ length: 20 }, () => insertCustomer(store)));
    const results = await Promise.allSettled(
      customers.flatMap((customerId) => [
        repo.save(customerId, randomUUID(), card(1), false, 10),
        repo.save(customerId, randomUUID(), card(2), false, 10),
      ]),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    for (const customerId of customers) {
      const flags = await defaultsOf(customerId);
      expect(flags).toHaveLength(2);
      expect(flags.filter(Boolean)).toHaveLength(1);
    }
  });

  it("a first save and a save asking to be default at once: still exactly one default", async () => {
    const repo = createPaymentRepository(store.database.db);
    const customerId = await insertCustomer(store);
    await Promise.all([
      repo.save(customerId, randomUUID(), card(1), false, 10),
      repo.save(customerId, randomUUID(), card(2), true, 10),
      repo.save(customerId, randomUUID(), card(3), false, 10),
    ]);
    const flags = await defaultsOf(customerId);
    expect(flags).toHaveLength(3);
    expect(flags.filter(Boolean)).toHaveLength(1);
  });

  it("through the API: two cards added at once by a new customer, one default", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const tokens = async (number: string) => {
      const res = await store.request(
        `/_testpay/checkoutshopper/v1/tokenize?clientKey=${store.config.testpayClientKey}`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ number, expiryMonth: 3, expiryYear: 2030, cvc: "737", holderName: "Sam Lee" }),
        },
      );
      const { brand: _b, lastFour: _l, ...rest } = (await res.json()) as Record<string, unknown>;
      return rest;
    };
    const [a, b] = await Promise.all([tokens("4111111111111111"), tokens("5555555555554444")]);
    const answers = await Promise.all(
      [a, b].map((paymentMethod) =>
        browser.request("/svc_customer/customer/credit-cards", { method: "POST", body: { paymentMethod } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const list = (await (await browser.request("/svc_customer/customer/credit-cards")).json()) as {
      creditCards: { isDefault: boolean }[];
    };
    expect(list.creditCards).toHaveLength(2);
    expect(list.creditCards.filter((c) => c.isDefault)).toHaveLength(1);
  });
});
