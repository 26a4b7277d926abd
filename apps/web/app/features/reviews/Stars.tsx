import { useT } from "../../lib/i18n/messages.ts";
import type { ReviewsKey } from "./messages.ts";

/** Five stars filled to `rating` (halves shown by width), read out as "Rated 4.5 out of 5". */
export function Stars({ rating, size = "m" }: { rating: number; size?: "s" | "m" }) {
  const t = useT<ReviewsKey>();
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={t("reviews.stars", { rating })}>
      <span className="stars__fill" style={{ width: `${pct}%` }} aria-hidden="true" />
    </span>
  );
}
