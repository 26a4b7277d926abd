export { geoRoutes } from "./geo.routes.ts";
export { createGeoService, type GeoService } from "./geo.service.ts";
export {
  clientAddress,
  loadProxyTrust,
  type ProxyTrust,
  socketAddress,
  trustedCountry,
} from "./client-address.ts";
export { geoFor, type GeoResponse, lookupCountry, siteServesCountry, storefrontPath } from "./geo.ts";
export type { Heartbeat, Release } from "./heartbeat.ts";
