import type { Category, CmsPage, Product, ProductComplete } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import type { ProductView } from "../catalog/product/product-view.ts";

/** SPEC §9: routing recursion max 2 — a redirect chain longer than that is a 404, never a loop. */
export const MAX_ROUTE_DEPTH = 2;

export type Resolved =
  | ({ kind: "product" } & Omit<ProductView, "preselect">)
  | { kind: "category"; category: Category }
  | { kind: "cms"; page: CmsPage }
  | { kind: "redirect"; target: string; status: number }
  | { kind: "notFound" };

const isNotFound = (err: unknown) => (err as { status?: number } | null)?.status === 404;

/** Resolves a locale-less path through the route service to a product, category, CMS page or redirect. */
export async function resolvePath(
  services: Services,
  site: Site,
  path: string,
  /** categoryPageSize 0: the category's header only (its grid comes from the search service). */
  /** locale: the text locale of names and copy (the page's language, ADR 0038); English without it. */
  options: { categoryPage?: number; categoryPageSize?: number; locale?: string } = {},
): Promise<Resolved> {
  const locale = options.locale;
  let current = path;
  let firstRedirect: { status: number } | null = null;
  for (let depth = 0; depth <= MAX_ROUTE_DEPTH; depth++) {
    let route: Awaited<ReturnType<Services["route"]["resolve"]>>;
    try {
      route = await services.route.resolve(current, site);
    } catch (err) {
      // A redirect's target with no route row is one of the app's own pages (/deals, /cart): go there.
      if (isNotFound(err))
        return firstRedirect ? { kind: "redirect", target: current, ...firstRedirect } : { kind: "notFound" };
      throw err;
    }
    if (route.redirectTarget) {
      firstRedirect ??= { status: route.redirectType ?? 301 };
      current = route.redirectTarget;
      continue;
    }
    if (firstRedirect) return { kind: "redirect", target: current, status: firstRedirect.status };
    try {
      switch (route.entityType) {
        case "product":
          return { kind: "product", ...(await loadProduct(services, site, Number(route.entityId), locale)) };
        case "category":
          return {
            kind: "category",
            category: await services.catalog.getCategory(
              Number(route.entityId),
              site,
              options.categoryPage ?? 1,
              options.categoryPageSize,
              locale,
            ),
          };
        case "cms":
        case "page":
          return { kind: "cms", page: await services.content.getPage(String(route.entityId), site, locale) };
        default:
          return { kind: "notFound" };
      }
    } catch (err) {
      if (isNotFound(err)) return { kind: "notFound" };
      throw err;
    }
  }
  return { kind: "notFound" };
}

/** Text a member row never shows; dropping it keeps the hydration payload of big configurables small. */
function slimMember(member: Product): Product {
  const { description: _d, features: _f, short_description: _s, ...attributes } = member.attributes;
  return { ...member, attributes };
}

const MAX_COMPAT_ITEMS = 24;

/** The product with its children/members, and for rack accessories the compatibility lists (SPEC §5). */
async function loadProduct(
  services: Services,
  site: Site,
  id: number,
  locale: string | undefined,
): Promise<Omit<ProductView, "preselect">> {
  const full: ProductComplete = await services.catalog.getProductComplete(id, site, locale);
  const product = { ...full, children: full.children.map(slimMember) };
  const { compat_tag: tag, compat_group: group, accessory_type: accessoryType } = product.attributes;
  if (!tag || !group || !accessoryType) return { product, compatibility: null };
  // SPEC §5: the compatibility check applies only when compat_enabled is on.
  if (!(await services.flags.getValue("compat_enabled", { site: site.code }))) return { product, compatibility: null };
  try {
    const result = await services.catalog.checkCompatibility(tag, group, site, locale);
    const others = (items: { sku: string; productId: number }[]) =>
      items.filter((i) => i.productId !== product.productId).map((i) => i.sku);
    const compatibleSkus = others(result.compatible);
    const incompatibleSkus = others(result.incompatible);
    const summaries = await services.catalog.listProductsBySku([...compatibleSkus, ...incompatibleSkus], site, locale);
    const pick = (skus: string[]) => summaries.filter((s) => skus.includes(s.sku)).slice(0, MAX_COMPAT_ITEMS);
    return { product, compatibility: { compatible: pick(compatibleSkus), incompatible: pick(incompatibleSkus) } };
  } catch {
    // SPEC §8: a compatibility failure shows an empty list, never a broken page.
    return { product, compatibility: { compatible: [], incompatible: [] } };
  }
}
