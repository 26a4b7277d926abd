import { loadNotifications } from "../features/native-app/app-pages.server.ts";
import type { AppKey } from "../features/native-app/messages.ts";
import { NotificationsView } from "../features/native-app/NotificationsView.tsx";
import { metaT } from "../lib/i18n/messages.ts";
import { useLocale } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/app.notifications";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotifications(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<AppKey>(matches)("native-app.notifications.title")} | Ironworks` }];
}

/** SPEC §2 account/notifications (and /app/account/notifications): the notification centre. */
export default function AppNotifications({ loaderData }: Route.ComponentProps) {
  const { path } = useLocale();
  return <NotificationsView data={loaderData} base={path.replace(/\/$/, "")} />;
}
