import { BrandsIndex } from "../features/brands/BrandsIndex.tsx";
import { loadBrands } from "../features/brands/brands.server.ts";
import type { BrandsKey } from "../features/brands/messages.ts";
import { brandsCatalog } from "../features/brands/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/brands";

/** SPEC §2 /brands: every manufacturer A–Z (issue 23 item 6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  return { brands: await loadBrands(context, where), messages: pageMessages(where.locale, brandsCatalog) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT<BrandsKey>(matches);
  return [
    { title: `${t("brands.documentTitle")} | Ironworks` },
    { name: "description", content: t("brands.description") },
  ];
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandsIndex brands={loaderData.brands} />;
}
