import { loadPreferences, preferencesAction } from "../features/native-app/app-pages.server.ts";
import type { AppKey } from "../features/native-app/messages.ts";
import { PreferencesView } from "../features/native-app/PreferencesView.tsx";
import { metaT } from "../lib/i18n/messages.ts";
import { useLocale } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/app.notifications-preferences";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreferences(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return preferencesAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<AppKey>(matches)("native-app.preferences.title")} | Ironworks` }];
}

/** SPEC §2 account/notifications/preferences: per-topic push and e-mail switches. */
export default function AppNotificationPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const { path } = useLocale();
  return <PreferencesView data={loaderData} result={actionData} base={path.replace(/\/preferences\/?$/, "")} />;
}
