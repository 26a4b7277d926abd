import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, FLAG_DEFAULTS as SERVER_DEFAULTS, seedData, type TestStore } from "@ironworks/server/testing";
import { resolvePath } from "../routing/resolve.server.ts";
import { FLAG_CACHE_SETTINGS, FLAG_DEFAULTS, flagValue } from "./flag-keys.ts";
import { loadRequestFlags, requestFlagAttributes } from "./flags.server.ts";

describe("the browser's default block", () => {
  it("is the server's", () => {
    expect(FLAG_DEFAULTS).toEqual(Object.fromEntries(Object.entries(SERVER_DEFAULTS).map(([k, d]) => [k, d.value])));
  });

  it("fills missing or mistyped values", () => {
    expect(flagValue(undefined, "invitational-year")).toBe(2025);
    expect(flagValue({ "invitational-year": "2026" }, "invitational-year")).toBe(2025);
    expect(flagValue({ "invitational-year": 2026 }, "invitational-year")).toBe(2026);
    expect(flagValue({}, "compat_enabled")).toBe(true);
  });

  it("uses the spec's cache settings", () => {
    expect(FLAG_CACHE_SETTINGS).toMatchObject({
      staleTTL: 60_000,
      maxAge: 14_400_000,
      maxEntries: 10,
      idleStreamInterval: 20_000,
    });
  });
});

describe("flags in the storefront's loaders", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(async () => {
    await store?.close();
  });
  const set = (key: string, input: string) => store.services.flags.set(key, { input });

  it("evaluates a request's flags with its site, locale, visitor and app", async () => {
    const request = new Request("http://shop.test/de/cart?isMobileApp=1&mobileAppVersion=3.3.1", {
      headers: { cookie: "ab_vid=visitor-12345678" },
    });
    const flags = await loadRequestFlags(store.services, request);
    expect(flags.clientKey).toBe(store.services.flags.clientKey);
    // The page carries no visitor id (ADR 0064): the browser's SDK reads it from the cookie.
    expect(flags.attributes).toEqual({
      site: "EUR",
      country: "DE",
      locale: "de-DE",
      loggedIn: false,
      staff: false,
      nativeApp: true,
      appVersion: "3.3.1",
      appPlatform: "ios",
    });
    expect(flags.values).toEqual(FLAG_DEFAULTS);
    expect(requestFlagAttributes(request)).toMatchObject({ id: "visitor-12345678", site: "EUR" });
  });

  it("evaluates with the visitor id though the page's attributes leave it out (ADR 0064)", async () => {
    await store.services.flags.setRules("debug", [{ condition: { id: "visitor-picked1" }, force: true }]);
    try {
      const picked = await loadRequestFlags(
        store.services,
        new Request("http://shop.test/", { headers: { cookie: "ab_vid=visitor-picked1" } }),
      );
      const other = await loadRequestFlags(
        store.services,
        new Request("http://shop.test/", { headers: { cookie: "ab_vid=visitor-other12" } }),
      );
      expect(picked.values.debug).toBe(true);
      expect(other.values.debug).toBe(false);
      expect(picked.attributes).toEqual(other.attributes);
      expect(picked.attributes).not.toHaveProperty("id");
    } finally {
      await store.services.flags.setRules("debug", []);
    }
  });

  it("targets signed-in customers as logged in, staff by work e-mail, and never carries the address", async () => {
    const request = new Request("http://shop.test/");
    const staff = await loadRequestFlags(store.services, request, { email: "coach@ironworks.com" });
    expect(staff.attributes).toMatchObject({ loggedIn: true, staff: true });
    expect(JSON.stringify(staff.attributes)).not.toContain("coach@");
    const shopper = await loadRequestFlags(store.services, request, { email: "lifter@example.com" });
    expect(shopper.attributes).toMatchObject({ loggedIn: true, staff: false });
  });

  it("skips the compatibility check when compat_enabled is off", async () => {
    const accessory = seedData().products.find(
      (p) =>
        p.visibility > 1 &&
        p.attributes.compat_tag &&
        p.attributes.compat_group &&
        p.attributes.accessory_type &&
        (!p.sites || p.sites.includes("USA")),
    );
    if (!accessory) throw new Error("no accessory with compatibility data in the seed");
    const url = (await store.services.catalog.getProduct(accessory.id, SITES.USA)).url;
    const on = await resolvePath(store.services, SITES.USA, url);
    expect(on.kind === "product" && on.compatibility).toBeTruthy();
    await set("compat_enabled", "off");
    const off = await resolvePath(store.services, SITES.USA, url);
    expect(off.kind).toBe("product");
    expect(off.kind === "product" && off.compatibility).toBeNull();
    await set("compat_enabled", "on");
  });
});
