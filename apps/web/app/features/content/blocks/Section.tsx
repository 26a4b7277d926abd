import { useId } from "react";
import { Heading, NestedHeadings } from "./context.tsx";
import { type BlockComponentProps, cx } from "./types.ts";

/** A titled group of child blocks (slots.main), stacked or in columns. */
export function Section({ props, root, children }: BlockComponentProps<"Section">) {
  const titleId = useId();
  const body = <div className={`section-body section-body--${props.layout}`}>{children}</div>;
  if (!props.title)
    return (
      <div {...root} className={cx("section-block content-block", root.className)}>
        {body}
      </div>
    );
  return (
    <section {...root} className={cx("section-block content-block", root.className)} aria-labelledby={titleId}>
      <Heading className="section-title" id={titleId}>
        {props.title}
      </Heading>
      <NestedHeadings>{body}</NestedHeadings>
    </section>
  );
}
