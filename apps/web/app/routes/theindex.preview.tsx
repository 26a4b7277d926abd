import { data, Link } from "react-router";
import { THE_INDEX } from "../features/index/brand.ts";
import { IndexPostPage } from "../features/index/IndexPostPage.tsx";
import { loadIndexPreview } from "../features/index/index.server.ts";
import type { IndexKey } from "../features/index/messages.ts";
import { indexCatalog } from "../features/index/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/theindex.preview";

/**
 * /theindex/preview/{id}?t={exp}.{sig} (issue #19 item 4): the editor's signed, expiring link to a
 * post as saved (a draft too). Never cached by anyone (no-store: the guest page cache refuses it),
 * never indexed, its token never sent on as a referrer. A changed or expired link: 403 and why.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  const result = await loadIndexPreview(context, request, where, params.id);
  const messages = pageMessages(where.locale, indexCatalog);
  const status = result.problem === null ? 200 : result.problem === "missing" ? 404 : 403;
  return data({ ...result, messages }, { status });
}

export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaT<IndexKey>(matches);
  const title = loaded?.page ? loaded.page.post.title : t(`index.preview.${loaded?.problem ?? "invalid"}.title`);
  return [
    { title: `${t("index.preview.label")}: ${title} | ${THE_INDEX} | Ironworks` },
    { name: "robots", content: "noindex,nofollow" },
  ];
}

export default function TheIndexPreview({ loaderData }: Route.ComponentProps) {
  const t = useT<IndexKey>();
  const { page, problem } = loaderData;
  if (!page) {
    return (
      <main id="main" className="index-page index-preview-problem" data-testid="index-preview-problem">
        <h1>{t(`index.preview.${problem}.title`)}</h1>
        <p>{t(`index.preview.${problem}.body`)}</p>
        <p>
          <Link to="/theindex">{t("index.preview.toIndex")}</Link>
        </p>
      </main>
    );
  }
  return (
    <>
      <p className="index-preview-banner" role="status" data-testid="index-preview-banner">
        {t("index.preview.banner")}
      </p>
      <IndexPostPage
        post={page.post}
        author={page.author}
        related={page.related}
        tags={page.tags}
        content={page.content}
        canonical={page.seoHead.canonical}
      />
    </>
  );
}
