import {
  INDEX_PAGE_SIZE,
  type IndexCategory,
  type IndexHub,
  type IndexListing,
  type IndexPostPage,
} from "@ironworks/contracts";
import { LOCALES, languageOf, localizePath } from "@ironworks/domain";
import { type AppLoadContext, data, redirect } from "react-router";
import type { LocaleContext } from "../../lib/locale.ts";
import type { HeadLinks } from "../../lib/seo.ts";
import { prepareContent, readVisitor } from "../content/content.server.ts";
import type { PreparedNode } from "../content/types.ts";
import { splitProductCards } from "./embeds.ts";

const notFound = (err: unknown): never => {
  if ((err as { status?: number } | null)?.status === 404) throw data(null, { status: 404 });
  throw err;
};

/** /theindex: the featured story, the latest and a row per category. */
export function loadIndexHub(context: AppLoadContext, where: LocaleContext): Promise<IndexHub> {
  return context.services.index.hub(languageOf(where.locale));
}

/** `?p=N` (1 when absent); anything that is not a page number is the page's 404. */
export function readPage(url: URL): number {
  const raw = url.searchParams.get("p");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/** /theindex/{category}?p=N: the category and its page of 20 posts; unknown category or page past the end → 404. */
export async function loadIndexCategory(
  context: AppLoadContext,
  where: LocaleContext,
  slug: string,
  page: number,
): Promise<{ category: IndexCategory; categories: IndexCategory[]; listing: IndexListing }> {
  const lang = languageOf(where.locale);
  const index = context.services.index;
  const category = await index.category(slug, lang).catch(notFound);
  const [categories, { entries: _full, ...listing }] = await Promise.all([
    index.categories(lang),
    index.list({ lang, page, perPage: INDEX_PAGE_SIZE, categories: [category.id] }),
  ]);
  if (page > 1 && page > listing.totalPages) throw data(null, { status: 404 });
  return { category, categories, listing };
}

/**
 * /theindex/tag/{tag} and /theindex/author/{author}?p=N: 20 posts a page; an unknown tag or author,
 * or a page past the end → 404.
 */
export async function loadIndexArchive(
  context: AppLoadContext,
  where: LocaleContext,
  kind: "tag" | "author",
  slug: string,
  page: number,
): Promise<{
  kind: "tag" | "author";
  title: string;
  description: string;
  avatar: string | undefined;
  url: string;
  categories: IndexCategory[];
  listing: IndexListing;
}> {
  const lang = languageOf(where.locale);
  const index = context.services.index;
  const term =
    kind === "tag"
      ? await index
          .tag(slug, lang)
          .then((tag) => ({ id: tag.id, title: tag.name, description: "", avatar: undefined }))
          .catch(notFound)
      : await index
          .author(slug, lang)
          .then((a) => ({ id: a.id, title: a.name, description: a.bio, avatar: a.avatar as string | undefined }))
          .catch(notFound);
  const [categories, { entries: _full, ...listing }] = await Promise.all([
    index.categories(lang),
    index.list({
      lang,
      page,
      perPage: INDEX_PAGE_SIZE,
      ...(kind === "tag" ? { tags: [term.id] } : { author: [term.id] }),
    }),
  ]);
  if (page > 1 && page > listing.totalPages) throw data(null, { status: 404 });
  return { kind, ...term, url: `/theindex/${kind}/${slug}`, categories, listing };
}

/**
 * /theindex/{category}/{slug}: the post in the page's language with its body prepared like CMS
 * content (links localized, products by SKU resolved), its author and related posts. Another
 * language's slug or the wrong category redirects to the post's own URL here; hreflang points at
 * each language's own slug.
 */
export async function loadIndexPost(
  context: AppLoadContext,
  request: Request,
  where: LocaleContext,
  params: { category: string; slug: string },
): Promise<IndexPostPage & { content: PreparedNode[]; seoHead: HeadLinks }> {
  const lang = languageOf(where.locale);
  const page = await context.services.index.post(params.slug, lang).catch(notFound);
  const { post } = page;
  if (post.slug !== params.slug || post.category.slug !== params.category) throw redirect(post.link, 301); // the router adds the locale prefix (its basename)
  return preparePost(context, request, where, page);
}

/** The post's body prepared like CMS content, and its canonical and hreflang links. */
async function preparePost(
  context: AppLoadContext,
  request: Request,
  where: LocaleContext,
  page: IndexPostPage,
): Promise<IndexPostPage & { content: PreparedNode[]; seoHead: HeadLinks }> {
  const { post } = page;
  const { visitor } = readVisitor(request);
  // Product cards in the body (ADR 0055) resolve with the post's other products, in one catalog call.
  const content = await prepareContent(splitProductCards(post.blocks), {
    services: context.services,
    site: where.site,
    locale: where.locale,
    visitor,
    assignment: context.assignment,
  });
  const base = context.publicBaseUrl;
  const pathIn = (language: string) =>
    `/theindex/${post.category.slug}/${post.slugs[language] ?? post.slugs.en ?? post.slug}`;
  const alternates = LOCALES.filter((l) => l.indexable).map((l) => ({
    hreflang: l.tag,
    href: `${base}${localizePath(pathIn(languageOf(l)), l)}`,
  }));
  alternates.push({ hreflang: "x-default", href: `${base}${pathIn("en")}` });
  return {
    ...page,
    content,
    seoHead: {
      canonical: `${base}${localizePath(post.link, where.locale)}`,
      alternates,
      robots: where.locale.indexable ? null : "noindex,nofollow",
    },
  };
}

export type IndexPreviewProblem = "expired" | "invalid" | "missing";

/**
 * /theindex/preview/{id}?t={exp}.{sig} (issue #19 item 4): the post as saved, whatever its status,
 * for whoever holds the editor's signed link until it expires; noindex. A changed or expired link
 * opens nothing: its problem, with status 403 (404 when the post is gone).
 */
export async function loadIndexPreview(
  context: AppLoadContext,
  request: Request,
  where: LocaleContext,
  idParam: string,
): Promise<
  | { problem: null; page: IndexPostPage & { content: PreparedNode[]; seoHead: HeadLinks } }
  | { problem: IndexPreviewProblem; page: null }
> {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const id = /^[1-9]\d{0,8}$/.test(idParam) ? Number(idParam) : null;
  const opened = id
    ? await context.services.indexPreviews.open(id, token.slice(0, 80), languageOf(where.locale))
    : ({ status: "invalid" } as const);
  if (opened.status !== "ok") return { problem: opened.status, page: null };
  const page = await preparePost(context, request, where, opened.page);
  return { problem: null, page: { ...page, seoHead: { ...page.seoHead, alternates: [], robots: "noindex,nofollow" } } };
}
