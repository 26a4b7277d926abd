import { ResponsiveImage } from "../../../ui/ResponsiveImage.tsx";

const THUMB = 96;

/**
 * A list item's thumbnail at 96 px, or an empty box of the same size when the product has none.
 * `className` names the block (`list-row__img`, `list-item__img`); the box adds `--none`.
 */
export function ItemThumb({
  src,
  className,
  hideBox = false,
}: {
  src: string | null | undefined;
  className: string;
  /** aria-hidden on the empty box, where no ancestor hides it already. */
  hideBox?: boolean;
}) {
  return src ? (
    <ResponsiveImage src={src} alt="" width={THUMB} height={THUMB} displayWidth={THUMB} className={className} />
  ) : (
    <span className={`${className} ${className}--none`} aria-hidden={hideBox || undefined} />
  );
}
