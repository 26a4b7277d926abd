import { loadFeatured } from "../features/native-app/app-pages.server.ts";
import { FeaturedView } from "../features/native-app/FeaturedView.tsx";
import type { AppKey } from "../features/native-app/messages.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { useLocale } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/app.featured";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFeatured(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<AppKey>(matches)("native-app.featured.title")} | Ironworks` }];
}

/** SPEC §2 featured (and /app/featured): the app's home feed. */
export default function AppFeatured({ loaderData }: Route.ComponentProps) {
  const { path } = useLocale();
  return <FeaturedView data={loaderData} path={path} />;
}
