import { ModeratorConsole, ModeratorDenied } from "../features/events/moderator/ModeratorConsole.tsx";
import { moderatorCall, type ModeratorView } from "../features/events/moderator/moderator-api.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/moderator";

/** Hidden (SPEC §2): never indexed, never cached; the staff API decides who may moderate. */
export const handle: RouteHandle = { noindex: true };

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/**
 * /moderator/{eventId} (issue #20 item 4): the moderator console, read in the browser with the back
 * office's cookie (GET /svc_event/moderator/{id}); a moderator of another event hears 403.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return moderatorCall<ModeratorView>("GET", encodeURIComponent(params.eventId));
}
clientLoader.hydrate = true as const;

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function Moderator({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) return <ModeratorDenied status={loaderData.status} message={loaderData.message} />;
  return <ModeratorConsole view={loaderData.data} />;
}
