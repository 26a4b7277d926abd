import type { BuyRequest, List } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { data, redirect } from "react-router";
import { ListErrorBoundary } from "../features/lists/account/ListErrorBoundary.tsx";
import {
  isNotFound,
  type ListOwner,
  localPath,
  publicListUrl,
  requireCustomer,
  serviceFailure,
} from "../features/lists/account/lists.server.ts";
import type { ManageNotice, ManageResult } from "../features/lists/registry/RegistryManageView.tsx";
import { RegistryManageView } from "../features/lists/registry/RegistryManageView.tsx";
import { parseQty, parseRegistryDetails, parseRegistryItem } from "../features/lists/registry/registry-form.ts";
import { PRIORITIES, registryMeta } from "../features/lists/registry/registry-item.ts";
import { failureWords, listPageMessages, wordErrors } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/account.registry.$id";

export const handle: RouteHandle = { noindex: true };

/** What a finished change says (`?done=`): `lists.registry.done.<done>`. */
const DONE = new Set(["created", "saved", "added", "updated", "removed"]);

/** One of the customer's registries; unknown ids and other people's ids are the same 404 page. */
async function getRegistry(services: Services, owner: ListOwner, site: Site, id: string): Promise<List> {
  try {
    const list = await services.lists.getList(owner, site, id);
    if (list.type === "registry" && list.metadata.isActive) return list;
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  throw data(null, { status: 404 });
}

/** SPEC §2 /account/registry/{id}: manage a registry (details, items, share link). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const registry = await getRegistry(context.services, owner, site, params.id);
  const shareUrl = registry.urlKey ? publicListUrl(request, context, "registry", registry.urlKey) : null;
  const done = new URL(request.url).searchParams.get("done");
  const { messages, words } = listPageMessages(request);
  const notice: ManageNotice | null =
    done && DONE.has(done) ? { kind: "success", message: words(`lists.registry.done.${done}` as ListsKey) } : null;
  return { registry, shareUrl, notice, messages };
}

const refuse = (result: ManageResult, status = 400) => data({ result }, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const lists = context.services.lists;
  const registry = await getRegistry(context.services, owner, site, params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { words } = listPageMessages(request);
  const back = (done: string) =>
    redirect(localPath(request, `/account/registry/${encodeURIComponent(registry._id)}?done=${done}`));
  try {
    switch (intent) {
      case "update-details": {
        const parsed = parseRegistryDetails(form);
        if (!parsed.ok)
          return refuse({
            intent,
            errors: wordErrors(parsed.errors, words),
            values: { ...parsed.values, isPublic: form.get("isPublic") !== null ? "on" : "" },
          });
        await lists.updateMetadata(owner, site, registry._id, parsed.value);
        return back("saved");
      }
      case "add-item": {
        const sku = String(form.get("sku") ?? "").trim();
        const wanted = parseQty(form, "wanted");
        const values = { sku, wanted: String(form.get("wanted") ?? ""), priority: String(form.get("priority") ?? "") };
        const priority = PRIORITIES.find((p) => p === values.priority) ?? "medium";
        if (!sku) return refuse({ intent, errors: { sku: words("lists.registry.error.sku") }, values });
        if (wanted === null) return refuse({ intent, errors: { wanted: words("lists.registry.error.qty") }, values });
        let productId: number;
        try {
          productId = (await context.services.catalog.getProductBySku(sku.slice(0, 64), site)).productId;
        } catch (err) {
          if (!isNotFound(err)) throw err;
          return refuse({ intent, errors: { sku: words("lists.registry.error.noSku", { sku }) }, values });
        }
        await lists.addItems(owner, site, registry._id, [
          { productId, qty: wanted, metadata: { registry: { priority } } },
        ]);
        return back("added");
      }
      case "update-item": {
        const parsed = parseRegistryItem(form);
        const itemId = String(form.get("itemId") ?? "");
        if (!parsed.ok)
          return refuse({ intent, itemId, errors: wordErrors(parsed.errors, words), values: parsed.values });
        const item = registry.items.find((i) => i._id === parsed.value.itemId);
        if (!item) throw data(null, { status: 404 });
        const update: BuyRequest = {
          productId: item.productId,
          qty: parsed.value.wanted,
          metadata: { ...item.metadata, registry: { ...registryMeta(item), priority: parsed.value.priority } },
        };
        if (item.options) update.options = item.options;
        if (item.children) update.children = item.children;
        await lists.updateItem(owner, site, registry._id, item._id, update);
        return back("updated");
      }
      case "remove-item": {
        await lists.removeItem(owner, site, registry._id, String(form.get("itemId") ?? ""));
        return back("removed");
      }
      default:
        return refuse({ intent, errors: {}, values: {}, message: words("lists.unknownAction") });
    }
  } catch (err) {
    const failure = serviceFailure(err);
    if (!failure) throw err;
    if (failure.status === 404 && intent === "remove-item") return back("removed");
    return refuse(
      {
        intent,
        itemId: String(form.get("itemId") ?? ""),
        errors: {},
        values: {},
        message: failureWords(request, failure),
      },
      failure.status,
    );
  }
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const pages = pageMessagesOf(matches);
  if (!d) return [{ title: translate(pages, "content.notFound.documentTitle") }];
  const key: ListsKey = "lists.registry.documentTitle";
  const fallback: ListsKey = "lists.type";
  const name =
    typeof d.registry.metadata.name === "string"
      ? d.registry.metadata.name
      : translate(pages, fallback, { type: "registry" });
  return [{ title: translate(pages, key, { name }) }];
}

export default function ManageRegistryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistryManageView
      registry={loaderData.registry}
      shareUrl={loaderData.shareUrl}
      notice={loaderData.notice}
      result={actionData?.result}
    />
  );
}

export const ErrorBoundary = ListErrorBoundary;
