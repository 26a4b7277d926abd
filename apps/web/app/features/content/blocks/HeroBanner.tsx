import type { HeroSlide } from "@ironworks/contracts";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { ResponsiveImage } from "../../../ui/ResponsiveImage.tsx";
import { Heading } from "./context.tsx";
import type { ContentKey } from "../messages.ts";
import { type BlockComponentProps, type BlockRootProps, cx } from "./types.ts";

/** Banner artwork is 16:6 (1920×720); the box is reserved by CSS aspect-ratio and these attributes. */
const BANNER = { width: 1920, height: 720 } as const;

function Slide({ slide, index, h1 }: { slide: HeroSlide; index: number; h1: boolean }) {
  const { href } = useLocaleTools();
  const title = h1 ? (
    <h1 className="hero-title">{slide.title}</h1>
  ) : (
    <Heading className="hero-title">{slide.title}</Heading>
  );
  return (
    <>
      <div className="hero-media">
        <ResponsiveImage
          src={slide.image}
          alt={slide.imageAlt}
          width={BANNER.width}
          height={BANNER.height}
          displayWidth={1960}
          sizes="100vw"
          priority={index === 0}
          className="hero-image"
        />
      </div>
      <div className="hero-content">
        {title}
        {slide.subtitle ? <p className="hero-subtitle">{slide.subtitle}</p> : null}
        {slide.cta ? (
          <Link to={href(slide.cta.url)} className="hero-cta">
            {slide.cta.label}
          </Link>
        ) : null}
      </div>
    </>
  );
}

const Chevron = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={back ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

/**
 * Several slides: an accessible carousel (WAI-ARIA APG) that never rotates on its own. Slides sit in
 * a scroll-snap track, so touch swiping works natively; off-screen slides are inert.
 */
function HeroCarousel({
  slides,
  firstSlideH1,
  root,
}: {
  slides: HeroSlide[];
  firstSlideH1: boolean;
  root: BlockRootProps;
}) {
  const [active, setActive] = useState(0);
  const t = useT<ContentKey>();
  const track = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const count = slides.length;

  const show = (i: number) => {
    const n = (i + count) % count;
    const el = track.current;
    if (el) {
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      el.scrollTo({ left: n * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
    }
    setActive(n);
  };
  const onScroll = () => {
    const el = track.current;
    if (!el?.clientWidth) return;
    const n = Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)));
    if (n !== active) setActive(n);
  };

  return (
    <section
      {...root}
      className={cx("hero hero--carousel", root.className)}
      aria-roledescription={t("content.hero.carousel")}
      aria-label={t("content.hero.label")}
    >
      <div className="hero-track" id={trackId} ref={track} aria-live="polite" onScroll={onScroll}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels each slide as a group
          <div
            key={i}
            className="hero-slide"
            role="group"
            aria-roledescription={t("content.hero.slide")}
            aria-label={t("content.hero.position", { index: i + 1, count })}
            inert={i !== active}
          >
            <Slide slide={slide} index={i} h1={firstSlideH1 && i === 0} />
          </div>
        ))}
      </div>
      <div className="hero-controls">
        <button
          type="button"
          className="hero-arrow"
          aria-label={t("content.hero.previous")}
          aria-controls={trackId}
          onClick={() => show(active - 1)}
        >
          <Chevron back />
        </button>
        <div className="hero-dots">
          {slides.map((slide, i) => (
            <button
              key={i}
              type="button"
              className="hero-dot"
              aria-label={t("content.hero.goTo", { index: i + 1, count, title: slide.title })}
              aria-current={i === active ? "true" : undefined}
              aria-controls={trackId}
              onClick={() => show(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="hero-arrow"
          aria-label={t("content.hero.next")}
          aria-controls={trackId}
          onClick={() => show(active + 1)}
        >
          <Chevron />
        </button>
      </div>
    </section>
  );
}

export function HeroBanner({ props, root }: BlockComponentProps<"HeroBanner">) {
  const { slides } = props;
  const t = useT<ContentKey>();
  const first = slides[0];
  if (!first) return null;
  if (slides.length > 1) return <HeroCarousel slides={slides} firstSlideH1={Boolean(props.firstSlideH1)} root={root} />;
  return (
    <section {...root} className={cx("hero", root.className)} aria-label={t("content.hero.label")}>
      <div className="hero-slide">
        <Slide slide={first} index={0} h1={Boolean(props.firstSlideH1)} />
      </div>
    </section>
  );
}
