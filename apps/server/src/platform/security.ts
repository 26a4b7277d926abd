import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./http.ts";

/** Baseline security headers on every response; HSTS only when served over HTTPS. */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("x-content-type-options", "nosniff");
    h.set("referrer-policy", "strict-origin-when-cross-origin");
    h.set("x-frame-options", "SAMEORIGIN");
    h.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
    h.set("cross-origin-opener-policy", "same-origin");
    if (options.https) h.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  };
}
