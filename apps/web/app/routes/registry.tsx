import { data, redirect } from "react-router";
import { languageOf } from "@ironworks/domain";
import { ListErrorBoundary } from "../features/lists/account/ListErrorBoundary.tsx";
import { ensureOwner, localPath, serviceFailure } from "../features/lists/account/lists.server.ts";
import { parseQty } from "../features/lists/registry/registry-form.ts";
import { buyFromRegistry } from "../features/lists/registry/registry-buy.server.ts";
import { type RegistryNotice, RegistryPublicView } from "../features/lists/registry/RegistryPublicView.tsx";
import { failureWords, listPageMessages } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/registry";

// Registries are found through the registry search or a shared link, not through search engines.
export const handle: RouteHandle = { noindex: true };

/** SPEC §2 /registry/{urlKey}: a public registry with wanted, purchased and priority per item. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, locale } = localeFromRequest(request);
  // Item names in the visitor's language (ADR 0038).
  const registry = await context.services.lists.findPublic(params.urlKey, site, languageOf(locale));
  if (registry?.type !== "registry") throw data(null, { status: 404 });
  const added = new URL(request.url).searchParams.get("added");
  const item = added ? registry.items.find((i) => i.itemKey === added) : undefined;
  const { messages, words } = listPageMessages(request);
  const notice: RegistryNotice | null = item
    ? { kind: "added", message: words("lists.registry.added", { name: item.product.name }) }
    : null;
  return { urlKey: params.urlKey, registry, notice, messages };
}

/** "Add to cart" of one item: into the giver's cart, linked to the registry item; then back here. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const itemKey = String(form.get("itemKey") ?? "");
  const qty = parseQty(form);
  if (form.get("intent") !== "buy" || !itemKey || qty === null)
    return data(
      {
        notice: {
          kind: "error",
          message: listPageMessages(request).words("lists.registry.error.qty"),
        } as RegistryNotice,
      },
      { status: 400 },
    );
  const { site } = localeFromRequest(request);
  const owner = await ensureOwner(context);
  let found: boolean;
  try {
    found = (await buyFromRegistry(context.services, owner, site, { urlKey: params.urlKey, itemKey, qty })) !== null;
  } catch (err) {
    const failure = serviceFailure(err);
    if (!failure) throw err;
    return data(
      { notice: { kind: "error", message: failureWords(request, failure) } as RegistryNotice },
      { status: failure.status },
    );
  }
  if (!found) throw data(null, { status: 404 });
  // The session cookie of a new guest is written onto this response by the server's middleware.
  const back = `/registry/${encodeURIComponent(params.urlKey)}?added=${encodeURIComponent(itemKey)}`;
  return redirect(localPath(request, back));
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const pages = pageMessagesOf(matches);
  if (!d) return [{ title: translate(pages, "content.notFound.documentTitle") }];
  const key: ListsKey = "lists.registry.documentTitle";
  return [{ title: translate(pages, key, { name: d.registry.name }) }];
}

export default function RegistryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistryPublicView
      urlKey={loaderData.urlKey}
      registry={loaderData.registry}
      notice={actionData?.notice ?? loaderData.notice}
    />
  );
}

export const ErrorBoundary = ListErrorBoundary;
