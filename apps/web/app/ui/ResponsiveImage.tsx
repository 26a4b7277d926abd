import { EAGER_THUMBNAIL_MAX_WIDTH, imageAt, srcSet } from "@ironworks/domain";

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic aspect, for layout stability (no CLS). */
  width: number;
  height: number;
  /** The widest the image is shown at, in CSS px; drives eager/lazy loading (SPEC §9). */
  displayWidth: number;
  /** The `sizes` attribute; defaults to the display width. */
  sizes?: string;
  /** The page's main image (LCP): eager with high fetch priority. */
  priority?: boolean;
  className?: string;
}

/** An image at the spec's widths with srcset; thumbnails under 150 px load eagerly, others lazily. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  displayWidth,
  sizes,
  priority,
  className,
}: ResponsiveImageProps) {
  const eager = priority || displayWidth < EAGER_THUMBNAIL_MAX_WIDTH;
  return (
    <img
      src={imageAt(src, displayWidth < 360 ? 360 : 768)}
      srcSet={srcSet(src)}
      sizes={sizes ?? `${displayWidth}px`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
