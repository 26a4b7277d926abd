import type { Brand, IndexPostCard, ProductSummary } from "@ironworks/contracts";
import { languageOf } from "@ironworks/domain";
import { type AppLoadContext, data } from "react-router";
import type { LocaleContext } from "../../lib/locale.ts";

export function loadBrands(context: AppLoadContext, where: LocaleContext): Promise<Brand[]> {
  return context.services.brands.list(where.site, languageOf(where.locale));
}

/** A brand page's data; an unknown or inactive brand is the page's 404. */
export async function loadBrand(
  context: AppLoadContext,
  where: LocaleContext,
  slug: string,
): Promise<{ brand: Brand; products: ProductSummary[]; articles: IndexPostCard[] }> {
  try {
    return await context.services.brands.get(slug, where.site, languageOf(where.locale));
  } catch (err) {
    if ((err as { status?: number } | null)?.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}
