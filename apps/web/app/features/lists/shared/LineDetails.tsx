import type { LineDescription } from "@ironworks/contracts";
import { lineDetails } from "@ironworks/domain";

/**
 * What a line is, under its name: configurable choices, bundle parts with quantities, custom
 * options, gift-card delivery and recipient — the domain's lineDetails, the same text on the cart,
 * checkout, the success page, the order page and in the confirmation mail.
 */
export function LineDetails({
  description,
  details = description ? lineDetails(description) : [],
  className = "line-details",
}: {
  description?: LineDescription | undefined;
  /** Already worked out (a list row without a description yet). */
  details?: string[];
  className?: string;
}) {
  if (!details.length) return null;
  return (
    <ul className={className} data-testid="line-details">
      {details.map((d, i) => (
        <li key={`${i}-${d}`}>{d}</li>
      ))}
    </ul>
  );
}
