import { THE_INDEX } from "../features/index/brand.ts";
import { articleJsonLd } from "../features/index/article-json-ld.ts";
import { IndexPostPage } from "../features/index/IndexPostPage.tsx";
import { loadIndexPost } from "../features/index/index.server.ts";
import { indexCatalog } from "../features/index/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import { imageAt } from "@ironworks/domain";
import type { Route } from "./+types/theindex.post";

/**
 * /theindex/{category}/{slug} (issue #19): one post. Another language's slug or the wrong category
 * redirects to the post's own URL; unknown → the 404 page. Canonical and hreflang name each
 * language's own slug (`seoHead`, read by root.tsx).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  const page = await loadIndexPost(context, request, where, params);
  return { ...page, messages: pageMessages(where.locale, indexCatalog) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { post, author, seoHead } = data;
  const image = new URL(imageAt(post.largeFeaturedImagePath, 1284), seoHead.canonical).href;
  return [
    { title: `${post.title} | ${THE_INDEX} | Ironworks` },
    { name: "description", content: post.excerpt },
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.excerpt },
    { property: "og:url", content: seoHead.canonical },
    { property: "og:image", content: image },
    { property: "article:published_time", content: post.date },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: post.title },
    { name: "twitter:description", content: post.excerpt },
    { name: "twitter:image", content: image },
    { "script:ld+json": articleJsonLd(post, author, seoHead.canonical) },
  ];
}

export default function TheIndexPost({ loaderData }: Route.ComponentProps) {
  return (
    <IndexPostPage
      post={loaderData.post}
      author={loaderData.author}
      related={loaderData.related}
      tags={loaderData.tags}
      content={loaderData.content}
      canonical={loaderData.seoHead.canonical}
    />
  );
}
