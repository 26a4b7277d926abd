// The mixed load of the multi-node test and bench (issue #18 item 6): virtual shoppers browse (home,
// category, product pages), search, add to cart, check out (card 4111…) and use their account, all
// through the balancer with a cookie jar each. A request that fails (network error or 5xx) is retried
// once; every answer is recorded per node (the `x-served-by` haproxy adds) for p50/p95/p99.
import type { List } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { generateSeed } from "@ironworks/seed";
import { solveCaptchaChallenge } from "../apps/server/src/testing/captcha.ts";
import {
  cardTokensOf,
  draftOrderWith,
  ORDER_ADDRESS,
  type OrderSteps,
  tokenizeBody,
  tokenizePath,
} from "../apps/server/src/testing/order-draft.ts";

export const CLIENT_KEY = "testpay_local_client_key";
const site = SITES.USA;

/** Products and pages of the seed the load uses (the seed is deterministic). */
export function loadCatalog() {
  const seed = generateSeed();
  const simple = seed.products.filter(
    (p) =>
      p.type === "simple" &&
      p.visibility === 4 &&
      p.sites === null &&
      !p.details.customOptions &&
      !p.sku.startsWith("MMV") &&
      !p.inventory.backorder &&
      p.inventory.qoh > 20,
  );
  const categories = seed.categories.filter((c) => c.urlPath && !c.urlPath.includes("gift-guide")).slice(0, 12);
  return {
    /** Bought by the load (stock set high before it starts). */
    buyable: simple.slice(0, 8).map((p) => p.id),
    /** Its price is changed by the freshness check (never bought). */
    priced: simple[10]?.id ?? 0,
    /** The last unit sold to buyers on every node. */
    scarce: simple[11]?.id ?? 0,
    pages: ["/", ...categories.map((c) => `/${c.urlPath}`), ...simple.slice(0, 30).map((p) => `/${p.urlKey}`)],
    terms: ["bar", "rack", "plate", "bench", "rope", "belt", "shoe", "kettlebell"],
  };
}

/** One answer: which node served it (haproxy's x-served-by), how long, its status (0: network error). */
export interface Sample {
  node: string;
  ms: number;
  status: number;
  kind: string;
  retried: boolean;
  /** The retry failed too (a broken invariant unless excused: a PostgreSQL restart under way). */
  failedTwice: boolean;
  at: number;
}

