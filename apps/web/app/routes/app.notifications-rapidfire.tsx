import { loadRapidFire, rapidFireAction } from "../features/native-app/app-pages.server.ts";
import type { AppKey } from "../features/native-app/messages.ts";
import { RapidFireView } from "../features/native-app/RapidFireView.tsx";
import { metaT } from "../lib/i18n/messages.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/app.notifications-rapidfire";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRapidFire(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return rapidFireAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<AppKey>(matches)("native-app.rapidfire.title")} | Ironworks` }];
}

/** SPEC §2 account/notifications/rapidfire: live Rapid Fire deals and the Rapid Fire e-mail list. */
export default function AppRapidFire({ loaderData }: Route.ComponentProps) {
  return <RapidFireView data={loaderData} />;
}
