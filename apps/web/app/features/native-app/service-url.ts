import type { SiteCode } from "@ironworks/domain";
import { sitePath } from "../../lib/api.ts";
import { type NativeAppContext, withAppParams } from "./native-app.ts";

/**
 * A service path as the browser calls it (SPEC §7): non-USA sites insert /site/{code}
 * (/svc_ssr/site/EUR/heartbeat); in the native app the app parameters are added.
 */
export function serviceUrl(site: SiteCode, root: `/svc_${string}`, path: string, app: NativeAppContext | null = null) {
  return withAppParams(sitePath(site, `${root}${path}`), app);
}