export interface Browser {
  cookie: string | null;
  request(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

/**
 * A client address of its own for each shopper, sent as X-Forwarded-For: haproxy appends 127.0.0.1
 * and the nodes trust loopback, so the per-address throttles see many clients, as in production,
 * not one address that runs out of its hourly allowance (the counters live in the shared Redis).
 */
export const clientAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** A cookie jar (the session cookie) over fetch, to one base URL, from one client address. */
export function browser(base: string, address = clientAddress()): Browser {
  const b: Browser = {
    cookie: null,
    async request(path, init = {}) {
      const headers: Record<string, string> = { "x-forwarded-for": address, ...init.headers };
      if (b.cookie) headers.cookie = `iw_sid=${b.cookie}`;
      if (init.body !== undefined) headers["content-type"] ??= "application/json";
      const res = await fetch(`${base}${path}`, {
        method: init.method ?? "GET",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      for (const line of res.headers.getSetCookie()) {
        const m = line.match(/^iw_sid=([^;]*)/);
        if (m) b.cookie = m[1] || null;
      }
      return res;
    },
  };
  return b;
}

export async function captcha(b: Browser, action: string): Promise<string> {
  const res = await b.request(`/svc_session/captcha/challenge?action=${action}`);
  if (res.status !== 200) throw new Error(`captcha challenge: ${res.status}`);
  return (await solveCaptchaChallenge((await res.json()) as never)).token;
}

/** A request retried once on a network error or a 5xx, each attempt told to `record`. */
async function once(
  b: Browser,
  kind: string,
  path: string,
  init: Parameters<Browser["request"]>[1],
  record?: (s: Omit<Sample, "at">) => void,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const t = performance.now();
    let res: Response | null = null;
    try {
      res = await b.request(path, init);
    } catch (err) {
      record?.({
        node: "?",
        ms: performance.now() - t,
        status: 0,
        kind,
        retried: attempt > 0,
        failedTwice: attempt > 0,
      });
      if (attempt > 0) throw err;
      continue;
    }
    const failed = res.status >= 500;
    record?.({
      node: res.headers.get("x-served-by") ?? "?",
      ms: performance.now() - t,
      status: res.status,
      kind,
      retried: attempt > 0,
      failedTwice: failed && attempt > 0,
    });
    if (!failed || attempt > 0) return res;
    await res.arrayBuffer();
  }
}

/** The checkout page's steps over HTTP (as e2e/order-support.ts), each retried once. */
export const httpSteps = (b: Browser, record?: (s: Omit<Sample, "at">) => void): OrderSteps => ({
  rates: async (data, s) =>
    (
      await once(
        b,
        "checkout",
        "/svc_shipping/shipping/rates/get",
        { method: "POST", body: { storeId: s.storeId, ...data } },
        record,
      )
    ).json() as never,
  tax: async (data, s) =>
    (
      await once(
        b,
        "checkout",
        "/svc_tax/tax/rates/fetch",
        { method: "POST", body: { storeId: s.storeId, ...data } },
        record,
      )
    ).json() as never,
  cardTokens: async (number) => {
    const res = await once(
      b,
      "checkout",
      tokenizePath(CLIENT_KEY),
      { method: "POST", body: tokenizeBody(number, "737") },
      record,
    );
    if (res.status !== 200) throw new Error(`tokenize: ${res.status}`);
    return cardTokensOf((await res.json()) as Record<string, string>);
  },
});

export interface Acknowledged {
  orderId: string;
  listId: string;
}

/** Places the order of `list` for `email`; retried once on a failure; the order the store acknowledged, if any. */
export async function placeOrder(
  b: Browser,
  list: List,
  email: string,
  record?: (s: Omit<Sample, "node" | "at"> & { node?: string }) => void,
): Promise<{ status: number; orderId: string | null; body: unknown }> {
  const address = { ...ORDER_ADDRESS, email };
  const body = await draftOrderWith(httpSteps(b, record), list, { address, email, site });
  let first = true;
  for (;;) {
    const t = performance.now();
    let status = 0;
    let node = "?";
    let answer: Record<string, unknown> = {};
    try {
      const res = await b.request("/svc_checkout/order", { method: "POST", body });
      status = res.status;
      node = res.headers.get("x-served-by") ?? "?";
      const text = await res.text();
      answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      status = 0;
    }
    // A retry that finds the order placed (its answer was lost) is told its id: 409 order_already_published.
    const error = answer.error as { code?: string; details?: { orderId?: string } } | undefined;
    const orderId =
      status >= 200 && status < 300
        ? String(answer.orderId ?? "")
        : !first && status === 409 && error?.code === "order_already_published"
          ? (error.details?.orderId ?? null)
          : null;
    const failed = status === 0 || status >= 500;
    record?.({
      node,
      ms: performance.now() - t,
      status,
      kind: "order",
      retried: !first,
      failedTwice: failed && !first,
    });
    if (failed && first) {
      first = false;
      continue;
    }
    return { status, orderId: orderId || null, body: answer };
  }
}

export interface LoadOptions {
  url: string;
  users: number;
  catalog: ReturnType<typeof loadCatalog>;
  /** Customers (email, password) the account part signs in as. */
  customers: { email: string; password: string }[];
  /** A marker in every buyer's email: the test finds the load's orders by it. */
  emailTag: string;
}

export interface Load {
  samples: Sample[];
  acknowledged: Acknowledged[];
  /** Requests whose answer was unexpected (a 4xx where the flow expects success), with what came back. */
  anomalies: string[];
  stop(): Promise<void>;
}

/** Starts `users` shoppers in a loop until stop(). */
export function startLoad(options: LoadOptions): Load {
  const samples: Sample[] = [];
  const acknowledged: Acknowledged[] = [];
  const anomalies: string[] = [];
  let running = true;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

  /** One request, retried once on a network error or 5xx. */
  async function req(b: Browser, kind: string, path: string, init?: Parameters<Browser["request"]>[1]) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const t = performance.now();
      let status = 0;
      let node = "?";
      let res: Response | null = null;
      let text = "";
      try {
        res = await b.request(path, init);
        status = res.status;
        node = res.headers.get("x-served-by") ?? "?";
        text = await res.text();
      } catch {
        status = 0;
      }
      const failed = status === 0 || status >= 500;
      samples.push({
        node,
        ms: performance.now() - t,
        status,
        kind,
        retried: attempt > 0,
        failedTwice: failed && attempt > 0,
        at: Date.now(),
      });
      if (!failed) return { status, text };
    }
    return { status: 0, text: "" };
  }

  async function shopper(n: number) {
    const b = browser(options.url);
    const account = browser(options.url);
    let signedIn = false;
    while (running) {
      const roll = Math.random();
      try {
        if (roll < 0.4) {
          // Browse: guests hit the page cache; a shopper with a cart renders.
          const r = await req(b, "browse", pick(options.catalog.pages));
          if (r.status !== 200 && r.status !== 0) anomalies.push(`browse ${r.status}`);
        } else if (roll < 0.55) {
          const r = await req(b, "search", `/search?q=${pick(options.catalog.terms)}`);
          if (r.status !== 200 && r.status !== 0) anomalies.push(`search ${r.status}`);
        } else if (roll < 0.75) {
          const r = await req(b, "cart", "/svc_list/lists", {
            method: "POST",
            body: { type: "quote", items: [{ productId: pick(options.catalog.buyable), qty: 1 }] },
          });
          if (r.status !== 201 && r.status !== 0) anomalies.push(`cart ${r.status} ${r.text.slice(0, 120)}`);
        } else if (roll < 0.87) {
          const buyer = browser(options.url);
          const created = await req(buyer, "cart", "/svc_list/lists", {
            method: "POST",
            body: { type: "quote", items: [{ productId: pick(options.catalog.buyable), qty: 1 }] },
          });
          if (created.status !== 201) {
            if (created.status !== 0) anomalies.push(`cart ${created.status}`);
            continue;
          }
          const list = JSON.parse(created.text) as List;
          const email = `load.${options.emailTag}.${n}.${Date.now()}@example.com`;
          const placed = await placeOrder(buyer, list, email, (s) =>
            samples.push({ ...s, node: s.node ?? "?", at: Date.now() }),
          );
          if (placed.orderId) acknowledged.push({ orderId: placed.orderId, listId: list._id });
          else if (placed.status !== 0 && placed.status < 500)
            anomalies.push(`order ${placed.status} ${JSON.stringify(placed.body).slice(0, 160)}`);
        } else {
          // Account: a shopper signs in once (a tokenless sign-in counts against the captcha-free
          // budget, as in a browser) and then uses the account pages with that session.
          const who = options.customers[n % Math.max(1, options.customers.length)];
          if (!who) continue;
          if (!signedIn) {
            const r = await req(account, "account", "/svc_session/session/login", { method: "POST", body: who });
            if (r.status !== 200) {
              if (r.status !== 0) anomalies.push(`login ${r.status} ${r.text.slice(0, 120)}`);
              continue;
            }
            signedIn = true;
          }
          const me = await req(account, "account", "/svc_customer/customer");
          if (me.status !== 200 && me.status !== 0) anomalies.push(`account ${me.status}`);
        }
      } catch (err) {
        anomalies.push(`shopper ${n}: ${String(err).slice(0, 160)}`);
      }
    }
  }
  const shoppers = Array.from({ length: options.users }, (_, i) => shopper(i));
  return {
    samples,
    acknowledged,
    anomalies,
    async stop() {
      running = false;
      await Promise.all(shoppers);
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Per node and total: requests, p50/p95/p99 (ms), errors (first attempts that failed), failed twice. */
export function summarise(samples: Sample[]) {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) {
    groups.set(s.node, [...(groups.get(s.node) ?? []), s]);
  }
  groups.set("total", samples);
  return [...groups].map(([node, xs]) => {
    const ms = xs.map((s) => s.ms).sort((a, b) => a - b);
    return {
      node,
      requests: xs.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      errors: xs.filter((s) => (s.status === 0 || s.status >= 500) && !s.retried).length,
      failedTwice: xs.filter((s) => s.failedTwice).length,
    };
  });
}

export function printSummary(rows: ReturnType<typeof summarise>, print: (line: string) => void = console.log) {
  print(
    `  ${"node".padEnd(8)} ${"requests".padStart(8)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)} ${"errors".padStart(7)} ${"failed twice".padStart(13)}`,
  );
  for (const r of rows)
    print(
      `  ${r.node.padEnd(8)} ${String(r.requests).padStart(8)} ${`${r.p50.toFixed(0)} ms`.padStart(8)} ${`${r.p95.toFixed(0)} ms`.padStart(8)} ${`${r.p99.toFixed(0)} ms`.padStart(8)} ${String(r.errors).padStart(7)} ${String(r.failedTwice).padStart(13)}`,
    );
}
