import { SITES } from "@ironworks/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { inventory } from "../catalog/catalog.schema.ts";
import { createBinRepository } from "./bin.repository.ts";
import { createRestock, UnknownSkuError } from "./bin.restock.ts";
import { bins } from "./bin.schema.ts";
import { BIN_CONFIRM_SENDER_POLICY } from "./bin.service.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

/** Sellable everywhere, out of stock, alerts offered; each test takes its own product. */
const binProducts = () =>
  seedData().products.filter(
    (p) => p.visibility === 4 && p.sites === null && p.type === "simple" && p.inventory.qoh <= 0 && p.inventory.bin,
  );
const product = (n: number) => {
  const p = binProducts()[n];
  if (!p) throw new Error(`no bin product #${n}`);
  return p;
};

async function subscriber(productId: number, prefix = "/svc_bin") {
  const browser = testBrowser(store);
  const { email } = await registerCustomer(store, browser);
  const res = await browser.request(`${prefix}/bin`, {
    method: "POST",
    body: { product_id: productId, email, parent_id: null },
  });
  expect(res.status).toBe(201);
  return { browser, email };
}

const backInStock = async (email: string) =>
  (await store.services.mail.listOutbox({ to: email })).filter((m) => m.subject.startsWith("Back in stock:"));
/** SQL statements one by one (a fault the test injects, and takes away). */
const run = async (...statements: string[]) => {
  for (const s of statements) await store.database.db.execute(sql.raw(s));
};
const qoh = async (productId: number) =>
  (await store.database.db.select().from(inventory).where(eq(inventory.productId, productId)))[0]?.qoh;

describe("restock: back-in-stock mails (ADR 0015 addendum)", () => {
  it("mails every waiting subscriber once when qoh goes from 0 to more, and marks the alerts notified", async () => {
    const p = product(0);
    const a = await subscriber(p.id);
    const b = await subscriber(p.id, "/svc_bin/site/GBR");
    const result = await store.services.stock.restock(p.id, 5);
    expect(result).toMatchObject({ productId: p.id, sku: p.sku, previousQoh: p.inventory.qoh, qoh: 5, notified: 2 });
    expect(await qoh(p.id)).toBe(5);
    const [toA] = await backInStock(a.email);
    expect(toA?.subject).toBe(`Back in stock: ${p.name}`);
    expect(toA?.text).toMatch(new RegExp(`https?://[^/\\s]+/${p.urlKey}`));
    // The GBR subscriber's link leads to the GBR site.
    expect((await backInStock(b.email))[0]?.text).toContain(`/gb/${p.urlKey}`);
    const rows = await store.database.db.select().from(bins).where(eq(bins.productId, p.id));
    expect(rows.every((r) => r.notifiedAt instanceof Date)).toBe(true);

    // More stock, or out and in again: nobody is mailed twice.
    expect((await store.services.stock.restock(p.id, 9)).notified).toBe(0);
    expect((await store.services.stock.restock(p.id, 0)).notified).toBe(0);
    expect((await store.services.stock.restock(p.id, 2)).notified).toBe(0);
    expect(await backInStock(a.email)).toHaveLength(1);
    expect(await backInStock(b.email)).toHaveLength(1);
  });

  it("re-arms a notified alert when the customer subscribes again", async () => {
    const p = product(1);
    await store.services.stock.restock(p.id, 0);
    const a = await subscriber(p.id);
    expect((await store.services.stock.restock(p.id, 1)).notified).toBe(1);
    await store.services.stock.restock(p.id, 0);
    const again = await a.browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: p.id, email: a.email, parent_id: null },
    });
    expect(again.status).toBe(201);
    // A second subscription while one waits is still the spec's conflict.
    const twice = await a.browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: p.id, email: a.email, parent_id: null },
    });
    expect(twice.status).toBe(409);
    expect((await store.services.stock.restock(p.id, 3)).notified).toBe(1);
    expect(await backInStock(a.email)).toHaveLength(2);
  });

  it("two restocks at once mail each subscriber once", async () => {
    const p = product(2);
    await store.services.stock.restock(p.id, 0);
    const subs = await Promise.all([subscriber(p.id), subscriber(p.id), subscriber(p.id)]);
    const results = await Promise.all([store.services.stock.restock(p.id, 4), store.services.stock.restock(p.id, 6)]);
    expect(results.map((r) => r.notified).reduce((x, y) => x + y, 0)).toBe(3);
    for (const s of subs) expect(await backInStock(s.email)).toHaveLength(1);
  });

  it("gives an alert back when its mail fails, so the next restock tries again", async () => {
    const p = product(3);
    const warnings: unknown[] = [];
    const failing = createRestock({
      db: store.database.db,
      bins: createBinRepository(store.database.db),
      catalog: store.services.catalog,
      mail: {
        send: async () => {
          throw new Error("relay down");
        },
      },
      publicBaseUrl: "https://shop.example",
      logger: { warn: (...args: unknown[]) => warnings.push(args) },
    });
    await failing.restock(p.id, 0);
    const a = await subscriber(p.id);
    expect((await failing.restock(p.id, 2)).notified).toBe(0);
    expect(warnings).toHaveLength(1);
    await store.services.stock.restock(p.id, 0);
    expect((await store.services.stock.restock(p.id, 2)).notified).toBe(1);
    expect(await backInStock(a.email)).toHaveLength(1);
  });

  it("gives an alert back when its mail job fails for good, so the next restock mails it", async () => {
    // Shared with the SKU test below, which only looks the product up.
    const p = product(4);
    await store.services.stock.restock(p.id, 0);
    const a = await subscriber(p.id);
    const alert = async () => (await store.database.db.select().from(bins).where(eq(bins.email, a.email)))[0];
    // The relay refuses this address (the outbox write fails), and the job has no retry left.
    await run(
      `create or replace function refuse_bin_mail() returns trigger language plpgsql as $$
        begin if new."to" = '${a.email}' then raise exception 'relay refused'; end if; return new; end $$`,
      "create trigger refuse_bin_mail before insert on mail_outbox for each row execute function refuse_bin_mail()",
      "update jobs.queue set retry_limit = 0 where name = 'back-in-stock'",
    );
    try {
      expect((await store.services.stock.restock(p.id, 2)).notified).toBe(1);
      expect((await alert())?.notifiedAt).not.toBeNull();
      await store.services.stock.drain();
      // Failed for good: the job is failed, and its dead letter gave the alert back.
      const failed = await store.services.jobs.failed();
      expect(failed.find((j) => j.queue === "back-in-stock")).toMatchObject({ state: "failed", attempts: 1 });
      expect((await alert())?.notifiedAt).toBeNull();
      expect(await backInStock(a.email)).toEqual([]);
    } finally {
      await run(
        "drop trigger refuse_bin_mail on mail_outbox",
        "drop function refuse_bin_mail()",
        "update jobs.queue set retry_limit = 8 where name = 'back-in-stock'",
      );
    }
    // The next restock claims it again and the mail goes out, once.
    await store.services.stock.restock(p.id, 0);
    expect((await store.services.stock.restock(p.id, 3)).notified).toBe(1);
    expect(await backInStock(a.email)).toHaveLength(1);
    expect((await alert())?.notifiedAt).not.toBeNull();
  });

  it("finds products by SKU and refuses unknown ones and bad quantities", async () => {
    const p = product(4);
    expect((await store.services.stock.restockSku(p.sku, 0)).productId).toBe(p.id);
    await expect(store.services.stock.restockSku("NO-SUCH-SKU", 1)).rejects.toBeInstanceOf(UnknownSkuError);
    await expect(store.services.stock.restock(p.id, -1)).rejects.toBeInstanceOf(RangeError);
    await expect(store.services.stock.restock(p.id, 1.5)).rejects.toBeInstanceOf(RangeError);
  });
});

