import { type Context, Hono, type MiddlewareHandler } from "hono";
import { ERRORS } from "@ironworks/contracts";
import { httpError, notFound } from "./errors.ts";
import type { AppEnv } from "./http.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

export interface AdminDoorOptions {
  /** Whether a bearer token matches the per-process admin token (flags.admin.ts). */
  verify(authorization: string | undefined): boolean;
  /** The TCP peer; null when unknown. */
  socketAddress: (c: Context) => string | null;
}

/**
 * Headers some reverse proxy or CDN adds on the way in. nginx's plain `proxy_pass` adds none of
 * X-Forwarded-For/Forwarded, but a setup commonly adds X-Real-IP or Via instead; any of them means
 * the loopback socket is the proxy, not this machine's user (ADR 0018 addendum).
 */
export const PROXY_HEADERS = [
  "x-forwarded-for",
  "forwarded",
  "x-real-ip",
  "via",
  "x-forwarded-host",
  "x-forwarded-proto",
  "cf-connecting-ip",
  "true-client-ip",
] as const;

/**
 * Same machine: the TCP peer is a loopback address and no proxy forwarded the request. Only the
 * socket counts — X-Forwarded-For is the client's word, and a local reverse proxy makes every
 * visitor's socket loopback, so any forwarding header means "from elsewhere" (ADR 0018).
 */
export function fromThisMachine(c: Context, socketAddress: (c: Context) => string | null): boolean {
  const peer = socketAddress(c);
  const proxied = PROXY_HEADERS.some((h) => c.req.header(h) !== undefined);
  return !!peer && LOOPBACK.test(peer) && !proxied;
}

/** Dev and test surfaces (the mail viewer): from this machine only, else 404 as if absent; never cached. */
export function localOnly(socketAddress: (c: Context) => string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!fromThisMachine(c, socketAddress)) throw notFound();
    c.header("cache-control", "no-store");
    await next();
  };
}

/**
 * The rule of every local admin door (ADR 0006): same machine only ({@link fromThisMachine}), else
 * 404 — and the per-process admin token, else 401. Answers are never cached.
 */
export function adminGuard(options: AdminDoorOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!fromThisMachine(c, options.socketAddress)) throw notFound();
    if (!options.verify(c.req.header("authorization"))) throw httpError(ERRORS.adminUnauthorized);
    c.header("cache-control", "no-store");
    await next();
  };
}

/** A Hono app with {@link adminGuard} in front of every route added to it. */
export function adminDoor(options: AdminDoorOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", adminGuard(options));
  return app;
}
