import { THE_INDEX } from "./brand.ts";
import type { IndexAuthor, IndexPost, IndexPostCard, IndexTag } from "@ironworks/contracts";
import { useContext } from "react";
import { Link, UNSAFE_FrameworkContext as FrameworkContext } from "react-router";
import { imageAt } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import { useLanguage } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { ResponsiveImage } from "../../ui/ResponsiveImage.tsx";
import { ContentBlocks } from "../content/blocks/ContentBlocks.tsx";
import type { PreparedNode } from "../content/types.ts";
import { indexDate } from "./index-format.ts";
import type { IndexKey } from "./messages.ts";
import { BANNER, JourneymanLabel, PostGrid } from "./PostCard.tsx";

/** Share targets: plain links (no third-party script), opened in a new tab. */
function shareLinks(url: string, title: string, image: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    {
      network: "Pinterest",
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${text}`,
    },
  ];
}

/**
 * The post's own CSS and script (issue #19 item 4: set by the owner role only), under the page's
 * CSP: the script carries the response's nonce (a cached page allows it by hash instead). They run
 * on a full load of the post; "</" is escaped so neither can close its element early.
 */
function PostCode({ css, js }: { css: string; js: string }) {
  const nonce = useContext(FrameworkContext)?.nonce;
  const safe = (code: string) => code.replaceAll("</", "<\\/");
  return (
    <>
      {css ? <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: safe(css) }} /> : null}
      {js ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          data-testid="index-post-script"
          dangerouslySetInnerHTML={{ __html: safe(js) }}
        />
      ) : null}
    </>
  );
}

/** /theindex/{category}/{slug}: hero image (or video), byline, the body with its product cards, share links, author, related posts. */
export function IndexPostPage({
  post,
  author,
  related,
  tags = [],
  content,
  canonical,
}: {
  post: IndexPost;
  author: IndexAuthor | null;
  related: IndexPostCard[];
  tags?: IndexTag[];
  content: PreparedNode[];
  canonical: string;
}) {
  const t = useT<IndexKey>();
  const { locale } = useLocale();
  const language = useLanguage();
  const image = new URL(imageAt(post.largeFeaturedImagePath, 1284), canonical).href;
  return (
    <main id="main" className="index-page index-post">
      <PostCode css={post.customCss} js={post.customJs} />
      <Breadcrumbs
        items={[
          { label: THE_INDEX, url: "/theindex" },
          { label: post.category.name, url: `/theindex/${post.category.slug}` },
          { label: post.title },
        ]}
      />
      <article className="index-post__article" lang={post.lang !== language ? post.lang : undefined}>
        <header className="index-post__header">
          <p className="index-card__kicker">
            <span>{post.category.name}</span> <JourneymanLabel post={post} />
          </p>
          <h1 className="index-post__title">{post.title}</h1>
          <p className="index-post__excerpt">{post.excerpt}</p>
          <p className="index-post__byline">
            {author ? (
              <Link to={`/theindex/author/${author.slug}`} rel="author" className="index-post__author-link">
                {t("index.post.by", { name: author.name })}
              </Link>
            ) : null}
            {author ? " · " : null}
            <time dateTime={post.date}>{t("index.post.published", { date: indexDate(post.date, locale) })}</time>
            {" · "}
            <span>{t("index.readingTime", { minutes: post.readingMinutes })}</span>
          </p>
        </header>
        {post.lang !== language ? (
          <p className="index-post__note" lang={language}>
            {t("index.post.englishOnly")}
          </p>
        ) : null}
        <div className="index-post__hero">
          {post.featuredVideo ? (
            // biome-ignore lint/a11y/useMediaCaption: the demo videos carry no speech; captions come with real footage.
            <video
              controls
              preload="none"
              poster={imageAt(post.largeFeaturedImagePath, 1284)}
              src={post.featuredVideo}
              width={BANNER.width}
              height={BANNER.height}
              aria-label={t("index.post.video")}
            />
          ) : (
            <ResponsiveImage
              src={post.largeFeaturedImagePath}
              alt=""
              width={BANNER.width}
              height={BANNER.height}
              displayWidth={1284}
              sizes="(min-width: 1000px) 960px, 100vw"
              priority
            />
          )}
        </div>
        <div className="index-post__body content-page">
          <ContentBlocks nodes={content} />
        </div>
        <footer className="index-post__footer">
          {tags.length ? (
            <nav aria-label={t("index.post.tags")} className="index-tags">
              <ul>
                {tags.map((tag) => (
                  <li key={tag.id}>
                    <Link to={`/theindex/tag/${tag.slug}`} className="index-tags__link">
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <section aria-labelledby="index-share" className="index-share">
            <h2 id="index-share">{t("index.post.share")}</h2>
            <ul>
              {shareLinks(canonical, post.title, image).map((s) => (
                <li key={s.network}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className="index-share__link">
                    {t("index.post.shareOn", { network: s.network })}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href={`mailto:?subject=${encodeURIComponent(post.title)}&body=${encodeURIComponent(canonical)}`}
                  className="index-share__link"
                >
                  {t("index.post.shareEmail")}
                </a>
              </li>
            </ul>
          </section>
          {author ? (
            <section aria-labelledby="index-author" className="index-author" data-testid="index-author">
              <ResponsiveImage
                src={author.avatar}
                alt=""
                width={800}
                height={800}
                displayWidth={96}
                className="index-author__avatar"
              />
              <div>
                <h2 id="index-author">{t("index.post.aboutAuthor", { name: author.name })}</h2>
                <p>{author.bio}</p>
              </div>
            </section>
          ) : null}
        </footer>
      </article>
      {related.length ? (
        <section aria-labelledby="index-related" className="index-related">
          <h2 id="index-related">{t("index.post.related")}</h2>
          <PostGrid posts={related} testId="index-related" />
        </section>
      ) : null}
    </main>
  );
}
