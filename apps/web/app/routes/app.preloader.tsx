import { loadPreloader } from "../features/native-app/app-pages.server.ts";
import type { AppKey } from "../features/native-app/messages.ts";
import { PreloaderView } from "../features/native-app/PreloaderView.tsx";
import { metaT } from "../lib/i18n/messages.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/app.preloader";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreloader(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<AppKey>(matches)("native-app.preloader.title") }];
}

/** SPEC §2 preloader (and /app/preloader): the app's first screen. */
export default function AppPreloader({ loaderData }: Route.ComponentProps) {
  return <PreloaderView data={loaderData} />;
}
