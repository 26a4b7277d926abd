import { accountTitle } from "../features/account/account-meta.ts";
import { zeusCatalog } from "../features/zeus/messages.server.ts";
import { QuotesView } from "../features/zeus/QuotesView.tsx";
import { loadQuotes, quotesAction } from "../features/zeus/zeus.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/account.custom-quoting";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeFromRequest(request);
  return { ...(await loadQuotes(request, context)), messages: pageMessages(locale, zeusCatalog) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return quotesAction(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.customQuoting.title");
}

/** SPEC §2 /account/custom-quoting (issue #22, USA only). */
export default function AccountCustomQuoting({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotesView {...loaderData} errors={actionData?.errors ?? {}} error={actionData?.error ?? null} />;
}
