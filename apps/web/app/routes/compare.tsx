import { data } from "react-router";
import { ComparePage } from "../features/compare/ComparePage.tsx";
import { type CompareActionError, compareAction, loadComparePage } from "../features/compare/compare.server.ts";
import type { CompareKey } from "../features/compare/messages.ts";
import { compareCatalog } from "../features/compare/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/compare";

// A comparison is the shopper's own or a shared link: neither is a page for search engines.
export const handle: RouteHandle = { noindex: true };

const PRIVATE = { "Cache-Control": "private, no-store" };

/** /compare (the own list) and /compare/{sku,sku,…} (a shared comparison), issue 23 item 5. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  const page = await loadComparePage(context, where, params["*"] ?? "");
  const differences = new URL(request.url).searchParams.get("diff") === "1";
  return data({ ...page, differences, messages: pageMessages(where.locale, compareCatalog) }, { headers: PRIVATE });
}

/** The compare buttons and the page's forms post here; a refusal renders the page with its 4xx. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await compareAction(await request.formData(), context, localeFromRequest(request));
  return data({ error: result.error } satisfies CompareActionError, { status: result.status, headers: PRIVATE });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<CompareKey>(matches)("compare.documentTitle")} | Ironworks` }];
}

export default function Compare({ loaderData, actionData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} differences={loaderData.differences} error={actionData?.error ?? null} />;
}
