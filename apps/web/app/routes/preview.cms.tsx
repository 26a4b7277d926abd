import type { CmsPage as CmsPageData, ContentBlock } from "@ironworks/contracts";
import { CMS_PREVIEW_MESSAGE, CMS_PREVIEW_READY } from "@ironworks/contracts/blocks";
import { useEffect, useState } from "react";
import { data } from "react-router";
import { CmsPage } from "../features/content/CmsPage.tsx";
import type { RouteHandle } from "../lib/seo.ts";

/** Never indexed (root.tsx writes the robots tag; the header says it too). */
export const handle: RouteHandle = { noindex: true };

/** Nothing of a draft is on the server: the page is the same empty frame for everyone. */
export function loader() {
  return data(null, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } });
}

/** "private, no-store": no shared cache, nor the guest page cache (web.ts), keeps a preview. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

const EMPTY: CmsPageData = {
  id: 0,
  identifier: "preview",
  url: "",
  title: "",
  metaDescription: null,
  blocks: [],
  roguebuilder: null,
};

/**
 * The back office's live preview of a CMS page (routes/admin.cms-page.tsx frames it under the
 * language's prefix, /fr/preview/cms): the draft arrives by postMessage from this origin's parent
 * window only, and renders with the storefront's own CmsPage and blocks. Nothing is read or saved.
 */
export default function CmsPreview() {
  const [page, setPage] = useState<CmsPageData>(EMPTY);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== window.parent) return;
      const draft = e.data as { type?: unknown; title?: unknown; blocks?: unknown } | null;
      // The console validated the blocks with the contracts' schema; the frame checks the shape (no zod here).
      if (draft?.type !== CMS_PREVIEW_MESSAGE || typeof draft.title !== "string" || !Array.isArray(draft.blocks))
        return;
      setPage({ ...EMPTY, title: draft.title, blocks: draft.blocks as ContentBlock[] });
    };
    window.addEventListener("message", onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: CMS_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return <CmsPage page={page} />;
}
