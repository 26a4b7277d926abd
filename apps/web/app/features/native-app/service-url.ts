import type { SiteCode } from "@ironworks/domain";
import { type NativeAppContext, withAppParams } from "./native-app.ts";

/**
 * A service path as the browser calls it (SPEC §7): non-USA sites insert /site/{code}
 * (/svc_ssr/site/EUR/heartbeat); in the native app the app parameters are added.
 */
export function serviceUrl(site: SiteCode, root: `/svc_${string}`, path: string, app: NativeAppContext | null = null) {
  const base = site === "USA" ? root : `${root}/site/${site}`;
  return withAppParams(`${base}${path}`, app);
}
