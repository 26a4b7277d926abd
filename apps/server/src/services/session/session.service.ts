import { createHash, randomBytes, randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { SessionHeader, SessionInfo, SessionStore } from "../../platform/session.ts";
import type { SessionHeaderRow, SessionRepository, SessionRow } from "./session.repository.ts";

/** How long a session lives without being used; each use more than a day after the last slides it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
const SLIDE_AFTER_MS = 24 * 60 * 60_000;

export interface SignedIn {
  /** The stable session id the guest's lists belong to. */
  sessionId: string;
  customerId: number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

function toInfo(row: SessionRow): SessionInfo {
  return {
    sessionId: row.sessionId,
    customerId: row.customerId,
    groupId: row.customerId === null ? 0 : (row.groupId ?? 1),
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    ...(row.customerId === null ? {} : { segments: row.segments ?? [] }),
    expiresAt: row.expiresAt,
    data: row.data,
  };
}

/**
 * How long a page's header read (session, cart count, ship-to country) is reused for the same token
 * and site (ADR 0032, "Signed-in pages"). Short because a change made in another process (or by the
 * customer's other browser) reaches this one only when the entry expires; this process forgets a
 * token's entries at once when that token writes anything (RequestSession, sessionMiddleware).
 */
export const HEADER_TTL_MS = 2_000;
const HEADER_MAX_ENTRIES = 10_000;

/**
 * Server-side sessions. A token is 256 random bits in an HttpOnly cookie; the table holds only its
 * hash. Signing in or out issues a new token (no fixation) but keeps the session id, so the
 * guest's lists can be found and merged. Listeners of `onSignedIn` (the lists service) run before
 * the sign-in answers, so the merged cart is what the browser loads next.
 */
export function createSessionService(
  repository: SessionRepository,
  options: { now?: () => Date; headerTtlMs?: number } = {},
): SessionStore & {
  signIn(token: string | null, customerId: number): Promise<{ token: string; session: SessionInfo }>;
  signOut(token: string | null): Promise<{ token: string; session: SessionInfo } | null>;
  onSignedIn(listener: (event: SignedIn) => Promise<void>): void;
  endOtherSessions(token: string | null, customerId: number): Promise<void>;
  deleteExpired(): Promise<void>;
} {
  const now = options.now ?? (() => new Date());
  const signedInListeners: ((event: SignedIn) => Promise<void>)[] = [];
  const expiry = () => new Date(now().getTime() + SESSION_TTL_MS);

  // The header reads of recent pages, by token hash and site. `generation` moves on every forget, so
  // a read that began before a write never stores what it saw after the write forgot the entry.
  const headerTtl = options.headerTtlMs ?? HEADER_TTL_MS;
  const headers =
    headerTtl > 0 ? new LRUCache<string, SessionHeader>({ max: HEADER_MAX_ENTRIES, ttl: headerTtl }) : null;
  const headerSites = new Set<string>();
  let generation = 0;
  const headerKey = (hash: string, siteCode: string) => `${hash} ${siteCode}`;
  const forgetHash = (hash: string) => {
    generation++;
    for (const site of headerSites) headers?.delete(headerKey(hash, site));
  };
  const toHeader = (row: SessionHeaderRow): SessionHeader => ({
    session: toInfo(row),
    cartQty: row.cartQty,
    shipToCountry: row.customerId === null ? null : row.shipToCountry,
  });

  async function slide<T extends SessionRow>(hash: string, row: T | null): Promise<T | null> {
    if (row && now().getTime() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
      row.expiresAt = expiry();
      await repository.extend(hash, row.expiresAt);
    }
    return row;
  }

  async function resolveRow(token: string): Promise<SessionRow | null> {
    const hash = hashToken(token);
    return slide(hash, await repository.findLive(hash, now()));
  }

  async function start(customerId: number | null, sessionId: string = randomUUID()) {
    const token = newToken();
    const expiresAt = expiry();
    await repository.insert({ tokenHash: hashToken(token), sessionId, customerId, expiresAt });
    return { token, sessionId, expiresAt };
  }

  const service = {
    async resolve(token: string): Promise<SessionInfo | null> {
      if (!token || token.length > 100) return null;
      const row = await resolveRow(token);
      return row ? toInfo(row) : null;
    },

    /**
     * The session with the page header's figures in one statement, reused for HEADER_TTL_MS per token
     * and site. Pages only: writes and the API resolve the session afresh (`resolve`).
     */
    async header(token: string, siteCode: string): Promise<SessionHeader | null> {
      if (!token || token.length > 100) return null;
      const hash = hashToken(token);
      const key = headerKey(hash, siteCode);
      const hit = headers?.get(key);
      if (hit && hit.session.expiresAt.getTime() > now().getTime()) return hit;
      const started = generation;
      const row = await slide(hash, await repository.findLiveWithHeader(hash, now(), siteCode));
      if (!row) return null;
      const header = toHeader(row);
      if (headers && started === generation) {
        headerSites.add(siteCode);
        headers.set(key, header);
      }
      return header;
    },

    /** Drops the token's header reads: it is about to change (or has changed) its session or cart. */
    forget(token: string): void {
      if (token && token.length <= 100) forgetHash(hashToken(token));
    },

    async startGuest(): Promise<{ token: string; session: SessionInfo }> {
      const { token, sessionId, expiresAt } = await start(null);
      return {
        token,
        session: {
          sessionId,
          customerId: null,
          groupId: 0,
          email: null,
          firstname: null,
          lastname: null,
          expiresAt,
          data: {},
        },
      };
    },

    async signIn(token: string | null, customerId: number) {
      if (token) service.forget(token);
      const current = token ? await resolveRow(token) : null;
      let next: string;
      let sessionId: string;
      if (current) {
        next = newToken();
        sessionId = current.sessionId;
        await repository.rotate(hashToken(token as string), {
          tokenHash: hashToken(next),
          customerId,
          expiresAt: expiry(),
        });
      } else {
        ({ token: next, sessionId } = await start(customerId));
      }
      for (const listener of signedInListeners) await listener({ sessionId, customerId });
      const session = await service.resolve(next);
      if (!session) throw new Error("session vanished during sign-in");
      return { token: next, session };
    },

    /** Ends the customer's session; the browser continues as a fresh guest (nothing of the account stays). */
    async signOut(token: string | null) {
      if (token) {
        service.forget(token);
        await repository.delete(hashToken(token));
        service.forget(token);
      }
      return null;
    },

    onSignedIn(listener: (event: SignedIn) => Promise<void>) {
      signedInListeners.push(listener);
    },

    /** After a password change: every other browser signed in as this customer is signed out. */
    async endOtherSessions(token: string | null, customerId: number) {
      await repository.deleteOthersOfCustomer(customerId, token ? hashToken(token) : null);
      generation++;
      headers?.clear();
    },

    deleteExpired: () => repository.deleteExpired(now()),
  };
  return service;
}
export type SessionService = ReturnType<typeof createSessionService>;
