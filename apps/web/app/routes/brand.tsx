import { BrandPage } from "../features/brands/BrandPage.tsx";
import { loadBrand } from "../features/brands/brands.server.ts";
import { brandsCatalog } from "../features/brands/messages.server.ts";
import { indexCatalog } from "../features/index/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/brand";

/**
 * /brands/{slug}: a brand's story, its products and The Index's articles about them (issue 23 item 6);
 * unknown → the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  const { brand, products, articles } = await loadBrand(context, where, params.slug);
  return { brand, products, articles, messages: pageMessages(where.locale, brandsCatalog, indexCatalog) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.brand.pageTitle} | Ironworks` },
    { name: "description", content: data.brand.metaDescription },
  ];
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <BrandPage brand={loaderData.brand} products={loaderData.products} articles={loaderData.articles} />;
}
