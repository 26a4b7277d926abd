import { useId } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { ContentKey } from "../messages.ts";
import { ResponsiveImage } from "../../../ui/ResponsiveImage.tsx";
import { Heading } from "./context.tsx";
import { type BlockComponentProps, cx } from "./types.ts";

/** Tile artwork is square (800×800). */
const TILE = 800;

export function CategoryTiles({ props, root }: BlockComponentProps<"CategoryTiles">) {
  const t = useT<ContentKey>();
  const { href } = useLocaleTools();
  const titleId = useId();
  return (
    <section
      {...root}
      className={cx("tiles content-block", root.className)}
      aria-labelledby={props.title ? titleId : undefined}
      aria-label={props.title ? undefined : t("content.tiles.label")}
    >
      {props.title ? (
        <Heading className="tiles-title" id={titleId}>
          {props.title}
        </Heading>
      ) : null}
      <ul className="tiles-grid">
        {props.tiles.map((tile, i) => (
          <li key={i} className="tiles-item">
            <Link to={href(tile.url)} className="tiles-link">
              <ResponsiveImage
                src={tile.image}
                alt=""
                width={TILE}
                height={TILE}
                displayWidth={340}
                sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, (max-width: 1365px) 25vw, 340px"
                className="tiles-image"
              />
              <span className="tiles-label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
