import { accountTitle } from "../features/account/account-meta.ts";
import { GymsView } from "../features/zeus/GymsView.tsx";
import { zeusCatalog } from "../features/zeus/messages.server.ts";
import { loadMyGyms, myGymsAction } from "../features/zeus/zeus.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/account.my-gyms";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeFromRequest(request);
  return { ...(await loadMyGyms(request, context)), messages: pageMessages(locale, zeusCatalog) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return myGymsAction(request, context, "/account/my-gyms");
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.myGyms.title");
}

/** SPEC §2 /account/my-gyms (issue #22, USA only). */
export default function AccountZeus({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GymsView
      projects={loaderData.projects}
      done={loaderData.done}
      error={actionData && "error" in actionData ? actionData.error : null}
      designs={false}
    />
  );
}
