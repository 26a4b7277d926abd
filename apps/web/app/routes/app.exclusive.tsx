import { loadExclusive } from "../features/native-app/app-pages.server.ts";
import { ExclusiveView } from "../features/native-app/ExclusiveView.tsx";
import type { AppKey } from "../features/native-app/messages.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { useLocale } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/app.exclusive";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadExclusive(request, context, params.productId);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const badge = metaT<AppKey>(matches)("native-app.exclusive.badge");
  return [{ title: data ? `${data.product.name} | ${badge} | Ironworks` : "Ironworks" }];
}

/** SPEC §2 exclusive/{productId} (and /app/exclusive/{productId}): an app-only drop. */
export default function AppExclusive({ loaderData }: Route.ComponentProps) {
  const { path } = useLocale();
  return <ExclusiveView data={loaderData} path={path} />;
}
