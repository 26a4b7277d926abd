import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { SessionInfo, SessionStore } from "../../platform/session.ts";
import type { SessionRepository, SessionRow } from "./session.repository.ts";

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
 * Server-side sessions. A token is 256 random bits in an HttpOnly cookie; the table holds only its
 * hash. Signing in or out issues a new token (no fixation) but keeps the session id, so the
 * guest's lists can be found and merged. Listeners of `onSignedIn` (the lists service) run before
 * the sign-in answers, so the merged cart is what the browser loads next.
 */
export function createSessionService(
  repository: SessionRepository,
  options: { now?: () => Date } = {},
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

  async function resolveRow(token: string): Promise<SessionRow | null> {
    const hash = hashToken(token);
    const row = await repository.findLive(hash, now());
    if (row && now().getTime() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
      row.expiresAt = expiry();
      await repository.extend(hash, row.expiresAt);
    }
    return row;
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
      if (token) await repository.delete(hashToken(token));
      return null;
    },

    onSignedIn(listener: (event: SignedIn) => Promise<void>) {
      signedInListeners.push(listener);
    },

    /** After a password change: every other browser signed in as this customer is signed out. */
    async endOtherSessions(token: string | null, customerId: number) {
      await repository.deleteOthersOfCustomer(customerId, token ? hashToken(token) : null);
    },

    deleteExpired: () => repository.deleteExpired(now()),
  };
  return service;
}
export type SessionService = ReturnType<typeof createSessionService>;
