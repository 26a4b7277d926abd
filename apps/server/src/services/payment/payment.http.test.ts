import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testpayControl } from "../../testing/local.ts";
import { ORDER_ADDRESS } from "../../testing/order-draft.ts";
import { cardTokens, type Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";

/** /svc_customer/customer/credit-cards and /svc_paymentmethod/methods as a signed-in browser uses them. */
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => store.close());

async function json(browser: TestBrowser, path: string, method = "GET", body?: unknown) {
  const res = await browser.request(path, { method, body });
  return { status: res.status, body: (await res.json()) as Json, res };
}

async function customer() {
  const browser = testBrowser(store);
  await registerCustomer(store, browser);
  return browser;
}

describe("saved cards", () => {
  it("adds a card: first is default, shows brand, last four, expiry; no card data stored", async () => {
    const browser = await customer();
    expect((await json(browser, "/svc_customer/customer/credit-cards")).body).toEqual({
      success: true,
      creditCards: [],
    });
    const added = await json(browser, "/svc_customer/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store),
    });
    expect(added.status).toBe(201);
    expect(added.res.headers.get("cache-control")).toBe("no-store");
    expect(added.body).toMatchObject({
      success: true,
      creditCard: {
        isDefault: true,
        brand: "visa",
        lastFour: "1111",
        expMonth: 3,
        expYear: 2030,
        expired: false,
        holderName: "Sam Lee",
        adyenType: "scheme",
      },
    });
    expect(added.body.creditCard.storedPaymentMethodId).toMatch(/^\d{16}$/);
    const rows = await store.database.db.execute("select * from payment_cards");
    expect(JSON.stringify(rows)).not.toContain("4111111111111111");
  });

  it("a new default clears the old; PUT makes another default; DELETE of the default promotes the earliest", async () => {
    const browser = await customer();
    const first = (
      await json(browser, "/svc_customer/customer/credit-cards", "POST", { paymentMethod: await cardTokens(store) })
    ).body.creditCard;
    const second = await json(browser, "/svc_customer/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store, "5555555555554444"),
      isDefault: true,
    });
    expect(second.body.creditCards.map((c: Json) => [c.lastFour, c.isDefault])).toEqual([
      ["1111", false],
      ["4444", true],
    ]);
    const put = await json(browser, `/svc_customer/customer/credit-cards/${first._id}`, "PUT", { isDefault: true });
    expect(put.body.creditCards.map((c: Json) => c.isDefault)).toEqual([true, false]);
    const del = await json(browser, `/svc_customer/customer/credit-cards/${first._id}`, "DELETE");
    expect(del.body).toMatchObject({ success: true, creditCards: [{ lastFour: "4444", isDefault: true }] });
  });

  it("saves a card's billing address to the address book first; or links an existing one", async () => {
    const browser = await customer();
    const added = await json(browser, "/svc_customer/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store),
      billingAddress: ORDER_ADDRESS,
    });
    expect(added.status).toBe(201);
    const id = added.body.creditCard.billingAddressId;
    expect(added.body.creditCard.billingAddress).toMatchObject({ city: "Columbus", countryId: "US" });
    const book = await json(browser, "/svc_customer/customer");
    expect(JSON.stringify(book.body)).toContain(id);
    const linked = await json(browser, "/svc_customer/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store, "5555555555554444"),
      billingAddressId: id,
    });
    expect(linked.body.creditCard).toMatchObject({ billingAddressId: id, billingAddress: { street: ["1 Main St"] } });
    const foreign = await json(browser, "/svc_customer/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store, "5555555555554444"),
      billingAddressId: "00000000-0000-4000-8000-000000000000",
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details.fields[0].field).toBe("billingAddressId");
  });

  it("the same card saved twice stays one card", async () => {
    const browser = await customer();
    await json(browser, "/svc_customer/customer/credit-cards", "POST", { paymentMethod: await cardTokens(store) });
    const again = await json(browser, "/svc_customer/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store),
    });
    expect(again.body.creditCards).toHaveLength(1);
  });

  it("a refused card is not saved (422 card_refused with the reason)", async () => {
    const browser = await customer();
    const refused = await json(browser, "/svc_customer/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store, "4000000000009995"),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: "card_refused",
      details: { refusalReason: "Not enough balance" },
    });
    expect((await json(browser, "/svc_customer/customer/credit-cards")).body.creditCards).toEqual([]);
  });

  it.each([
    [
      {
        paymentMethod: {
          encryptedCardNumber: "4111111111111111",
          encryptedExpiryMonth: "03",
          encryptedExpiryYear: "2030",
        },
      },
      "paymentMethod.encryptedCardNumber",
    ],
    [
      {
        paymentMethod: {
          encryptedCardNumber: "test_4111111111111111",
          encryptedExpiryMonth: "test_03",
          encryptedExpiryYear: "test_2030",
        },
      },
      "paymentMethod.encryptedCardNumber",
    ],
    [
      {
        paymentMethod: {
          encryptedCardNumber: "tpenc_x.number",
          encryptedExpiryMonth: "tpenc_x.month",
          encryptedExpiryYear: "tpenc_x.year",
          holderName: "4111 1111 1111 1111",
        },
      },
      "paymentMethod.holderName",
    ],
    [{}, "paymentMethod"],
    [
      {
        paymentMethod: { encryptedCardNumber: "a", encryptedExpiryMonth: "b", encryptedExpiryYear: "c" },
        isDefault: "yes",
      },
      "isDefault",
    ],
  ])("refuses bad input %j naming %s (a card number is never accepted)", async (body, field) => {
    const browser = await customer();
    const res = await json(browser, "/svc_customer/customer/credit-cards", "POST", body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0].field).toBe(field);
  });

  it("unknown tokens are 400 payment_token_invalid; malformed JSON is 400", async () => {
    const browser = await customer();
    const bogus = {
      encryptedCardNumber: "tpenc_nope.number",
      encryptedExpiryMonth: "tpenc_nope.month",
      encryptedExpiryYear: "tpenc_nope.year",
    };
    const res = await json(browser, "/svc_customer/customer/credit-cards", "POST", { paymentMethod: bogus });
    expect(res.body.error.code).toBe("payment_token_invalid");
    const malformed = await browser.request("/svc_customer/customer/credit-cards", { method: "POST", body: "{nope" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Json).error.code).toBe("malformed_json");
    const nothing = await json(
      browser,
      "/svc_customer/customer/credit-cards/00000000-0000-4000-8000-000000000000",
      "PUT",
      {},
    );
    expect(nothing.status).toBe(400);
  });

  it("the gateway down is 503 payment_unavailable", async () => {
    const browser = await customer();
    const paymentMethod = await cardTokens(store);
    await testpayControl(store, "/test/faults", { failNext: 1 });
    const res = await json(browser, "/svc_customer/customer/credit-cards", "POST", { paymentMethod });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("payment_unavailable");
  });

  it("guests get 401; a stranger's card is 404 like an unknown one", async () => {
    const guest = testBrowser(store);
    for (const [method, path] of [
      ["GET", "/svc_customer/customer/credit-cards"],
      ["POST", "/svc_customer/customer/credit-cards"],
      ["PUT", "/svc_customer/customer/credit-cards/x"],
      ["DELETE", "/svc_customer/customer/credit-cards/x"],
      ["PUT", "/svc_paymentmethod/methods"],
      ["DELETE", "/svc_paymentmethod/methods/1"],
    ]) {
      const res = await json(guest, path!, method, method === "GET" || method === "DELETE" ? undefined : {});
      expect({ path, status: res.status, message: res.body.error.message }).toEqual({
        path,
        status: 401,
        message: "Missing customer data",
      });
    }
    const owner = await customer();
    const card = (
      await json(owner, "/svc_customer/customer/credit-cards", "POST", { paymentMethod: await cardTokens(store) })
    ).body.creditCard;
    const stranger = await customer();
    for (const [method, body] of [
      ["PUT", { isDefault: true }],
      ["DELETE", undefined],
    ] as const) {
      const res = await json(stranger, `/svc_customer/customer/credit-cards/${card._id}`, method, body);
      expect(res.status).toBe(404);
      const unknown = await json(
        stranger,
        "/svc_customer/customer/credit-cards/00000000-0000-4000-8000-000000000000",
        method,
        body,
      );
      expect(unknown.body).toEqual(res.body);
    }
    expect((await json(stranger, `/svc_paymentmethod/methods/${card.storedPaymentMethodId}`, "DELETE")).status).toBe(
      404,
    );
    expect((await json(owner, "/svc_customer/customer/credit-cards")).body.creditCards).toHaveLength(1);
  });

  it("works under a regional site path", async () => {
    const browser = await customer();
    const res = await json(browser, "/svc_customer/site/gbr/customer/credit-cards", "POST", {
      paymentMethod: await cardTokens(store),
    });
    expect(res.status).toBe(201);
  });
});

