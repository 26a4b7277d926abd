import type { BuyRequest, List, ProductComplete } from "@ironworks/contracts";
import { defaultBundleChildren, SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { plentiful, translatedPlentiful } from "../lists/lists.testing.ts";
import { escapeHtml } from "../mail/index.ts";
import { call, draftOrder, type Json, place } from "../../testing/orders.ts";
import { closeCheckoutStore, emailedGiftcardLine } from "./checkout.testing.ts";

/**
 * Issue 13 items 3 and 4: what the shopper chose survives into the order and its mail (one
 * description of a line, kept with the order); the mail's link opens the order in its locale (a
 * guest's is signed and expires); the totals print so they add up; a business buyer is named.
 */
let store: TestStore;
let now = new Date();

beforeAll(async () => {
  store = await createTestStore({ now: () => now });
});
afterAll(() => closeCheckoutStore(store));

const usa = SITES.USA;
const sellable = (p: { visibility: number; sites: unknown }) => p.visibility === 4 && p.sites === null;
const complete = (id: number) => store.services.catalog.getProductComplete(id, usa);
const plenty = (p: Pick<ProductComplete, "inventory" | "price">) => p.inventory.qoh > 20 && p.price !== null;

/** A configurable product with a variant in stock, chosen by its attribute values. */
async function configurableLine(): Promise<{ request: BuyRequest; choices: string[] }> {
  for (const s of seedData().products.filter((p) => p.type === "configurable" && sellable(p))) {
    const p = await complete(s.id);
    const child = p.children.find((c) => plenty(c) && p.childrenIds.includes(c.productId));
    if (!child || !p.configurableAttributes.length) continue;
    const options = Object.fromEntries(p.configurableAttributes.map((a) => [a.code, String(child.attributes[a.code])]));
    const choices = p.configurableAttributes.map(
      (a) => `${a.label}: ${a.values.find((v) => v.value === options[a.code])?.label}`,
    );
    return { request: { productId: p.productId, qty: 1, options }, choices };
  }
  throw new Error("no configurable product");
}

/** A bundle of its default parts, every part in stock. */
async function bundleLine(): Promise<{ request: BuyRequest; parts: string[] }> {
  for (const s of seedData().products.filter((p) => p.type === "bundle" && sellable(p))) {
    const p = await complete(s.id);
    if (!p.children.every((c) => c.inventory.qoh > 20 || c.inventory.backorder)) continue;
    const children = defaultBundleChildren(p);
    if (!children.length) continue;
    const names = new Map(p.children.map((c) => [c.productId, c.name]));
    return {
      request: { productId: p.productId, qty: 1, children: children as BuyRequest["children"] },
      parts: children.map((c) => `${c.qty} × ${names.get(c.productId)}`),
    };
  }
  throw new Error("no bundle");
}

/** A simple product with a custom option that has values, its first value chosen. */
async function customOptionLine(): Promise<{ request: BuyRequest; option: string }> {
  for (const s of seedData().products.filter((p) => p.type === "simple" && sellable(p) && p.details.customOptions)) {
    const p = await complete(s.id);
    if (!plenty(p) || p.customOptions.some((o) => o.isRequired && !o.values.length)) continue;
    const chosen = p.customOptions.filter((o) => o.values.length && (o.type === "drop_down" || o.type === "radio"));
    const first = chosen[0];
    if (!first || p.customOptions.some((o) => o.isRequired && !chosen.includes(o))) continue;
    const options = Object.fromEntries(chosen.map((o) => [String(o.id), (o.values[0] as { id: number }).id]));
    return {
      request: { productId: p.productId, qty: 1, options },
      option: `${first.title}: ${(first.values[0] as { title: string }).title}`,
    };
  }
  throw new Error("no product with custom options");
}

async function mailTo(email: string) {
  await store.services.checkout.drain();
  const [mail] = await store.services.mail.listOutbox({ to: email });
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The link in the mail's text. */
const linkOf = (text: string) => /Your order: (\S+)/.exec(text)?.[1] ?? "";

describe("what the shopper chose, on the order and in its mail", () => {
  it("a configurable line, a bundle, a custom option and a gift card keep their description", async () => {
    const [config, bundle, custom] = await Promise.all([configurableLine(), bundleLine(), customOptionLine()]);
    const browser = testBrowser(store);
    const created = await call(browser, "POST", "/svc_list/lists", {
      type: "quote",
      items: [config.request, bundle.request, custom.request, emailedGiftcardLine()],
    });
    expect(created.status).toBe(201);
    const list = created.body as List;
    // The cart already says it (one description for every page).
    const cartDetails = list.items.map((i) => i.description);
    expect(cartDetails[0]?.choices.map((c) => `${c.label}: ${c.value}`)).toEqual(config.choices);
    expect(cartDetails[1]?.parts.map((p) => `${p.qty} × ${p.name}`)).toEqual(bundle.parts);

    const placed = await place(store, browser, await draftOrder(store, list, { email: "chose@example.com" }));
    expect(placed.status).toBe(201);
    const order = await call(browser, "GET", `/svc_checkout/order/${placed.body.orderId}`);
    expect(order.status).toBe(200);
    const [c, b, o, g] = order.body.items as Json[];
    expect(c?.description.choices.map((x: Json) => `${x.label}: ${x.value}`)).toEqual(config.choices);
    expect(c?.options.map((x: Json) => `${x.label}: ${x.value}`)).toEqual(config.choices);
    expect(b?.description.parts.map((x: Json) => `${x.qty} × ${x.name}`)).toEqual(bundle.parts);
    expect(o?.description.customOptions.map((x: Json) => `${x.label}: ${x.value}`)).toContain(custom.option);
    expect(g?.description.giftcard).toMatchObject({
      delivery: "email",
      recipientName: "Friend",
      recipientEmail: "friend@example.com",
    });

    const mail = await mailTo("chose@example.com");
    for (const text of [
      ...config.choices,
      ...bundle.parts,
      custom.option,
      "Sent by email to Friend <friend@example.com>",
    ]) {
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(escapeHtml(text));
    }
  });
});

describe("the mail's link", () => {
  it("a guest's opens the order without an account, signed and expiring; a changed one opens nothing", async () => {
    const browser = testBrowser(store);
    const { body: list } = await call(browser, "POST", "/svc_list/lists", {
      type: "quote",
      items: [{ productId: plentiful().id, qty: 1 }],
    });
    const placed = await place(store, browser, await draftOrder(store, list as List, { email: "guest@example.com" }));
    expect(placed.status).toBe(201);
    const link = new URL(linkOf((await mailTo("guest@example.com")).text));
    expect(link.pathname).toBe("/sales/guest/form");
    expect(link.searchParams.get("o")).toBe(placed.body.orderId);
    const t = link.searchParams.get("t") ?? "";

    const stranger = testBrowser(store);
    const opened = await call(stranger, "GET", `/svc_checkout/order/${placed.body.orderId}/guest?t=${t}`);
    expect(opened.status).toBe(200);
    expect(opened.body.orderId).toBe(placed.body.orderId);
    // From then on the session reads it like after a lookup.
    expect((await call(stranger, "GET", `/svc_checkout/order/${placed.body.orderId}`)).status).toBe(200);

    const other = testBrowser(store);
    const tampered = `${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`;
    for (const path of [
      `/svc_checkout/order/${placed.body.orderId}/guest?t=${tampered}`,
      `/svc_checkout/order/IW-000000000000/guest?t=${t}`,
      `/svc_checkout/order/${placed.body.orderId}/guest?t=${Number(t.split(".")[0]) + 1}.${t.split(".")[1]}`,
    ]) {
      const r = await call(other, "GET", path);
      expect({ path, status: r.status, code: r.body.error?.code, items: r.body.items }).toMatchObject({
        status: 404,
        code: "order_not_found",
        items: undefined,
      });
    }
    const later = now;
    now = new Date(later.getTime() + 31 * 24 * 60 * 60_000);
    try {
      const expired = await call(other, "GET", `/svc_checkout/order/${placed.body.orderId}/guest?t=${t}`);
      expect({ status: expired.status, code: expired.body.error?.code, items: expired.body.items }).toMatchObject({
        status: 410,
        code: "order_link_expired",
        items: undefined,
      });
    } finally {
      now = later;
    }
  });

  it("a customer's goes to the account order page under the order's locale prefix", async () => {
    const browser = testBrowser(store);
    const customer = await registerCustomer(store, browser);
    const site = "/svc_list/site/GBR/lists";
    const { body: list } = await call(browser, "POST", site, {
      type: "quote",
      items: [{ productId: plentiful().id, qty: 1 }],
    });
    const gb = { ...GB_ADDRESS, email: customer.email };
    const body = await draftOrder(store, list as List, { site: SITES.GBR, address: gb, email: customer.email });
    const placed = await place(store, browser, body);
    expect(placed.status).toBe(201);
    const link = new URL(linkOf((await mailTo(customer.email)).text));
    expect(link.pathname).toBe(`/gb/account/order/${placed.body.orderId}`);
  });
});

const GB_ADDRESS = {
  firstname: "Ada",
  lastname: "Byron",
  company: "Analytical Engines Ltd",
  street: ["10 Downing St"],
  city: "London",
  postcode: "SW1A 2AA",
  countryId: "GB",
  telephone: "02070000000",
  vatId: "GB123456789",
};

describe("totals and the business buyer in the mail", () => {
  it("GBR: prices include VAT; the printed lines add up to the printed total; company and VAT id shown", async () => {
    const browser = testBrowser(store);
    const { body: list } = await call(browser, "POST", "/svc_list/site/GBR/lists", {
      type: "quote",
      items: [{ productId: plentiful().id, qty: 3 }],
    });
    const email = "business@example.com";
    const body = await draftOrder(store, list as List, { site: SITES.GBR, address: GB_ADDRESS, email });
    const placed = await place(store, browser, body);
    expect(placed.status).toBe(201);
    const mail = await mailTo(email);
    const amount = (line: string) => Number(line.replace(/[^\d]/g, "")) / 100;
    const rows = mail.text.split("\n");
    const at = (label: string) => rows.findIndex((r) => r.startsWith(`${label}:`));
    const total = at("Order total (incl. VAT)");
    expect(total).toBeGreaterThan(0);
    const summands = rows.slice(at("Subtotal"), total).map(amount);
    expect(summands.length).toBeGreaterThanOrEqual(2);
    const sum = summands.reduce((s, n) => s + Math.round(n * 100), 0);
    expect(sum).toBe(Math.round(amount(rows[total] as string) * 100));
    expect(rows[total + 1]).toMatch(/^of which VAT: /);
    expect(rows.some((r) => r.startsWith("Tax:"))).toBe(false);
    expect(mail.text).toContain("Company: Analytical Engines Ltd");
    expect(mail.text).toContain("VAT ID: GB123456789");
  });
});

// Issue 15 item 5: the order mail in the language of the page the order was placed on (its
// meta.l10n tag), linking under that page's prefix; the lines carry the product's name in that
// language, and the order keeps it (the account shows what was bought, as it was named).
describe("the order and its mail in the language it was placed in", () => {
  const EUR_ADDRESS = {
    firstname: "Ada",
    lastname: "Lovelace",
    street: ["Unter den Linden 1"],
    city: "Berlin",
    postcode: "10117",
    countryId: "DE",
    telephone: "030000000",
  };
  it.each([
    {
      prefix: "/de",
      tag: "de-DE",
      language: "de",
      subject: "Deine Ironworks-Bestellung",
      thanks: "Danke für deine Bestellung",
      link: "Deine Bestellung",
      total: "Gesamtsumme",
    },
    {
      prefix: "/fr",
      tag: "fr-FR",
      language: "fr",
      subject: "Votre commande Ironworks",
      thanks: "Merci pour votre commande",
      link: "Votre commande",
      total: "Total de la commande",
    },
  ] as const)("placed on $prefix: $language mail, $language line name, link under $prefix", async (at) => {
    const browser = testBrowser(store);
    const customer = await registerCustomer(store, browser);
    const product = translatedPlentiful(["de", "fr"]);
    const { body: list } = await call(browser, "POST", "/svc_list/site/EUR/lists", {
      type: "quote",
      items: [{ productId: product.id, qty: 1 }],
    });
    const address = { ...EUR_ADDRESS, email: customer.email };
    const body = await draftOrder(store, list as List, { site: SITES.EUR, address, email: customer.email });
    const placed = await place(store, browser, { ...body, meta: { l10n: at.tag } });
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    const named = (await store.services.catalog.getProduct(product.id, SITES.EUR, at.language)).name;
    expect(named).not.toBe(product.name); // the seed translates it (ADR 0038)

    const mail = await mailTo(customer.email);
    expect(mail.subject).toBe(`${at.subject} ${id}`);
    expect(mail.text).toContain(`${at.thanks} ${id}.`);
    expect(mail.text).toContain(`1 × ${named} (`);
    expect(mail.text).toMatch(new RegExp(`^${at.total}( \\([^)]+\\))?: `, "m"));
    expect(mail.text).toMatch(new RegExp(`${at.link}: https?://[^/\\s]+${at.prefix}/account/order/${id}$`, "m"));
    expect(mail.html).toContain(`<html lang="${at.tag}">`);
    expect(mail.html).toContain(escapeHtml(named));

    const order = await call(browser, "GET", `/svc_checkout/site/EUR/order/${id}`);
    expect(order.status).toBe(200);
    expect((order.body as Json).items[0].name).toBe(named);
  });
});
