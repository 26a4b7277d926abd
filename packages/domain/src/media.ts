/** SPEC §9 image widths; thumbnails under 150 px wide load eagerly. */
export const IMAGE_WIDTHS = [360, 521, 768, 1284, 1960] as const;
export const EAGER_THUMBNAIL_MAX_WIDTH = 150;

/** A media URL at one of the widths (the media route sizes the artwork to it). */
export function imageAt(src: string, width: number): string {
  return `${src}${src.includes("?") ? "&" : "?"}w=${width}`;
}

export function srcSet(src: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${imageAt(src, w)} ${w}w`).join(", ");
}

/** SPEC §9 layout breakpoints. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024, largeDesktop: 1366, xlDesktop: 1920 } as const;
