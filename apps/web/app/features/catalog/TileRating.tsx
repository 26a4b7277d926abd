import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { ShellKey } from "../shell/messages.ts";

/**
 * A tile's stars and review count (issue #23): the published average carried on the listing's
 * documents, so a grid renders it on the server with no request per tile. Nothing without a review.
 */
export function TileRating({ rating }: { rating: { average: number; count: number } | null | undefined }) {
  const t = useT<ShellKey>();
  const { number } = useLocaleTools();
  if (!rating || rating.count < 1) return null;
  const pct = Math.max(0, Math.min(100, (rating.average / 5) * 100));
  return (
    <span
      className="tile-rating"
      role="img"
      aria-label={t("shell.product.rating", { rating: number(rating.average), count: rating.count })}
    >
      <span className="stars stars--s" aria-hidden="true">
        <span className="stars__fill" style={{ width: `${pct}%` }} />
      </span>
      <span className="tile-rating__count" aria-hidden="true">
        ({number(rating.count)})
      </span>
    </span>
  );
}