describe("back-in-stock alerts for someone else's address: double opt-in (ADR 0024)", () => {
  const confirmMails = async (email: string) =>
    (await store.services.mail.listOutbox({ to: email })).filter((m) =>
      m.subject.includes("confirm your Ironworks back-in-stock"),
    );
  const tokenIn = (text: string) => /\/back-in-stock\/confirm\?token=([\w.-]+)/.exec(text)?.[1];

  it("mails a signed link, sets nothing until it is followed, and only then mails the restock", async () => {
    const p = product(5);
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const victim = `victim.${Date.now()}@example.com`;
    const asked = await browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: p.id, email: victim, parent_id: null },
    });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ confirmationRequired: true, email: victim });
    expect((await (await browser.request("/svc_bin/bin")).json()).bins).toEqual([]);
    await store.services.bins.drain();
    const [mail] = await confirmMails(victim);
    const token = tokenIn(mail?.text ?? "");
    expect(token).toBeTruthy();

    // Unconfirmed: a restock mails nobody.
    expect((await store.services.stock.restock(p.id, 2)).notified).toBe(0);
    await store.services.stock.restock(p.id, 0);

    // A forged or garbled link is refused; the mailed one sets the alert (anyone holding it, once).
    const forged = await testBrowser(store).request("/svc_bin/bin/confirm", {
      method: "POST",
      body: { token: `${token}x` },
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe("bin_link_invalid");
    const confirmed = await testBrowser(store).request("/svc_bin/bin/confirm", { method: "POST", body: { token } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ product_id: p.id, email: victim });
    const again = await testBrowser(store).request("/svc_bin/bin/confirm", { method: "POST", body: { token } });
    expect(again.status).toBe(200);
    expect((await (await browser.request("/svc_bin/bin")).json()).bins).toHaveLength(1);
    expect((await store.services.stock.restock(p.id, 3)).notified).toBe(1);
    expect(await backInStock(victim)).toHaveLength(1);
  });

  it("sets the signed-in customer's own address at once, whatever its case", async () => {
    const p = product(0);
    const browser = testBrowser(store);
    const { email } = await registerCustomer(store, browser);
    const res = await browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: p.id, email: email.toUpperCase(), parent_id: null },
    });
    expect(res.status).toBe(201);
    expect(await confirmMails(email.toUpperCase())).toEqual([]);
  });

  it("mails one address at most 3 confirmation links an hour, however many customers ask", async () => {
    const victim = `flooded.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const browser = testBrowser(store);
      await registerCustomer(store, browser);
      const res = await browser.request("/svc_bin/bin", {
        method: "POST",
        body: { product_id: product(0).id, email: victim, parent_id: null },
      });
      expect(res.status).toBe(202);
    }
    await store.services.bins.drain();
    expect(await confirmMails(victim)).toHaveLength(3);
  });
  const ask = (browser: ReturnType<typeof testBrowser>, email: string) =>
    browser.request("/svc_bin/bin", { method: "POST", body: { product_id: product(0).id, email, parent_id: null } });

  it(`one customer mails at most ${BIN_CONFIRM_SENDER_POLICY.free} other addresses a day, then 429 with Retry-After`, async () => {
    const browser = testBrowser(store);
    const { email: own } = await registerCustomer(store, browser);
    const stamp = Date.now();
    const to = (i: number) => `someone.${stamp}.${i}@example.com`;
    for (let i = 0; i < BIN_CONFIRM_SENDER_POLICY.free; i++) expect((await ask(browser, to(i))).status).toBe(202);
    const refused = await ask(browser, to(99));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("too_many_attempts");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The customer's own address is no mail to anyone else: still set at once.
    expect((await ask(browser, own)).status).toBe(201);
    await store.services.bins.drain();
    expect(await confirmMails(to(0))).toHaveLength(1);
    expect(await confirmMails(to(99))).toEqual([]);
  });

  it(`one client address mails at most ${BIN_CONFIRM_SENDER_POLICY.free} other addresses a day, across accounts`, async () => {
    const ip = "10.80.0.1";
    const stamp = Date.now();
    const fromIp = async () => {
      const signup = testBrowser(store);
      await registerCustomer(store, signup);
      const browser = testBrowser(store, ip);
      browser.cookie = signup.cookie;
      return browser;
    };
    for (let i = 0; i < BIN_CONFIRM_SENDER_POLICY.free; i++)
      expect((await ask(await fromIp(), `other.${stamp}.${i}@example.com`)).status).toBe(202);
    expect((await ask(await fromIp(), `other.${stamp}.x@example.com`)).status).toBe(429);
    await store.services.bins.drain();
    expect(await confirmMails(`other.${stamp}.x@example.com`)).toEqual([]);
  });

  // Issue 15 item 5: the alert keeps the locale it was set on; the mail is in its language, names
  // the product in it and links under the locale's prefix.
  /** A bin product the seed names differently in Spanish, German and French (ADR 0038). */
  const translated = () => {
    const named = (p: ReturnType<typeof product>) =>
      (["es", "de", "fr"] as const).every((l) => {
        const name = p.translations?.[l]?.name;
        return typeof name === "string" && name !== p.name;
      });
    const p = binProducts().slice(6).find(named) ?? binProducts().find(named);
    if (!p) throw new Error("no bin product translated into es, de and fr");
    return p;
  };
  it.each([
    {
      prefix: "/es",
      language: "es",
      subject: "De nuevo en stock: ",
      news: "Buenas noticias: {name} vuelve a estar en stock.",
    },
    { prefix: "/de", language: "de", subject: "Wieder da: ", news: "Gute Nachrichten: {name} ist wieder auf Lager." },
    {
      prefix: "/fr",
      language: "fr",
      subject: "De retour en stock : ",
      news: "Bonne nouvelle : {name} est de retour en stock.",
    },
  ] as const)(
    "an alert set on $prefix mails the restock in $language, naming the product in $language, under $prefix",
    async (at) => {
      const p = translated();
      await store.services.stock.restock(p.id, 0); // out of stock again, whatever earlier cases did
      const named = await store.services.catalog.getProduct(p.id, SITES.EUR, at.language);
      expect(named.name).not.toBe(p.name);
      const browser = testBrowser(store);
      const { email } = await registerCustomer(store, browser);
      const set = await browser.request("/svc_bin/site/EUR/bin", {
        method: "POST",
        body: { product_id: p.id, email, parent_id: null, locale: at.prefix },
      });
      expect(set.status).toBe(201);
      expect((await store.services.stock.restock(p.id, 4)).notified).toBeGreaterThanOrEqual(1);
      const [restock] = await store.services.mail.listOutbox({ to: email }); // newest first
      expect(restock?.subject).toBe(`${at.subject}${named.name}`);
      expect(restock?.text).toContain(at.news.replace("{name}", named.name));
      expect(restock?.text).toContain(`${at.prefix}${named.url}`);
    },
  );
});
