import { type Context, Hono, type MiddlewareHandler } from "hono";
import { HttpError } from "./errors.ts";
import type { AppEnv } from "./http.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

export interface AdminDoorOptions {
  /** Whether a bearer token matches the per-process admin token (flags.admin.ts). */
  verify(authorization: string | undefined): boolean;
  /** The TCP peer; null when unknown. */
  socketAddress: (c: Context) => string | null;
}

/**
 * The rule of every local admin door (ADR 0006): same machine only — a loopback socket and no
 * proxy headers, else 404 — and the per-process admin token, else 401. Answers are never cached.
 */
export function adminGuard(options: AdminDoorOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = options.socketAddress(c);
    const proxied = c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined;
    if (!peer || !LOOPBACK.test(peer) || proxied) throw new HttpError(404, "not_found", "Not found");
    if (!options.verify(c.req.header("authorization")))
      throw new HttpError(401, "unauthorized", "A valid admin token is required");
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
