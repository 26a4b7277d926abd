import type { LinkStrip } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { ResponsiveImage } from "../../../ui/ResponsiveImage.tsx";
import type { CatalogKey } from "../messages.ts";

/** Sub-category links: a scrollable row of pills ("text") or image tiles ("image"). */
export function CategoryLinkStrip({ strip, categoryName }: { strip: LinkStrip; categoryName: string }) {
  const { href } = useLocaleTools();
  const t = useT<CatalogKey>();
  const image = strip.style === "image";
  return (
    <nav
      className={`category-strip category-strip--${strip.style}`}
      aria-label={t("catalog.category.strip", { name: categoryName })}
    >
      <ul className="category-strip__list">
        {strip.items.map((item) => (
          <li key={item.categoryId} className="category-strip__item">
            <Link to={href(item.url)} className={image ? "category-tile" : "category-pill"} prefetch="intent">
              {image ? (
                <span className="category-tile__media">
                  {item.image ? (
                    <ResponsiveImage
                      src={item.image}
                      alt=""
                      width={800}
                      height={800}
                      displayWidth={160}
                      className="category-tile__image"
                    />
                  ) : null}
                </span>
              ) : null}
              <span className={image ? "category-tile__label" : undefined}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
