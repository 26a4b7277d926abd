import { Outlet } from "react-router";
import adminCss from "../features/admin/admin.css?url";
import type { RouteHandle } from "../lib/seo.ts";

/**
 * The back office (issue #17, ADR 0037) at /admin: noindex, never cached, its stylesheet and
 * scripts loaded by these routes only. Its pages read and write through the staff API
 * (/svc_staff), where the permission table is enforced; the pages hold no rule of their own.
 */
export const handle: RouteHandle = { noindex: true, console: true };

export const links = () => [{ rel: "stylesheet", href: adminCss }];

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export default function AdminRoot() {
  return <Outlet />;
}
