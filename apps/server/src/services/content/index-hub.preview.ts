import { createHmac, timingSafeEqual } from "node:crypto";
import type { IndexPostPage, StaffIndexPreviewLink } from "@ironworks/contracts";
import type { IndexService } from "./index-hub.service.ts";

/** How long a preview link opens the post (issue #19 item 4: signed, expiring). */
export const INDEX_PREVIEW_TTL_MS = 48 * 3600_000;

export type IndexPreview = { status: "ok"; page: IndexPostPage } | { status: "expired" | "invalid" | "missing" };

/**
 * Signed preview links for the Index editor: /theindex/preview/{id}?t={exp}.{sig}, where
 * sig = HMAC-SHA256(key, "index-preview:{id}:{exp}") with a key derived from the server secret and
 * exp in Unix seconds. Anyone holding the link sees the post as saved (a draft too) until it
 * expires; a changed id, expiry or signature opens nothing. The storefront page is noindex and
 * no-store (never in the page cache).
 */
export function createIndexPreviews(
  key: Buffer | string,
  index: Pick<IndexService, "draft">,
  options: { publicBaseUrl: string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const sign = (id: number, exp: number) =>
    createHmac("sha256", key).update(`index-preview:${id}:${exp}`).digest("base64url");
  const check = (id: number, token: string): "ok" | "expired" | "invalid" => {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return "invalid";
    const exp = Number(match[1]);
    const given = Buffer.from(match[2] as string);
    const wanted = Buffer.from(sign(id, exp));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return "invalid";
    return exp * 1000 < now().getTime() ? "expired" : "ok";
  };
  return {
    link(id: number): StaffIndexPreviewLink {
      const exp = Math.floor((now().getTime() + INDEX_PREVIEW_TTL_MS) / 1000);
      const path = `/theindex/preview/${id}?t=${exp}.${sign(id, exp)}`;
      return {
        path,
        url: `${options.publicBaseUrl.replace(/\/$/, "")}${path}`,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
    /** The post behind a link, or why it opens nothing. */
    async open(id: number, token: string, lang: string): Promise<IndexPreview> {
      const verdict = check(id, token);
      if (verdict !== "ok") return { status: verdict };
      const page = await index.draft(id, lang);
      return page ? { status: "ok", page } : { status: "missing" };
    },
  };
}

export type IndexPreviews = ReturnType<typeof createIndexPreviews>;
