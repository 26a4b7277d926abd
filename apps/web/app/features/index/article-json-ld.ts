import type { IndexAuthor, IndexPost } from "@ironworks/contracts";
import { imageAt } from "@ironworks/domain";

/** schema.org Article for search engines (issue #19 SEO). */
export function articleJsonLd(post: IndexPost, author: IndexAuthor | null, pageUrl: string): Record<string, unknown> {
  const abs = (path: string) => new URL(path, pageUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    image: [abs(imageAt(post.largeFeaturedImagePath, 1284))],
    datePublished: post.date,
    dateModified: post.modified,
    inLanguage: post.lang,
    articleSection: post.category.name,
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
    ...(author ? { author: { "@type": "Person", name: author.name } } : {}),
    publisher: { "@type": "Organization", name: "Ironworks" },
  };
}
