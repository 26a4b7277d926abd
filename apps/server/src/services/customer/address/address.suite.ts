import type { Address, AddressBook, AddressSaved } from "@ironworks/contracts";
import { ADDRESS_BOOK_MAX } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../../testing/http.ts";
import { createTestStore, type TestStore } from "../../../testing/test-store.ts";
import { ohioAddress, registerCustomer, type TestBrowser, testBrowser } from "../customer.testing.ts";

/**
 * The address book over HTTP (SPEC §7 POST/PATCH/DELETE /svc_customer/customer/address[/{id}]),
 * on one engine. Run by address.http.test.ts (PGlite) and address.pg.test.ts (PostgreSQL).
 */
export function addressBookSuite(engine: "pglite" | "postgres") {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine, seed: false });
  });
  afterAll(async () => {
    await store?.services.search.warm();
    await store?.close();
  });

  const PATH = "/svc_customer/customer/address";
  const ohio = ohioAddress;
  /** Another country the USA store ships to. */
  const mexico = (over: Record<string, unknown> = {}) =>
    ohio({ city: "Monterrey", region: "NLE", postcode: "64000", countryId: "MX", ...over });

  async function customer(): Promise<TestBrowser> {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    return browser;
  }
  async function add(browser: TestBrowser, body: unknown, path = PATH): Promise<AddressSaved> {
    const res = await browser.request(path, { method: "POST", body });
    expect({ status: res.status, body: res.status === 201 ? null : await res.clone().text() }).toEqual({
      status: 201,
      body: null,
    });
    return (await res.json()) as AddressSaved;
  }
  async function patch(browser: TestBrowser, id: string, body: unknown) {
    return browser.request(`${PATH}/${id}`, { method: "PATCH", body });
  }
  async function book(browser: TestBrowser): Promise<AddressBook & { email: string; customerId: number }> {
    const res = await browser.request("/svc_customer/customer");
    expect(res.status).toBe(200);
    return (await res.json()) as AddressBook & { email: string; customerId: number };
  }
  async function refusal(res: Response, status: number) {
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return ((await res.json()) as ErrorJson).error;
  }
  const defaults = (addresses: Address[], names: Map<string, string>) =>
    addresses.map((a) => `${names.get(a._id)}:${a.isDefaultShipping ? "S" : ""}${a.isDefaultBilling ? "B" : ""}`);

  describe("guests", () => {
    it.each([
      ["POST", PATH],
      ["PATCH", `${PATH}/00000000-0000-4000-8000-000000000000`],
      ["DELETE", `${PATH}/00000000-0000-4000-8000-000000000000`],
    ])("%s %s → 401 'Missing customer data'", async (method, path) => {
      const res = await testBrowser(store).request(path, { method, body: method === "DELETE" ? undefined : ohio() });
      const error = await refusal(res, 401);
      expect(error).toMatchObject({ code: "unauthorized", message: "Missing customer data" });
    });
  });

  describe("adding", () => {
    it("saves an address with an opaque id, the region normalised, and shows it on GET /customer", async () => {
      const browser = await customer();
      const before = await book(browser);
      expect(before).toMatchObject({ addresses: [], shipToCountry: null });
      const res = await browser.request(PATH, {
        method: "POST",
        body: ohio({ region: "ohio", street: ["  545 E 5th Ave ", "", "Unit 2"], company: " ", unknown: "dropped" }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const saved = (await res.json()) as AddressSaved;
      expect(saved.address._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(saved.address).toMatchObject({
        region: "Ohio",
        regionId: "OH",
        countryId: "US",
        street: ["545 E 5th Ave", "Unit 2"],
        company: null,
        isDefaultShipping: false,
        isDefaultBilling: false,
      });
      expect(saved.address).not.toHaveProperty("unknown");
      expect(saved.addresses).toEqual([saved.address]);
      const after = await book(browser);
      expect(after.addresses).toEqual([saved.address]);
      expect(after.email).toBeTruthy();
    });

    it("keeps a region as typed for a country without a list, and takes a site's own countries", async () => {
      const browser = await customer();
      const saved = await add(
        browser,
        ohio({ countryId: "gb", region: "Greater London", postcode: "sw1a 1aa", isDefaultShipping: true }),
        "/svc_customer/site/GBR/customer/address",
      );
      expect(saved.address).toMatchObject({ countryId: "GB", region: "Greater London", regionId: null });
      expect(saved.shipToCountry).toBe("GB");
    });

    it.each([
      ["a missing first name", { firstname: undefined }, "firstname", "must be a string"],
      ["an empty first name", { firstname: "  " }, "firstname", "Please enter your first name"],
      ["an over-long last name", { lastname: "x".repeat(101) }, "lastname", "must be at most 100 characters"],
      ["an over-long city", { city: "x".repeat(101) }, "city", "must be at most 100 characters"],
      ["an over-long street line", { street: ["x".repeat(101)] }, "street.0", "must be at most 100 characters"],
      ["four street lines", { street: ["a", "b", "c", "d"] }, "street", "must have at most 3 lines"],
      ["only empty street lines", { street: ["", " "] }, "street", "Please enter your street address"],
      ["no phone", { telephone: "" }, "telephone", "Please enter your phone number"],
      ["a phone with letters", { telephone: "call me maybe" }, "telephone", "Please enter a valid phone number."],
      ["an unknown country", { countryId: "ZZ" }, "countryId", "Please select a valid country."],
      ["no state for the US", { region: "" }, "region", "Please enter your state"],
      ["an unknown state", { region: "Narnia" }, "region", "Please select a valid state."],
      ["no ZIP code", { postcode: null }, "postcode", "Please enter your zip/postal code"],
      [
        "a ZIP not matching the US pattern",
        { postcode: "4320" },
        "postcode",
        "Please enter a valid zip/postal code (e.g. 95014).",
      ],
      ["a non-boolean default flag", { isDefaultShipping: "yes" }, "isDefaultShipping", "must be true or false"],
      ["a NUL character", { city: "Colum\u0000bus" }, "city", "must not contain NUL characters"],
      [
        "a default shipping address this store does not ship to",
        { countryId: "DE", region: "", postcode: "10115", isDefaultShipping: true },
        "isDefaultShipping",
        "This store does not ship to Germany.",
      ],
    ])("refuses %s with 400 naming %s, saving nothing", async (_name, changes, field, message) => {
      const browser = await customer();
      const error = await refusal(await browser.request(PATH, { method: "POST", body: ohio(changes) }), 400);
      expect(error.code).toBe("validation_error");
      expect(error.details?.fields?.[0]).toEqual({ field, message });
      expect((await book(browser)).addresses).toEqual([]);
    });

    it("refuses malformed JSON and a non-object body", async () => {
      const browser = await customer();
      expect((await refusal(await browser.request(PATH, { method: "POST", body: "{" }), 400)).code).toBe(
        "malformed_json",
      );
      expect((await refusal(await browser.request(PATH, { method: "POST", body: "[]" }), 400)).code).toBe(
        "validation_error",
      );
    });

    it(`stops at ${ADDRESS_BOOK_MAX} addresses with 409, saving nothing more`, async () => {
      const browser = await customer();
      for (let i = 0; i < ADDRESS_BOOK_MAX; i++) await add(browser, ohio({ street: [`${i} Main St`] }));
      const error = await refusal(await browser.request(PATH, { method: "POST", body: ohio() }), 409);
      expect(error).toMatchObject({
        code: "address_limit_reached",
        message: `You can save up to ${ADDRESS_BOOK_MAX} addresses.`,
      });
      expect((await book(browser)).addresses).toHaveLength(ADDRESS_BOOK_MAX);
    });
  });

  describe("changing and deleting", () => {
    it("changes only the fields sent; a new country drops the old region and is checked whole", async () => {
      const browser = await customer();
      const { address } = await add(browser, ohio({ company: "Rogue" }));
      const res = await patch(browser, address._id, { telephone: "614-555-0199" });
      expect(res.status).toBe(200);
      const saved = (await res.json()) as AddressSaved;
      expect(saved.address).toEqual({ ...address, telephone: "614-555-0199" });

      const noProvince = await refusal(
        await patch(browser, address._id, { countryId: "CA", postcode: "K1A 0B1" }),
        400,
      );
      expect(noProvince.details?.fields?.[0]).toEqual({ field: "region", message: "Please enter your province" });
      const moved = await patch(browser, address._id, { countryId: "CA", region: "ON", postcode: "K1A 0B1" });
      expect(((await moved.json()) as AddressSaved).address).toMatchObject({
        countryId: "CA",
        region: "Ontario",
        regionId: "ON",
        company: "Rogue",
      });
      const cleared = await patch(browser, address._id, { company: null });
      expect(((await cleared.json()) as AddressSaved).address.company).toBeNull();
    });

    it("makes an address default shipping only on a store that ships to its country", async () => {
      const browser = await customer();
      const { address } = await add(browser, ohio({ countryId: "CA", region: "ON", postcode: "K1A 0B1" }));
      const refused = await refusal(await patch(browser, address._id, { isDefaultShipping: true }), 400);
      expect(refused.details?.fields?.[0]).toEqual({
        field: "isDefaultShipping",
        message: "This store does not ship to Canada.",
      });
      const res = await browser.request(`/svc_customer/site/CAN/customer/address/${address._id}`, {
        method: "PATCH",
        body: { isDefaultShipping: true },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as AddressSaved).shipToCountry).toBe("CA");
      // Other changes to it from another store stay possible.
      expect((await patch(browser, address._id, { telephone: "613-555-0100" })).status).toBe(200);
    });

    it("refuses an empty change and bad values with 400, changing nothing", async () => {
      const browser = await customer();
      const { address } = await add(browser, ohio());
      expect((await refusal(await patch(browser, address._id, {}), 400)).code).toBe("validation_error");
      const bad = await refusal(await patch(browser, address._id, { city: "", postcode: "x" }), 400);
      expect(bad.details?.fields?.map((f) => f.field)).toEqual(["city", "postcode"]);
      expect((await book(browser)).addresses).toEqual([address]);
    });

    it("deletes an address; the same id is then 404", async () => {
      const browser = await customer();
      const { address } = await add(browser, ohio());
      const res = await browser.request(`${PATH}/${address._id}`, { method: "DELETE" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ addresses: [], shipToCountry: null });
      expect((await refusal(await browser.request(`${PATH}/${address._id}`, { method: "DELETE" }), 404)).code).toBe(
        "not_found",
      );
    });
  });

  describe("another customer's address", () => {
    it.each([
      ["PATCH", { city: "Elsewhere" }],
      ["PATCH", { isDefaultShipping: true }],
      ["DELETE", undefined],
    ])("%s %j is 404 exactly like an unknown id, and the owner's address is untouched", async (method, body) => {
      const owner = await customer();
      const { address } = await add(owner, ohio({ isDefaultBilling: true }));
      const stranger = await customer();
      const theirs = await stranger.request(`${PATH}/${address._id}`, { method, body });
      const unknown = await stranger.request(`${PATH}/${crypto.randomUUID()}`, { method, body });
      const garbage = await stranger.request(`${PATH}/${"x".repeat(300)}`, { method, body });
      const answers = await Promise.all([theirs, unknown, garbage].map((r) => refusal(r, 404)));
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual(answers[2]);
      expect((await book(owner)).addresses).toEqual([address]);
      expect(await book(stranger)).toMatchObject({ addresses: [], shipToCountry: null });
    });
  });

  describe("defaults (SPEC §4)", () => {
    type Step =
      | { add: string; body?: Record<string, unknown> }
      | { patch: string; body: Record<string, unknown> }
      | { delete: string };
    it.each<[string, Step[], string[], string | null]>([
      ["a new address is no default unless asked", [{ add: "A" }, { add: "B" }], ["A:", "B:"], null],
      [
        "a new default shipping address clears the others' flag and sets the ship-to country",
        [
          { add: "A", body: { isDefaultShipping: true } },
          { add: "B", body: mexico({ isDefaultShipping: true }) },
        ],
        ["A:", "B:S"],
        "MX",
      ],
      [
        "a new default billing address clears only billing",
        [
          { add: "A", body: { isDefaultShipping: true, isDefaultBilling: true } },
          { add: "B", body: mexico({ isDefaultBilling: true }) },
        ],
        ["A:S", "B:B"],
        "US",
      ],
      [
        "making an address default by PATCH moves the flag",
        [
          { add: "A", body: { isDefaultShipping: true, isDefaultBilling: true } },
          { add: "B", body: mexico() },
          { patch: "B", body: { isDefaultShipping: true } },
        ],
        ["A:B", "B:S"],
        "MX",
      ],
      [
        "un-defaulting leaves no default and keeps the ship-to country",
        [
          { add: "A", body: mexico({ isDefaultShipping: true }) },
          { patch: "A", body: { isDefaultShipping: false } },
        ],
        ["A:"],
        "MX",
      ],
      [
        "deleting the default leaves no default (nothing promoted) and keeps the ship-to country",
        [{ add: "A", body: { isDefaultShipping: true } }, { add: "B" }, { delete: "A" }],
        ["B:"],
        "US",
      ],
      [
        "moving the default shipping address to another country moves the ship-to country",
        [
          { add: "A", body: { isDefaultShipping: true } },
          { patch: "A", body: { countryId: "MX", region: "Jalisco", postcode: "44100" } },
        ],
        ["A:S"],
        "MX",
      ],
      [
        "a refused change moves no flag",
        [
          { add: "A", body: { isDefaultShipping: true } },
          { add: "B", body: mexico() },
          { patch: "B", body: { isDefaultShipping: true, postcode: "nope" } },
        ],
        ["A:S", "B:"],
        "US",
      ],
    ])("%s", async (_name, steps, expected, shipTo) => {
      const browser = await customer();
      const ids = new Map<string, string>();
      for (const step of steps) {
        if ("add" in step) {
          const saved = await add(browser, step.body && "countryId" in step.body ? step.body : ohio(step.body));
          ids.set(step.add, saved.address._id);
        } else if ("patch" in step) await patch(browser, ids.get(step.patch) ?? "", step.body);
        else await browser.request(`${PATH}/${ids.get(step.delete)}`, { method: "DELETE" });
      }
      const names = new Map([...ids].map(([k, v]) => [v, k]));
      const after = await book(browser);
      expect(defaults(after.addresses, names)).toEqual(expected);
      expect(after.shipToCountry).toBe(shipTo);
      // The storefront's customer summary reads the same value.
      expect(await store.services.addresses.findShipToCountry(after.customerId)).toBe(shipTo);
    });

    it("keeps one default shipping address when several are made default at once", async () => {
      const browser = await customer();
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push((await add(browser, ohio({ street: [`${i} Main St`] }))).address._id);
      const answers = await Promise.all(
        ids.map((id) => patch(browser, id, { isDefaultShipping: true, isDefaultBilling: true })),
      );
      expect(answers.map((r) => r.status)).toEqual(ids.map(() => 200));
      const after = await book(browser);
      expect(after.addresses.filter((a) => a.isDefaultShipping)).toHaveLength(1);
      expect(after.addresses.filter((a) => a.isDefaultBilling)).toHaveLength(1);
    });

    it(`never passes ${ADDRESS_BOOK_MAX} addresses when adds race`, async () => {
      const browser = await customer();
      for (let i = 0; i < ADDRESS_BOOK_MAX - 3; i++) await add(browser, ohio({ street: [`${i} Main St`] }));
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          browser.request(PATH, { method: "POST", body: ohio({ street: [`${i} Race St`] }) }),
        ),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
      expect((await book(browser)).addresses).toHaveLength(ADDRESS_BOOK_MAX);
    });
  });
}
