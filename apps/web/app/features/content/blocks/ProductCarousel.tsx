import type { ProductSummary } from "@ironworks/contracts";
import { useId, useRef } from "react";
import { useT } from "../../../lib/i18n/messages.ts";
import { ProductCard } from "../../catalog/ProductCard.tsx";
import type { ContentKey } from "../messages.ts";
import { Heading } from "./context.tsx";
import { type BlockComponentProps, type BlockRootProps, cx } from "./types.ts";

/** A titled, horizontally scrolling (scroll-snap) row of product cards. */
function ProductRow({ title, products, root }: { title: string; products: ProductSummary[]; root: BlockRootProps }) {
  const list = useRef<HTMLUListElement>(null);
  const t = useT<ContentKey>();
  const titleId = useId();
  const listId = useId();
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  };
  const label = title || t("content.carousel.products");
  return (
    <section
      {...root}
      className={cx("carousel content-block", root.className)}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
    >
      <div className="carousel-header">
        {title ? (
          <Heading className="carousel-title" id={titleId}>
            {title}
          </Heading>
        ) : null}
        <div className="carousel-nav">
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t("content.carousel.back", { label })}
            aria-controls={listId}
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t("content.carousel.forward", { label })}
            aria-controls={listId}
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul className="carousel-list" id={listId} ref={list}>
        {products.map((product) => (
          <li key={product.productId} className="carousel-item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductCarousel({ props, root }: BlockComponentProps<"ProductCarousel">) {
  if (!props.products.length) return null;
  return <ProductRow title={props.title} products={props.products} root={root} />;
}

/** Today's hot deals (catalog.getHotActive), resolved by the page loader. */
export function HotDeals({ props, root }: BlockComponentProps<"HotDeals">) {
  const t = useT<ContentKey>();
  if (!props.products.length) return null;
  return (
    <ProductRow
      title={props.title || t("content.hotDeals")}
      products={props.products}
      root={{ ...root, className: cx("carousel--deals", root.className) }}
    />
  );
}