describe("/svc_paymentmethod/methods", () => {
  it("GET lists methods and the customer's stored cards (none for a guest)", async () => {
    const guest = await json(testBrowser(store), "/svc_paymentmethod/methods?country=US&locale=en_US");
    expect(guest.status).toBe(200);
    expect(guest.body.paymentMethods.map((m: Json) => m.type)).toEqual(["scheme", "paypal", "affirm"]);
    expect(guest.body.storedPaymentMethods).toEqual([]);
    const bad = await json(testBrowser(store), "/svc_paymentmethod/methods?country=USA");
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].field).toBe("query.country");
  });

  it("PUT stores a method, GET shows it in Adyen's shape, DELETE removes it", async () => {
    const browser = await customer();
    const put = await json(browser, "/svc_paymentmethod/methods", "PUT", {
      paymentMethod: await cardTokens(store, "5555555555554444"),
      isDefault: true,
    });
    expect(put.status).toBe(201);
    const id = put.body.storedPaymentMethod.id;
    expect(put.body.storedPaymentMethod).toMatchObject({
      brand: "mc",
      lastFour: "4444",
      expiryMonth: "03",
      expiryYear: "2030",
      isDefault: true,
      expired: false,
    });
    const get = await json(browser, "/svc_paymentmethod/methods?country=GB");
    expect(get.body.paymentMethods.map((m: Json) => m.type)).not.toContain("affirm");
    expect(get.body.storedPaymentMethods.map((m: Json) => m.id)).toEqual([id]);
    const del = await json(browser, `/svc_paymentmethod/methods/${id}`, "DELETE");
    expect(del.body).toEqual({ success: true, storedPaymentMethods: [] });
    expect((await json(browser, "/svc_customer/customer/credit-cards")).body.creditCards).toEqual([]);
    expect((await json(browser, `/svc_paymentmethod/methods/${id}`, "DELETE")).status).toBe(404);
  });
});
