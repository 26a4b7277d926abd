import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createChangeBus } from "./changes.ts";
import { chooseVariant } from "@ironworks/domain/ab";
import {
  assignedKey,
  assignedPageSafe,
  cachedResponse,
  createPageCache,
  guestPageKey,
  inlineScriptHashes,
  learnVariance,
  type PageCache,
  requestVisitorId,
  sharedPageKey,
  sharedWho,
  withoutNonce,
} from "./page-cache.ts";

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: "GET",
  url: `http://shop.test${url}`,
  headers: new Headers({ host: "shop.test", ...headers }),
});

const NONCE = "bm9uY2Utb25lLXR3bw==";
const page = (body: string, extra: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers({ "content-type": "text/html; charset=utf-8", ...extra }),
  html: `<!DOCTYPE html><html><head><script nonce="${NONCE}">window.a=1</script></head><body>${body}<script type="module" nonce="${NONCE}" async="">import "/assets/x.js"</script><script src="/assets/y.js" nonce="${NONCE}"></script></body></html>`,
  nonce: NONCE,
});

const store = (cache: PageCache, key: string, body = "hello", extra: Record<string, string> = {}) =>
  cache.store(key, cache.generation(), page(body, extra));

describe("the shared page key of a session (ADR 0061)", () => {
  const who = (over: Partial<Parameters<typeof sharedWho>[0]> = {}) =>
    sharedWho({ customerId: 7, groupId: 1, staff: false, segments: ["b", "a"], shipToCountry: "US", ...over });

  it("is the same for every session of the same group, staff-ness, segments and ship-to; never a guest's", () => {
    const a = sharedPageKey(get("/bar", { cookie: "iw_sid=one; hc=1" }), "browser", "flags=1", who());
    const b = sharedPageKey(
      get("/bar", { cookie: "hc=1; iw_sid=two" }),
      "browser",
      "flags=1",
      who({ customerId: 8, segments: ["a", "b"] }),
    );
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(a).not.toContain("one");
    expect(a).not.toBe(guestPageKey(get("/bar", { cookie: "hc=1" }), "browser", "flags=1"));
  });

  it("differs by group, staff, segments, ship-to and guest session", () => {
    const key = (w: string) => sharedPageKey(get("/bar", { cookie: "iw_sid=x" }), "browser", "flags=1", w);
    const keys = [
      who(),
      who({ groupId: 2 }),
      who({ staff: true }),
      who({ segments: ["a"] }),
      who({ shipToCountry: "CA" }),
      who({ customerId: null }),
    ].map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is null without a session cookie, for data requests, other cookies and the native app", () => {
    expect(sharedPageKey(get("/bar"), "browser", "flags=1", who())).toBeNull();
    expect(sharedPageKey(get("/bar", { cookie: "iw_sid=" }), "browser", "flags=1", who())).toBeNull();
    expect(sharedPageKey(get("/bar.data", { cookie: "iw_sid=x" }), "browser", "flags=1", who())).toBeNull();
    expect(sharedPageKey(get("/bar", { cookie: "iw_sid=x; other=1" }), "browser", "flags=1", who())).toBeNull();
    expect(sharedPageKey(get("/bar", { cookie: "iw_sid=x; iw_sid=y" }), "browser", "flags=1", who())).toBeNull();
    expect(
      sharedPageKey(get("/bar", { cookie: "iw_sid=x", "x-mobile-app": "1" }), "browser", "flags=1", who()),
    ).toBeNull();
    expect(sharedPageKey(get("/bar?isMobileApp=true", { cookie: "iw_sid=x" }), "browser", "flags=1", who())).toBeNull();
  });
});

