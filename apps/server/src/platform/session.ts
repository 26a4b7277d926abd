import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { ERRORS } from "@ironworks/contracts";
import { httpError } from "./errors.ts";

/** The session cookie: HttpOnly, SameSite=Lax, Secure when the store is served over HTTPS. */
export const SESSION_COOKIE = "iw_sid";

export interface SessionInfo {
  /** Stable across token rotations; a guest's lists belong to it. */
  sessionId: string;
  /** null for a guest. */
  customerId: number | null;
  /** SPEC §6: 0 guest, 1 or higher a customer (2+ get group prices). */
  groupId: number;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  /** The customer's visitor segments (SPEC §6), read with the session; absent for a guest. */
  segments?: string[];
  expiresAt: Date;
  data: Record<string, unknown>;
}

/** A page's header read: the session, the cart count on the page's site and the ship-to country (ADR 0032). */
export interface SessionHeader {
  session: SessionInfo;
  /** Σ qty of the owner's active cart on the site. */
  cartQty: number;
  /** The signed-in customer's ship-to country (SPEC §4); null for a guest or when none is set. */
  shipToCountry: string | null;
}

/** What the platform needs from the session service. */
export interface SessionStore {
  resolve(token: string): Promise<SessionInfo | null>;
  startGuest(): Promise<{ token: string; session: SessionInfo }>;
  /** The session and the header's figures in one read, briefly reused per token and site. */
  header(token: string, siteCode: string): Promise<SessionHeader | null>;
  /** Drops the token's reused header reads (the token is writing). */
  forget(token: string): void;
}

/**
 * The session of one request, resolved at most once and only when asked for. A guest session is
 * created only when something needs one (a first add to cart), so browsing writes nothing.
 * Cookie changes are collected and written onto the response by the middleware (or web.ts).
 */
export class RequestSession {
  #resolved: Promise<SessionInfo | null> | null = null;
  #token: string | null;
  readonly setCookies: string[] = [];

  constructor(
    private readonly store: SessionStore,
    token: string | undefined,
    private readonly secure: boolean,
  ) {
    this.#token = token || null;
  }

  /** The cookie's token (null when there is none or it was cleared). */
  get token(): string | null {
    return this.#token;
  }

  /**
   * For a page: the session, the cart count on the site and the ship-to country in one read (reused
   * for a moment per token, ADR 0032). Later `find()` calls of the request share its session.
   */
  header(siteCode: string): Promise<SessionHeader | null> {
    const token = this.#token;
    if (!token) return Promise.resolve(null);
    const read = this.store.header(token, siteCode);
    this.#resolved ??= read.then((h) => h?.session ?? null);
    return read;
  }

  /** The current session, or null for a visitor without one. */
  find(): Promise<SessionInfo | null> {
    this.#resolved ??= this.#token ? this.store.resolve(this.#token) : Promise.resolve(null);
    return this.#resolved;
  }

  /** The current session, starting a guest session (and its cookie) when there is none. */
  async ensure(): Promise<SessionInfo> {
    const current = await this.find();
    if (current) return current;
    const { token, session } = await this.store.startGuest();
    this.replace(token, session);
    return session;
  }

  /** After sign-in: the rotated token and its session. */
  replace(token: string, session: SessionInfo): void {
    this.#token = token;
    this.#resolved = Promise.resolve(session);
    this.setCookies.push(
      serializeSessionCookie(token, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000), this.secure),
    );
  }

  /** After sign-out: the cookie goes. */
  clear(): void {
    this.#token = null;
    this.#resolved = Promise.resolve(null);
    this.setCookies.push(serializeSessionCookie("", 0, this.secure));
  }
}

export function serializeSessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    `Max-Age=${Math.max(0, maxAgeSeconds)}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** What `sessionMiddleware` adds to a request (part of http.ts's AppEnv; named here so the two files do not import each other). */
export interface SessionEnv {
  Variables: { session: RequestSession };
}

/** Gives every request `c.get("session")` and writes any cookie change onto the response. */
export function sessionMiddleware(store: SessionStore, options: { secure: boolean }): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const session = new RequestSession(store, token, options.secure);
    c.set("session", session);
    // A write by this token may change its session or cart: its reused header reads go, before the
    // write (no page of this process reads the old figures meanwhile) and after it (none read while
    // it ran stays). Changes from elsewhere are bounded by the reuse's TTL.
    const writes = token !== undefined && token !== "" && UNSAFE.has(c.req.method);
    if (writes) store.forget(token);
    try {
      await next();
    } finally {
      if (writes) store.forget(token);
    }
    for (const cookie of session.setCookies) c.res.headers.append("set-cookie", cookie);
  };
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF protection for cookie-authenticated writes (ADR 0009): a browser names where a request comes
 * from (Sec-Fetch-Site, Origin); a write from another origin is refused. Requests that carry neither
 * header are not from a browser page (curl, the native app's own HTTP client) and have no ambient
 * cookie to abuse through a third-party page, so they pass. SameSite=Lax is the second line.
 */
export function sameOriginWrites(options: { publicBaseUrl: string }): MiddlewareHandler {
  const publicOrigin = new URL(options.publicBaseUrl).origin;
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const site = c.req.header("sec-fetch-site");
      const origin = c.req.header("origin");
      const own = new URL(c.req.url).origin;
      const crossSite = site !== undefined && site !== "same-origin" && site !== "none";
      const foreignOrigin = origin !== undefined && origin !== "null" && origin !== own && origin !== publicOrigin;
      if (crossSite || foreignOrigin || origin === "null") throw httpError(ERRORS.csrfFailed);
    }
    await next();
  };
}
