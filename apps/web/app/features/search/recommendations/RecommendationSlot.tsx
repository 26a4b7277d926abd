import type { ProductSummary, SearchRequestInput } from "@ironworks/contracts";
import { languageOf } from "@ironworks/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useLocale } from "../../../lib/locale.ts";
import { ProductCard } from "../../catalog/ProductCard.tsx";
import { RECOMMENDATION_ITEMS } from "./recommendation-request.ts";

/** Start loading a little before the slot scrolls in, so the cards are usually there when it does. */
const ROOT_MARGIN = "400px 0px";

/**
 * A lazy recommendation row (SPEC §7, DESIGN §7: secondary widgets load lazily). The server
 * renders a placeholder of the row's height (no layout shift); when it nears the viewport the
 * browser loads the API client (a separate chunk) and asks the widget. An empty or failed answer
 * renders nothing.
 */
export function RecommendationSlot({
  title,
  request,
  exclude,
  testId,
}: {
  title: string;
  request: SearchRequestInput;
  /** Product ids the page itself shows (never recommend the product to itself). */
  exclude?: number[];
  testId?: string;
}) {
  const { site, locale } = useLocale();
  // Names in the page's language (ADR 0038): /de's row is German, /de/en's English.
  const language = languageOf(locale);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const [items, setItems] = useState<ProductSummary[] | null>(null);
  const key = JSON.stringify([site.code, language, request, exclude ?? []]);

  // `key` stands for site, language, request and exclude (new objects on every render).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setItems(null);
    const controller = new AbortController();
    const load = () => {
      import("./load-recommendations.ts")
        .then((m) =>
          m.loadRecommendations(site.code, request, {
            exclude,
            max: RECOMMENDATION_ITEMS,
            signal: controller.signal,
            language,
          }),
        )
        .catch(() => [])
        .then((list) => {
          if (!controller.signal.aborted) setItems(list);
        });
    };
    if (typeof IntersectionObserver === "undefined") {
      load();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [key]);

  if (items !== null && items.length === 0) return null;
  return (
    <section
      ref={ref}
      className="reco"
      aria-labelledby={titleId}
      aria-busy={items === null}
      data-testid={testId}
      data-state={items === null ? "loading" : "loaded"}
    >
      <h2 id={titleId} className="reco__title">
        {title}
      </h2>
      {items === null ? (
        <ul className="reco__list reco__list--placeholder" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="reco__item">
              <div className="reco__skeleton-media" />
              <div className="reco__skeleton-line" />
              <div className="reco__skeleton-line reco__skeleton-line--short" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="reco__list">
          {items.map((product) => (
            <li key={product.productId} className="reco__item">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