describe("guest page key", () => {
  it("is the same for the same page and inputs, whatever the cookie order", () => {
    const a = guestPageKey(get("/bar?x=1", { cookie: "hc=1; iw_consent=abc" }), "browser", "flags=1");
    const b = guestPageKey(get("/bar?x=1", { cookie: "iw_consent=abc; hc=1" }), "browser", "flags=1");
    expect(a).not.toBeNull();
    expect(a).toBe(b);
  });

  it("differs by path, query, reader, flags version, Sec-GPC and each keyed cookie's value", () => {
    const base = guestPageKey(get("/bar?x=1"), "browser", "flags=1");
    const others = [
      guestPageKey(get("/baz?x=1"), "browser", "flags=1"),
      guestPageKey(get("/bar?x=2"), "browser", "flags=1"),
      guestPageKey(get("/bar?x=1"), "bot", "flags=1"),
      guestPageKey(get("/bar?x=1"), "browser", "flags=2"),
      guestPageKey(get("/bar?x=1", { "sec-gpc": "1" }), "browser", "flags=1"),
      guestPageKey(get("/bar?x=1", { cookie: "iw_consent=all" }), "browser", "flags=1"),
      guestPageKey(get("/bar?x=1", { cookie: "hc=1" }), "browser", "flags=1"),
      guestPageKey(get("/bar?x=1", { cookie: "preferred_country=CA" }), "browser", "flags=1"),
      guestPageKey(get("/bar?x=1", { cookie: "ab_vid=visitor-1" }), "browser", "flags=1"),
      guestPageKey(get("/bar?x=1", { cookie: "seg=gym" }), "browser", "flags=1"),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it("refuses a session, the native app, an unknown or repeated cookie and anything but GET", () => {
    expect(guestPageKey(get("/bar", { cookie: "iw_sid=tok" }), "browser", "f")).toBeNull();
    expect(guestPageKey(get("/bar", { cookie: "iw_app=isMobileApp%3D1" }), "browser", "f")).toBeNull();
    expect(guestPageKey(get("/bar", { "x-mobile-app": "1" }), "browser", "f")).toBeNull();
    expect(guestPageKey(get("/bar?isMobileApp=1"), "browser", "f")).toBeNull();
    expect(guestPageKey(get("/bar", { cookie: "something_new=1" }), "browser", "f")).toBeNull();
    expect(guestPageKey(get("/bar", { cookie: "hc=1; hc=0" }), "browser", "f")).toBeNull();
    expect(guestPageKey({ ...get("/bar"), method: "HEAD" }, "browser", "f")).toBeNull();
    expect(guestPageKey({ ...get("/bar"), method: "POST" }, "browser", "f")).toBeNull();
  });
});

describe("the key of a visitor with an id (ADR 0064)", () => {
  /** Ids (valid) whose variant of test `t` (2 variants) is `variant`. */
  const idsIn = (variant: number, count: number) => {
    const ids: string[] = [];
    for (let i = 0; ids.length < count; i++)
      if (chooseVariant("t", `visitor-${i}`, 2) === variant) ids.push(`visitor-${i}`);
    return ids;
  };

  it("leaves the id's value out of the base key (a valid id is only marked), and an invalid id counts as none", () => {
    const a = guestPageKey(get("/bar", { cookie: "ab_vid=visitor-aaaa" }), "browser", "f");
    const b = guestPageKey(get("/bar", { cookie: "ab_vid=visitor-bbbb" }), "browser", "f");
    expect(a).toBe(b);
    expect(a).not.toContain("visitor-");
    expect(a).not.toBe(guestPageKey(get("/bar"), "browser", "f"));
    expect(guestPageKey(get("/bar", { cookie: "ab_vid=<bad>" }), "browser", "f")).toBe(
      guestPageKey(get("/bar"), "browser", "f"),
    );
    expect(requestVisitorId(new Headers({ cookie: "hc=1; ab_vid=visitor-aaaa" }))).toBe("visitor-aaaa");
    expect(requestVisitorId(new Headers({ cookie: "ab_vid=x" }))).toBeNull();
  });

  it("is equal for ids of the same variants and flag values, different otherwise, and never holds the id", () => {
    const variance = learnVariance(undefined, {
      tests: new Map([["t", 2]]),
      flags: { attributes: { site: "USA" }, values: { debug: false } },
    });
    const [a, b] = idsIn(0, 2) as [string, string];
    const [c] = idsIn(1, 1) as [string];
    const key = (id: string, values = { debug: false }) => assignedKey("base", id, variance, values);
    expect(key(a)).toBe(key(b));
    expect(key(a)).not.toBe(key(c));
    expect(key(a)).not.toBe(key(b, { debug: true }));
    expect(key(a)).not.toContain(a);
    // Another set of known tests is another key (a page stored under one set is never found by another).
    const more = learnVariance(variance, { tests: new Map([["u", 3]]), flags: null });
    expect(more.tests).toEqual([
      ["t", 2],
      ["u", 3],
    ]);
    expect(assignedKey("base", a, more, null)).not.toBe(assignedKey("base", a, variance, null));
  });

  it("stores a visitor's page only without the id and with every test it shows reported", () => {
    const tests = new Map([["t", 2]]);
    expect(assignedPageSafe('<div data-ab-test="t" data-ab-variant="1"></div>', "visitor-1", tests)).toBe(true);
    expect(assignedPageSafe('<div data-ab-test="t"></div>"visitor-1"', "visitor-1", tests)).toBe(false);
    expect(assignedPageSafe('<div data-ab-test="other"></div>', "visitor-1", tests)).toBe(false);
  });
});

describe("nonce and script hashes", () => {
  it("strips every nonce attribute and refuses a page where the nonce appears elsewhere", () => {
    const { html } = page("x");
    const stripped = withoutNonce(html, NONCE);
    expect(stripped).not.toBeNull();
    expect(stripped).not.toContain(NONCE);
    expect(stripped).not.toContain("nonce=");
    expect(withoutNonce(`${html}<p>${NONCE}</p>`, NONCE)).toBeNull();
  });

  it("hashes the inline scripts (not those with src) exactly as the browser does", () => {
    const html = '<script>a()</script><script type="module">import "/x.js"</script><script src="/y.js"></script>';
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js"')]);
  });
});

describe("page cache", () => {
  it("serves a stored page in the encoding asked for, with a policy of its hashes and no nonce", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    expect(await store(cache, "k")).toBe(true);
    const hit = cache.get("k");
    if (!hit) throw new Error("not stored");
    expect(hit.scriptHashes).toHaveLength(2);
    const csp = `script-src 'self' ${hit.scriptHashes.join(" ")}`;

    const br = cachedResponse(hit, "gzip, deflate, br", csp);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("x-cache")).toBe("hit");
    expect(br.headers.get("content-security-policy")).toBe(csp);
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(html).toContain("hello");
    expect(html).not.toContain(NONCE);

    const gz = cachedResponse(hit, "gzip", csp);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    const plain = cachedResponse(hit, undefined, csp);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("keeps no page with Set-Cookie, Cache-Control private or no-store, a status other than 200 or a type other than HTML", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    expect(await store(cache, "cookie", "x", { "set-cookie": "a=1" })).toBe(false);
    expect(await store(cache, "no-store", "x", { "cache-control": "private, no-store" })).toBe(false);
    expect(await store(cache, "private", "x", { "cache-control": "private, max-age=60" })).toBe(false);
    expect(await cache.store("404", cache.generation(), { ...page("x"), status: 404 })).toBe(false);
    expect(await store(cache, "json", "x", { "content-type": "application/json" })).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("stays within its byte bound, dropping the least recently used pages", async () => {
    const body = "x".repeat(20_000);
    const one = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    await store(one, "probe", body);
    const perPage = one.bytes;
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: perPage * 3 });
    for (let i = 0; i < 10; i++) await store(cache, `p${i}`, `${body}${i}`);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.bytes).toBeLessThanOrEqual(perPage * 3);
    expect(cache.get("p9")).toBeDefined();
    expect(cache.get("p0")).toBeUndefined();
  });

  it("is emptied by a change on the bus, and a render begun before it is not stored", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const bus = createChangeBus();
    bus.subscribe(() => cache.invalidate());
    await store(cache, "k");
    const before = cache.generation();
    bus.publish("stock");
    expect(cache.get("k")).toBeUndefined();
    expect(await cache.store("k", before, page("stale"))).toBe(false);
    expect(cache.get("k")).toBeUndefined();
  });

  it("drops by topic: a leaderboard change keeps the shop's pages, a flags message keeps every page", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const bus = createChangeBus();
    bus.subscribe((topic) => cache.invalidate(topic));
    const key = (path: string) => guestPageKey(get(path), "browser", "flags=1") ?? "";
    const shop = [key("/"), key("/squat-racks"), key("/de/products/ohio-bar"), key("/eventsbar")];
    const boards = [key("/events/rogue-invitational/2025"), key("/de/invitational"), key("/events/x?tab=men")];
    for (const k of [...shop, ...boards]) await store(cache, k);
    bus.publish("flags");
    expect(cache.size).toBe(shop.length + boards.length);
    bus.publish("events", { productIds: [] });
    for (const k of shop) expect(cache.get(k)).toBeDefined();
    for (const k of boards) expect(cache.get(k)).toBeUndefined();
    // The dropped leaderboard page renders once again; a shop page it kept is no fill at all.
    expect(cache.fill(boards[0] ?? "")?.release).toBeTypeOf("function");
    expect(cache.fill(shop[0] ?? "")).toBeUndefined();
    bus.publish("price");
    expect(cache.size).toBe(0);
  });

  it("drops by topic: an approved gallery entry drops only the gallery's pages, an approved gym only the map's", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const bus = createChangeBus();
    bus.subscribe((topic) => cache.invalidate(topic));
    const key = (path: string) => guestPageKey(get(path), "browser", "flags=1") ?? "";
    const shop = [key("/"), key("/theindex"), key("/theindex/ryourogue-story"), key("/rogue-equipped-gymsx")];
    const gallery = [key("/theindex/ryourogue"), key("/fr/theindex/ryourogue?page=2")];
    const map = [key("/rogue-equipped-gyms"), key("/de/app/rogue-equipped-gyms?q=1")];
    for (const k of [...shop, ...gallery, ...map]) await store(cache, k);
    bus.publish("gallery");
    for (const k of [...shop, ...map]) expect(cache.get(k)).toBeDefined();
    for (const k of gallery) expect(cache.get(k)).toBeUndefined();
    bus.publish("gyms");
    for (const k of shop) expect(cache.get(k)).toBeDefined();
    for (const k of map) expect(cache.get(k)).toBeUndefined();
  });

  it("after a drop, renders each emptied page once: the misses meanwhile wait for that render", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    await store(cache, "k");
    cache.invalidate();
    cache.invalidate(); // a price and a name change of one edit, announced as two topics
    const first = cache.fill("k");
    const second = cache.fill("k");
    expect(first?.release).toBeTypeOf("function");
    expect(second?.wait).toBeInstanceOf(Promise);
    expect(await store(cache, "k", "fresh")).toBe(true);
    first?.release?.();
    await second?.wait;
    expect(cache.get("k")?.identity.toString()).toContain("fresh");
    // Filled again: later misses (after its TTL) render on their own, as does a page the drop did not empty.
    expect(cache.fill("k")).toBeUndefined();
    expect(cache.fill("never-cached")).toBeUndefined();
  });

  it("does not keep misses waiting on a render that never ends, nor on one begun before the next drop", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20, fillWaitMs: 1 });
    await store(cache, "k");
    cache.invalidate();
    cache.fill("k"); // its body is never read to the end: no release
    const waiting = cache.fill("k");
    await waiting?.wait; // released by the bound
    expect(cache.fill("k")).toBeUndefined();

    const patient = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20, fillWaitMs: 60_000 });
    await store(patient, "k");
    patient.invalidate();
    patient.fill("k");
    const behind = patient.fill("k");
    patient.invalidate(); // the render under way is of the old data
    await behind?.wait;
    expect(patient.get("k")).toBeUndefined();
  });

  it("with a ttl of 0 is off: stores and serves nothing", async () => {
    const cache = createPageCache({ ttlMs: 0, maxBytes: 1 << 20 });
    expect(cache.enabled).toBe(false);
    expect(await store(cache, "k")).toBe(false);
    expect(cache.get("k")).toBeUndefined();
  });
});
