import type { GalleryImage } from "@ironworks/contracts";
import { useState } from "react";
import { ResponsiveImage } from "../../../ui/ResponsiveImage.tsx";

/**
 * Main image (the page's LCP, eager and high priority) with thumbnail buttons that swap it.
 * Thumbnails are under 150 px, so they load eagerly (SPEC §9). Arrow keys move between thumbnails.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  const alt = (i: number) => `${name} — view ${i + 1} of ${images.length}`;

  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <div className="gallery-placeholder" role="img" aria-label={`${name} — no image yet`} />
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
    <section className="gallery" aria-label={`${name} images`}>
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
                aria-label={`Show view ${i + 1} of ${images.length}`}
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
