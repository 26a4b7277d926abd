import type { CSSProperties, ReactNode } from "react";
import type { BlockName } from "@ironworks/contracts";
import type { PreparedProps } from "../types.ts";

/** Attributes every block puts on its root element: CMS class and styles, tracking data-*. */
export interface BlockRootProps {
  className?: string;
  style?: CSSProperties;
  "data-block"?: string;
  "data-track-name"?: string;
  "data-track-index"?: string;
  "data-track-when-visible"?: string;
}

export interface BlockComponentProps<K extends BlockName> {
  props: PreparedProps[K];
  root: BlockRootProps;
  /** Rendered child blocks (Section's main slot). */
  children?: ReactNode;
}

export const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(" ");
