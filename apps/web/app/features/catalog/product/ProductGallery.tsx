import type { GalleryImage } from "@ironworks/contracts";
import { useState } from "react";
import { useT } from "../../../lib/i18n/messages.ts";
import { ResponsiveImage } from "../../../ui/ResponsiveImage.tsx";
import type { CatalogKey } from "../messages.ts";

/**
 * Main image (the page's LCP, eager and high priority) with thumbnail buttons that swap it.
 * Thumbnails are under 150 px, so they load eagerly (SPEC §9). Arrow keys move between thumbnails.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const t = useT<CatalogKey>();
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  const alt = (i: number) => t("catalog.gallery.alt", { name, index: i + 1, count: images.length });

  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <div className="gallery-placeholder" role="img" aria-label={t("catalog.gallery.noImage", { name })} />
      </div>
    );
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const delta =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (active + delta + images.length) % images.length;
    setActive(next);
    event.currentTarget.querySelectorAll("button")[next]?.focus();
  };

  return (
    <section className="gallery" aria-label={t("catalog.gallery.label", { name })}>
      <div className="gallery-main">
        <ResponsiveImage
          key={current.link}
          src={current.link}
          alt={alt(active)}
          width={current.width}
          height={current.height}
          displayWidth={600}
          sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 600px"
          priority
          className="gallery-main__image"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery-thumbs" onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <li key={image.link}>
              <button
                type="button"
                className="gallery-thumb"
                aria-pressed={i === active}
                aria-label={t("catalog.gallery.thumb", { index: i + 1, count: images.length })}
                onClick={() => setActive(i)}
              >
                <ResponsiveImage
                  src={image.link}
                  alt=""
                  width={image.width}
                  height={image.height}
                  displayWidth={80}
                  className="gallery-thumb__image"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
