import { existsSync } from "node:fs";
import { join } from "node:path";
import { chooseVariant } from "@ironworks/domain/ab";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./testing/test-store.ts";
import { WEB_BUILD_DIR } from "./web.ts";

// Browsers with a visitor id (ab_vid) share cached pages by their A/B variants and flag values, not
// by the id (ADR 0064): the built storefront, a seeded store (its home page has the A/B test below).
const built = existsSync(join(WEB_BUILD_DIR, "server", "index.js"));
if (!built) console.log("ab_vid page cache HTTP suite skipped: run `npm run build` first");

const TEST = "home-hero-copy";
const PRODUCT = "/halvard-competition-weightlifting-bar";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let store: TestStore;
beforeAll(async () => {
  if (built) store = await createTestStore({ web: true });
}, 120_000);
afterAll(async () => {
  await store?.close();
});

/** Visitor ids (valid: 8+ characters) of the given variant of the home page's test, unique to this run. */
function idsIn(variant: number, count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) {
    const id = `abvid-${process.pid}-${variant}-${i}`;
    if (chooseVariant(TEST, id, 2) === variant) ids.push(id);
  }
  return ids;
}

/** A page as a browser with this cookie gets it; the cache has stored it (if it does) by then. */
async function page(path: string, cookie?: string): Promise<{ res: Response; html: string }> {
  const res = await store.request(path, { headers: { "user-agent": CHROME, ...(cookie ? { cookie } : {}) } });
  const html = await res.text();
  await store.pageCache.settled();
  return { res, html };
}

const withoutNonce = (html: string, res: Response) => {
  const nonce = res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  return nonce ? html.split(` nonce="${nonce}"`).join("") : html;
};
const variantOf = (html: string) => html.match(/data-ab-test="home-hero-copy" data-ab-variant="(\d)"/)?.[1];

describe.skipIf(!built)("pages of visitors with an id (ADR 0064)", () => {
  it("two visitors in the same variant share one cached page, without either id in it", async () => {
    store.services.changes.publish("catalog"); // a clean start
    const [a, b, c] = idsIn(0, 3) as [string, string, string];
    const first = await page("/", `ab_vid=${a}`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("x-cache")).toBe("miss");
    expect(first.res.headers.get("set-cookie")).toBeNull();
    expect(variantOf(first.html)).toBe("0");
    const second = await page("/", `ab_vid=${b}`);
    expect(second.res.headers.get("x-cache")).toBe("hit");
    expect(second.html).toBe(withoutNonce(first.html, first.res));
    for (const html of [first.html, second.html]) {
      expect(html).not.toContain(a);
      expect(html).not.toContain(b);
    }
    // Sticky: the same visitor again, and a third of the variant, get the same page.
    expect((await page("/", `ab_vid=${a}`)).html).toBe(second.html);
    expect((await page("/", `ab_vid=${c}`)).res.headers.get("x-cache")).toBe("hit");
  });

  it("visitors in different variants get their own variant, each shared within it", async () => {
    store.services.changes.publish("catalog");
    const [zero] = idsIn(0, 1) as [string];
    const [one, oneMore] = idsIn(1, 2) as [string, string];
    const a = await page("/", `ab_vid=${zero}`);
    const b = await page("/", `ab_vid=${one}`);
    expect(variantOf(a.html)).toBe("0");
    expect(variantOf(b.html)).toBe("1");
    expect(b.res.headers.get("x-cache")).toBe("miss");
    const c = await page("/", `ab_vid=${oneMore}`);
    expect(c.res.headers.get("x-cache")).toBe("hit");
    expect(variantOf(c.html)).toBe("1");
    const again = await page("/", `ab_vid=${zero}`);
    expect(again.res.headers.get("x-cache")).toBe("hit");
    expect(variantOf(again.html)).toBe("0");
  });

  it("a visitor without an id is assigned one with a cookie (not cached), and keeps its variant after", async () => {
    const fresh = await page("/");
    expect(fresh.res.headers.get("x-cache")).toBe("bypass");
    const id = fresh.res.headers.get("set-cookie")?.match(/ab_vid=([^;]+)/)?.[1] ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.html).not.toContain(id);
    const variant = String(chooseVariant(TEST, id, 2));
    expect(variantOf(fresh.html)).toBe(variant);
    for (let i = 0; i < 3; i++) {
      const next = await page("/", `ab_vid=${id}`);
      expect(next.res.headers.get("set-cookie")).toBeNull();
      expect(variantOf(next.html)).toBe(variant);
    }
  });

  it("flag values decided by the id are keyed: a visitor a rule picks never shares the others' page", async () => {
    const [picked, other, third] = idsIn(0, 3) as [string, string, string];
    await store.services.flags.setRules("debug", [{ condition: { id: picked }, force: true }]);
    try {
      await page(PRODUCT, `ab_vid=${other}`);
      const shared = await page(PRODUCT, `ab_vid=${third}`);
      expect(shared.res.headers.get("x-cache")).toBe("hit");
      expect(shared.html).not.toContain("site-footer__debug");
      const own = await page(PRODUCT, `ab_vid=${picked}`);
      expect(own.res.headers.get("x-cache")).toBe("miss");
      expect(own.html).toContain("site-footer__debug");
      expect(own.html).not.toContain(picked);
      expect((await page(PRODUCT, `ab_vid=${picked}`)).res.headers.get("x-cache")).toBe("hit");
      expect((await page(PRODUCT, `ab_vid=${other}`)).html).not.toContain("site-footer__debug");
    } finally {
      await store.services.flags.setRules("debug", []);
    }
  });

  it("a product page is shared by visitors with and without distinct ids alike (one page per assignment)", async () => {
    store.services.changes.publish("catalog");
    const ids = idsIn(1, 4);
    const results = [];
    for (const id of ids) results.push(await page(PRODUCT, `ab_vid=${id}`));
    expect(results.map((r) => r.res.headers.get("x-cache"))).toEqual(["miss", "hit", "hit", "hit"]);
    for (const r of results) for (const id of ids) expect(r.html).not.toContain(id);
  });
});
