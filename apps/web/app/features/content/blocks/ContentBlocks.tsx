import { type CSSProperties, useEffect, useMemo } from "react";
import type { PreparedAbTest, PreparedNode } from "../types.ts";
import { type ContentTracking, ContentTrackingContext, useContentTracking } from "./context.tsx";
import { findBlockComponent } from "./registry.ts";
import type { BlockRootProps } from "./types.ts";

function rootProps(node: PreparedNode): BlockRootProps {
  const root: BlockRootProps = {};
  if (node.className) root.className = node.className;
  if (node.styles) root.style = node.styles as CSSProperties;
  if (node.kind === "block") root["data-block"] = node.name;
  if (node.tracking) {
    root["data-track-name"] = node.tracking.name;
    if (node.tracking.index !== undefined) root["data-track-index"] = String(node.tracking.index);
    if (node.tracking.whenVisible) root["data-track-when-visible"] = "true";
  }
  return root;
}

/** The chosen variant, wrapped so analytics can see which one was shown; reports the exposure once. */
function AbTest({ node }: { node: PreparedAbTest }) {
  const { trackExposure } = useContentTracking();
  useEffect(() => {
    trackExposure(node.test, node.variant);
  }, [trackExposure, node.test, node.variant]);
  const root = rootProps(node);
  return (
    <div
      {...root}
      className={root.className ? `content-ab ${root.className}` : "content-ab"}
      data-ab-test={node.test}
      data-ab-variant={node.variant}
    >
      <BlockList nodes={node.blocks} />
    </div>
  );
}

function BlockList({ nodes }: { nodes: readonly PreparedNode[] }) {
  return nodes.map((node) => {
    if (node.kind === "ab") return <AbTest key={node.key} node={node} />;
    const Component = findBlockComponent(node.name);
    if (!Component) return null;
    return (
      <Component key={node.key} props={node.props} root={rootProps(node)}>
        {node.children ? <BlockList nodes={node.children} /> : null}
      </Component>
    );
  });
}

/** Renders a prepared block tree. `trackExposure` is the hook point for A/B exposure tracking. */
export function ContentBlocks({
  nodes,
  trackExposure,
}: {
  nodes: readonly PreparedNode[];
  trackExposure?: ContentTracking["trackExposure"];
}) {
  const tracking = useMemo(() => (trackExposure ? { trackExposure } : null), [trackExposure]);
  const list = <BlockList nodes={nodes} />;
  return tracking ? <ContentTrackingContext.Provider value={tracking}>{list}</ContentTrackingContext.Provider> : list;
}
