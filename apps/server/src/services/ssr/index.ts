export { ssrRoutes } from "./ssr.routes.ts";
export { createSsrService, type SsrService } from "./ssr.service.ts";
export {
  clientAddress,
  loadProxyTrust,
  type ProxyTrust,
  socketAddress,
  trustedCountry,
} from "./client-address.ts";
export { geoFor, type GeoResponse, lookupCountry, siteServesCountry, storefrontPath } from "./geo.ts";
export type { Heartbeat, Release } from "./ssr.health.ts";
