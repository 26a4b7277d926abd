import { languageOf } from "@ironworks/domain";
import { data, redirect } from "react-router";
import { CategoryPage } from "../features/catalog/CategoryPage.tsx";
import { categoryPageMessages, productPageMessages } from "../features/catalog/messages.server.ts";
import { loadCategoryListing } from "../features/catalog/category/category-listing.server.ts";
import { readCategoryState } from "../features/catalog/category/category-query.ts";
import { ProductPage } from "../features/catalog/ProductPage.tsx";
import { loadCustomerPricing } from "../features/catalog/product/customer-pricing.server.ts";
import { productForPage } from "../features/catalog/product/page-data.server.ts";
import { productJsonLd } from "../features/catalog/product/product-json-ld.ts";
import { parsePreselect } from "../features/catalog/product/product-view.ts";
import { CmsPage } from "../features/content/CmsPage.tsx";
import { reviewsJsonLd } from "../features/reviews/review-json-ld.ts";
import { ReviewsSection } from "../features/reviews/ReviewsSection.tsx";
import { loadProductReviews } from "../features/reviews/reviews.server.ts";
import type { ContentKey } from "../features/content/messages.ts";
import { NotFound } from "../features/content/NotFound.tsx";
import { resolvePath } from "../features/routing/resolve.server.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RootData } from "../features/shell/root-data.ts";
import type { Route } from "./+types/resolve";

/** Every path without a fixed route: product, category, CMS page, redirect or a real 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, path, locale } = localeFromRequest(request);
  const url = new URL(request.url);
  // A category's header comes from the catalog (no products); its grid from the category widget.
  const resolved = await resolvePath(context.services, site, path, {
    categoryPageSize: 0,
    locale: languageOf(locale),
  });
  if (resolved.kind === "redirect") throw redirect(resolved.target, resolved.status);
  if (resolved.kind === "notFound") throw data(null, { status: 404 });
  if (resolved.kind === "product")
    return {
      ...resolved,
      product: productForPage(resolved.product),
      preselect: parsePreselect(url.searchParams),
      customerPricing: await loadCustomerPricing(context, site, resolved.product),
      reviews: await loadProductReviews(context, resolved.product),
      messages: productPageMessages(locale),
    };
  if (resolved.kind === "category") {
    const state = readCategoryState(url.searchParams);
    try {
      return {
        ...resolved,
        listing: await loadCategoryListing(context.services, site, resolved.category, state, locale),
        messages: categoryPageMessages(locale),
      };
    } catch (err) {
      // Filters or a sort the service refuses (a hand-edited URL): the plain category.
      if ((err as { status?: number } | null)?.status === 400) throw redirect(resolved.category.url);
      throw err;
    }
  }
  return resolved;
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d)
    return [
      { title: metaT<ContentKey>(matches)("content.notFound.documentTitle") },
      { name: "robots", content: "noindex,nofollow" },
    ];
  if (d.kind === "product") {
    const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
    const tags: Route.MetaDescriptors = [
      { title: `${d.product.name} | Ironworks` },
      { name: "description", content: d.product.attributes.short_description ?? d.product.name },
    ];
    if (root)
      tags.push({
        "script:ld+json": { ...productJsonLd(d.product, root.head.canonical), ...reviewsJsonLd(d.reviews.head) },
      });
    return tags;
  }
  if (d.kind === "category")
    return [
      { title: `${d.category.name} | Ironworks` },
      { name: "description", content: d.category.description ?? d.category.name },
    ];
  return [
    { title: `${d.page.title} | Ironworks` },
    { name: "description", content: d.page.metaDescription ?? d.page.title },
  ];
}

export default function Resolve({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "product":
      return (
        <ProductPage
          key={loaderData.product.productId}
          product={loaderData.product}
          compatibility={loaderData.compatibility}
          preselect={loaderData.preselect}
          customerPricing={loaderData.customerPricing}
          reviews={
            <ReviewsSection
              productId={loaderData.product.productId}
              head={loaderData.reviews.head}
              aspects={loaderData.reviews.aspects}
            />
          }
        />
      );
    case "category":
      return <CategoryPage category={loaderData.category} listing={loaderData.listing} />;
    case "cms":
      return <CmsPage page={loaderData.page} />;
    default:
      return <NotFound />;
  }
}

export function ErrorBoundary() {
  return <NotFound />;
}
