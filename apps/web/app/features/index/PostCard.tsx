import type { IndexPostCard } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import { ResponsiveImage } from "../../ui/ResponsiveImage.tsx";
import { indexDate } from "./index-format.ts";
import type { IndexKey } from "./messages.ts";

/** The featured images are banners (1920×720). */
export const BANNER = { width: 1920, height: 720 } as const;

/** The Journeyman label (SPEC §9: category 330 with tag 775). */
export function JourneymanLabel({ post }: { post: Pick<IndexPostCard, "journeyman"> }) {
  const t = useT<IndexKey>();
  return post.journeyman ? <span className="index-label">{t("index.journeyman")}</span> : null;
}

/** A post as a card: image, category, title (the link), excerpt, date and reading time. */
export function PostCard({
  post,
  size = "small",
  priority = false,
  headingLevel = 3,
}: {
  post: IndexPostCard;
  size?: "small" | "large";
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT<IndexKey>();
  const { locale } = useLocale();
  const Heading = `h${headingLevel}` as "h3";
  return (
    <article className={`index-card index-card--${size}`} data-testid="index-card">
      <ResponsiveImage
        src={post.featuredImagePath}
        alt=""
        width={BANNER.width}
        height={BANNER.height}
        displayWidth={size === "large" ? 1284 : 521}
        sizes={size === "large" ? "(min-width: 900px) 60vw, 100vw" : "(min-width: 900px) 30vw, 100vw"}
        priority={priority}
        className="index-card__image"
      />
      <div className="index-card__body">
        <p className="index-card__kicker">
          <span>{post.category.name}</span> <JourneymanLabel post={post} />
        </p>
        <Heading className="index-card__title">
          <Link to={post.link} className="index-card__link">
            {post.title}
          </Link>
        </Heading>
        {size === "large" ? <p className="index-card__excerpt">{post.excerpt}</p> : null}
        <p className="index-card__meta">
          <time dateTime={post.date}>{indexDate(post.date, locale)}</time>
          {" · "}
          {t("index.readingTime", { minutes: post.readingMinutes })}
        </p>
      </div>
    </article>
  );
}

export function PostGrid({
  posts,
  testId,
  headingLevel = 3,
}: {
  posts: IndexPostCard[];
  testId?: string;
  /** 2 where the grid sits right under the page's h1 (the search page's Articles tab). */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="index-grid" data-testid={testId}>
      {posts.map((p) => (
        <li key={p.id}>
          <PostCard post={p} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
