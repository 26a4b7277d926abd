import type { IndexPostPage, StaffIndexPreviewLink } from "@ironworks/contracts";
import { createLinkSigner } from "../../platform/signed-token.ts";
import type { IndexService } from "./index-hub.service.ts";

/** How long a preview link opens the post (issue #19 item 4: signed, expiring). */
export const INDEX_PREVIEW_TTL_MS = 48 * 3600_000;

export type IndexPreview = { status: "ok"; page: IndexPostPage } | { status: "expired" | "invalid" | "missing" };

/**
 * Signed preview links for the Index editor: /theindex/preview/{id}?t={exp}.{sig}, where
 * sig = HMAC-SHA256(key, "index-preview:{id}:{exp}") with a key derived from the server secret and
 * exp in Unix seconds. Anyone holding the link sees the post as saved (a draft too) until it
 * expires; a changed id, expiry or signature opens nothing. The storefront page is noindex and
 * no-store (never in the page cache). The token is platform/signed-token.ts createLinkSigner's.
 */
export function createIndexPreviews(
  key: Buffer | string,
  index: Pick<IndexService, "draft">,
  options: { publicBaseUrl: string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const links = createLinkSigner(key, "index-preview", INDEX_PREVIEW_TTL_MS);
  return {
    link(id: number): StaffIndexPreviewLink {
      const { token, expiresAt } = links.issue(id, now());
      const path = `/theindex/preview/${id}?t=${token}`;
      return {
        path,
        url: `${options.publicBaseUrl.replace(/\/$/, "")}${path}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
    /** The post behind a link, or why it opens nothing. */
    async open(id: number, token: string, lang: string): Promise<IndexPreview> {
      const verdict = links.check(id, token, now());
      if (verdict !== "ok") return { status: verdict };
      const page = await index.draft(id, lang);
      return page ? { status: "ok", page } : { status: "missing" };
    },
  };
}

export type IndexPreviews = ReturnType<typeof createIndexPreviews>;
