import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "./config.ts";

/**
 * Baseline security headers on every response (hono/secure-headers, ADR 0029), set to this store's
 * values and no others; HSTS only when served over HTTPS. A response that states its own framing
 * rule (CSP frame-ancestors: the test gateway's 3-D Secure pages, which the merchant's pages frame)
 * keeps it instead of X-Frame-Options: SAMEORIGIN.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const baseline = secureHeaders({
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: false, // below: only when the response has no frame-ancestors of its own
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
  });
  return async (c, next) => {
    await baseline(c, next);
    if (!/frame-ancestors/.test(c.res.headers.get("content-security-policy") ?? ""))
      c.res.headers.set("x-frame-options", "SAMEORIGIN");
  };
}

/** Where shoppers' browsers reach the payment gateway: TESTPAY_URL, else this store's own /_testpay. */
export function gatewayBrowserUrl(config: Pick<Config, "testpayUrl" | "publicBaseUrl">): string {
  return config.testpayUrl ?? `${config.publicBaseUrl}/_testpay`;
}

/**
 * Every origin the store's pages deal with for payments (ADR 0018): the card gateway (tokenisation,
 * the 3-D Secure method and challenge frames, the redirect card's page) and the PayPal and Affirm
 * approval pages — today all served by the one gateway at TESTPAY_URL. A provider added with its
 * own URL setting adds its origin here, and the page policy follows.
 */
export function paymentOrigins(config: Pick<Config, "testpayUrl" | "publicBaseUrl">): string[] {
  return [...new Set([new URL(gatewayBrowserUrl(config)).origin])];
}

/**
 * The pages' Content-Security-Policy. Payment origins get exactly what the payment steps need:
 * frame-src (3-D Secure method and challenge frames; 'self' too, since the challenge frame is
 * sent back to our return URL), connect-src (card tokenisation from the browser) and form-action
 * (a form posted to, or redirected to, a provider's page: POST redirects, PayPal/Affirm returns).
 * `scripts`: the response's nonce, or the hash sources of a cached page's inline scripts.
 */
export function pageContentSecurityPolicy(
  scripts: string | { hashes: readonly string[] },
  origins: readonly string[],
): string {
  const allow = (base: string) => [base, ...origins].join(" ");
  // A rendered page allows its inline scripts by this response's nonce; a page served from the guest
  // page cache by their hashes (ADR 0032), so no response carries a nonce another one was sent with.
  const inline = typeof scripts === "string" ? `'nonce-${scripts}'` : scripts.hashes.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${allow("'self'")}`,
    `frame-src ${allow("'self'")}`,
    "font-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action ${allow("'self'")}`,
    "object-src 'none'",
  ].join("; ");
}
