import { randomUUID } from "node:crypto";
import type { BuyRequest, List } from "@ironworks/contracts";
import { SITES, type Site } from "@ironworks/domain";
import { expect } from "vitest";
import { SESSION_COOKIE } from "../../platform/session.ts";
import type { ErrorJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { customers } from "../customer/customer.schema.ts";
import type { ListOwner } from "./index.ts";

/** Helpers for the lists suites: a shopper with a cookie jar, sign-in, and seed products by role. */

export interface Reply<T = unknown> {
  status: number;
  body: T;
  res: Response;
}

/** A browser: keeps the session cookie the server sets and sends it back. */
export function shopper(store: () => TestStore, base = "/svc_list") {
  let token: string | null = null;
  async function call<T = List>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await store().request(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const match = cookie.match(new RegExp(`^${SESSION_COOKIE}=([^;]*)`));
      if (match) token = match[1] || null;
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
  }
  const ok = async <T = List>(method: string, path: string, body?: unknown, status = 200): Promise<T> => {
    const r = await call<T>(method, path, body);
    expect({ method, path, status: r.status, body: r.body }).toMatchObject({ status });
    return r.body;
  };
  return {
    call,
    ok,
    get token() {
      return token;
    },
    set token(t: string | null) {
      token = t;
    },
    /** 4xx/5xx with the DESIGN §5 body; returns the error. */
    async fails(method: string, path: string, status: number, code?: string, body?: unknown) {
      const r = await call<ErrorJson>(method, path, body);
      expect({ method, path, status: r.status, body: r.body }).toMatchObject({ status });
      if (code) expect(r.body.error.code).toBe(code);
      return r.body.error;
    },
    createList: (type: string, extra: Record<string, unknown> = {}) => ok("POST", "/lists", { type, ...extra }, 201),
    add: (listId: string, items: BuyRequest[]) => ok("POST", `/lists/${listId}/items`, { items }),
    /** Signs this browser in as a new customer (as svc_session will: rotate the token, merge lists). */
    async signIn(groupId = 1): Promise<number> {
      const customerId = await insertCustomer(store(), groupId);
      const { token: next } = await store().services.session.signIn(token, customerId);
      token = next;
      return customerId;
    },
  };
}

export async function insertCustomer(store: TestStore, groupId = 1): Promise<number> {
  const [row] = await store.database.db
    .insert(customers)
    .values({ email: `${randomUUID()}@example.com`, passwordHash: "x", groupId })
    .returning({ customerId: customers.customerId });
  if (!row) throw new Error("no customer");
  return row.customerId;
}

export const guestOwner = (): ListOwner => ({ customerId: null, sessionId: randomUUID(), groupId: 0 });
export const usa: Site = SITES.USA;

const products = () => seedData().products;
const sellable = (p: ReturnType<typeof products>[number]) =>
  p.type === "simple" && p.visibility === 4 && p.sites === null && !p.details.customOptions && !p.sku.startsWith("MMV");

/** In stock (more than 20), no backorder. */
export function plentiful(n = 0) {
  const all = products().filter((p) => sellable(p) && p.inventory.qoh > 20 && !p.inventory.backorder);
  const p = all[n];
  if (!p) throw new Error("no plentiful product");
  return p;
}

/** A plentiful product the seed names differently in each of `languages` (ADR 0038: model names may stay as spelled). */
export function translatedPlentiful(languages: readonly string[]) {
  for (let n = 0; ; n++) {
    const p = plentiful(n); // throws past the last one
    const own = (l: string) => {
      const name = p.translations?.[l]?.name;
      return typeof name === "string" && name !== p.name;
    };
    if (languages.every(own)) return p;
  }
}

/** Few in stock (2–10, else 1), no backorder: adds get capped. */
export function scarce() {
  const few = products().filter((p) => sellable(p) && !p.inventory.backorder && p.inventory.qoh >= 1);
  const p = few.find((x) => x.inventory.qoh >= 2 && x.inventory.qoh <= 10) ?? few.find((x) => x.inventory.qoh === 1);
  if (!p) throw new Error("no scarce product");
  return p;
}

/** SPEC §5: MMV skus max 1. */
export function limited() {
  const p = products().find((x) => x.sku.startsWith("MMV") && x.visibility === 4 && x.sites === null);
  if (!p) throw new Error("no MMV product");
  return p;
}

/** A fixed-amount gift card: each recipient is another line. */
export function giftcard() {
  const p = products().find((x) => x.type === "giftcard" && x.details.giftcardData?.amounts?.length);
  if (!p?.details.giftcardData) throw new Error("no gift card");
  return { id: p.id, amount: p.details.giftcardData.amounts[0] as number };
}
