import type { Server } from "node:http";
import type { ServerType } from "@hono/node-server";

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle
 * time of the clients that reuse connections: a load balancer (haproxy's `timeout server 60s` in
 * `npm run cluster`, 60 s on the common cloud balancers) or a test runner's request pool would send a
 * request on a socket the server was closing that instant, and get ECONNRESET or a 502 for a request
 * the store never saw. Longer than theirs, so the client is always the one that closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Applies the store's connection timings to the HTTP server `serve()` returned. */
export function keepConnectionsOpen(server: ServerType): void {
  const http = server as Server;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or Node drops a reused connection whose next headers come late.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
