import { Link } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { useClientLinks } from "./RichText.tsx";
import { type BlockComponentProps, cx } from "./types.ts";

/** A one-line announcement; with a url the whole strip is the link (its text then carries no links). */
export function PromoStrip({ props, root }: BlockComponentProps<"PromoStrip">) {
  const { href } = useLocaleTools();
  const ref = useClientLinks<HTMLDivElement>();
  const text = <div ref={ref} className="promo-strip-text" dangerouslySetInnerHTML={{ __html: props.html }} />;
  return (
    <div {...root} className={cx("promo-strip", root.className)}>
      {props.url ? (
        <Link to={href(props.url)} className="promo-strip-link">
          {text}
        </Link>
      ) : (
        text
      )}
    </div>
  );
}
