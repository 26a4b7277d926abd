import { Outlet } from "react-router";
import { AdminFrame } from "../features/admin/AdminFrame.tsx";
import { staffApi } from "../features/admin/admin-api.ts";
import type { Route } from "./+types/admin.console";

/** The signed-in console: who is signed in (else to sign-in), the frame around every section. */
export async function clientLoader() {
  return { me: await staffApi.me() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="admin">Loading the back office…</p>;
}

export default function AdminConsole({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame me={loaderData.me}>
      <Outlet />
    </AdminFrame>
  );
}
