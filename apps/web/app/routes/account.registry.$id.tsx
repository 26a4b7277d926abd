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
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/account.registry.$id";

export const handle: RouteHandle = { noindex: true };

const DONE: Record<string, ManageNotice> = {
  created: { kind: "success", message: "Your registry is ready. Add products and share its link." },
  saved: { kind: "success", message: "Registry details saved." },
  added: { kind: "success", message: "Added to your registry." },
  updated: { kind: "success", message: "Item updated." },
  removed: { kind: "success", message: "Item removed." },
};

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
  return { registry, shareUrl, notice: (done && DONE[done]) || null };
}

const refuse = (result: ManageResult, status = 400) => data({ result }, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const lists = context.services.lists;
  const registry = await getRegistry(context.services, owner, site, params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = (done: string) =>
    redirect(localPath(request, `/account/registry/${encodeURIComponent(registry._id)}?done=${done}`));
  try {
    switch (intent) {
      case "update-details": {
        const parsed = parseRegistryDetails(form);
        if (!parsed.ok)
          return refuse({
            intent,
            errors: parsed.errors,
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
        if (!sku) return refuse({ intent, errors: { sku: "Please enter your sku" }, values });
        if (wanted === null)
          return refuse({ intent, errors: { wanted: "Please enter a quantity from 1 to 9999" }, values });
        let productId: number;
        try {
          productId = (await context.services.catalog.getProductBySku(sku.slice(0, 64), site)).productId;
        } catch (err) {
          if (!isNotFound(err)) throw err;
          return refuse({ intent, errors: { sku: `No product has the SKU ${sku}` }, values });
        }
        await lists.addItems(owner, site, registry._id, [
          { productId, qty: wanted, metadata: { registry: { priority } } },
        ]);
        return back("added");
      }
      case "update-item": {
        const parsed = parseRegistryItem(form);
        const itemId = String(form.get("itemId") ?? "");
        if (!parsed.ok) return refuse({ intent, itemId, errors: parsed.errors, values: parsed.values });
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
        return refuse({ intent, errors: {}, values: {}, message: "Unknown action." });
    }
  } catch (err) {
    const failure = serviceFailure(err);
    if (!failure) throw err;
    if (failure.status === 404 && intent === "remove-item") return back("removed");
    return refuse(
      { intent, itemId: String(form.get("itemId") ?? ""), errors: {}, values: {}, message: failure.message },
      failure.status,
    );
  }
}

export function meta({ data: d }: Route.MetaArgs) {
  const name = typeof d?.registry.metadata.name === "string" ? d.registry.metadata.name : "Registry";
  return [{ title: d ? `${name} | Gift Registry | Ironworks` : "Page not found | Ironworks" }];
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
