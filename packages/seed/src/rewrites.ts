import type { SeedCategory, SeedCmsPage, SeedProduct, SeedUrlRewrite } from "./types.ts";

const route = (
  site: string,
  requestPath: string,
  entityType: SeedUrlRewrite["entityType"],
  entityId: string,
): SeedUrlRewrite => ({ site, requestPath, entityType, entityId, redirectTarget: null, redirectType: null });

const redirect = (
  site: string,
  requestPath: string,
  redirectTarget: string,
  redirectType: 301 | 302,
): SeedUrlRewrite => ({
  site,
  requestPath,
  entityType: null,
  entityId: null,
  redirectTarget,
  redirectType,
});

/**
 * Route lookups (SPEC §2 "unknown paths are resolved through a route lookup"): one row per
 * category, visible product and routable CMS page, plus legacy redirects and a deliberate
 * redirect loop for the recursion limit. Every redirect target is root-relative.
 */
export function buildUrlRewrites(
  categories: SeedCategory[],
  products: SeedProduct[],
  pages: SeedCmsPage[],
): SeedUrlRewrite[] {
  const rows: SeedUrlRewrite[] = [];
  // Region-limited categories and products resolve only on the sites that show them.
  for (const c of categories)
    for (const site of c.sites ?? ["*"]) rows.push(route(site, `/${c.urlPath}`, "category", String(c.id)));
  for (const p of products)
    if (p.visibility === 4)
      for (const site of p.sites ?? ["*"]) rows.push(route(site, `/${p.urlKey}`, "product", String(p.id)));
  for (const page of pages) if (page.url !== "") rows.push(route(page.site, page.url, "cms", page.identifier));
  const foundry = products.find((p) => p.name === "Ironworks Foundry Bar 2.0");
  rows.push(
    redirect("*", "/barbells", "/weightlifting-bars-plates/barbells", 301),
    redirect("*", "/bumper-plates", "/weightlifting-bars-plates/bumper-plates", 301),
    redirect("*", "/apparel", "/gear-apparel", 301),
    redirect("*", "/racks", "/rogue-rigs-racks/power-racks", 301),
    redirect("*", "/ironworks-foundry-bar", `/${foundry?.urlKey ?? "weightlifting-bars-plates/barbells"}`, 301),
    redirect("*", "/holiday-gifts", "/gift-guide", 302),
    redirect("EUR", "/plates", "/weightlifting-bars-plates/bumper-plates", 301),
    redirect("*", "/loop-a", "/loop-b", 301),
    redirect("*", "/loop-b", "/loop-a", 301),
  );
  return rows;
}
