import { INDEX_EMBED_SKU, INDEX_VIDEO_PATH, type StaffProductRow } from "@ironworks/contracts";
import { Node } from "@tiptap/react";
import { api, STAFF_API } from "../admin-api.ts";

/**
 * The Index editor's embeds (ADR 0055), as the server's sanitizer keeps them:
 * - a product card, `<div data-product-sku="SKU"></div>`, which the post page shows as the product's
 *   card in the shopper's store;
 * - a video, `<video src="/media/video/…" poster="/media/…" controls preload="none"></video>`, only
 *   the store's own clips.
 * Both are atoms of their own group, allowed only at the body's top level (the document below), so a
 * card never lands inside a list or a quote.
 */
export const EmbedDocument = Node.create({
  name: "doc",
  topNode: true,
  content: "(block | embed)+",
});

export const ProductCardEmbed = Node.create({
  name: "productCard",
  group: "embed",
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      sku: {
        default: "",
        parseHTML: (el) => (el.getAttribute("data-product-sku") ?? "").trim().toUpperCase(),
        renderHTML: (attrs) => ({ "data-product-sku": attrs.sku }),
      },
    };
  },
  parseHTML() {
    return [{ tag: "div[data-product-sku]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["div", HTMLAttributes];
  },
  // In the editor the empty div shows what it stands for; the HTML saved stays the bare div.
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("div");
      dom.className = "admin-rich-text__embed";
      dom.dataset.productSku = String(node.attrs.sku);
      dom.textContent = `Product card: ${node.attrs.sku}`;
      return { dom };
    };
  },
});

export const VideoEmbed = Node.create({
  name: "video",
  group: "embed",
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, poster: { default: null } };
  },
  parseHTML() {
    return [{ tag: "video[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["video", { ...HTMLAttributes, controls: "", preload: "none" }];
  },
});

export type Lookup = { ok: true; sku: string; name: string; listed: boolean } | { ok: false; message: string };

/** Whether a SKU names a product (GET /svc_staff/products?q=, the products list's search; catalog.read). */
export async function lookUpSku(typed: string): Promise<Lookup> {
  const sku = typed.trim().toUpperCase();
  if (!INDEX_EMBED_SKU.test(sku))
    return { ok: false, message: `“${typed.trim()}” is not a SKU (letters, digits, dots, dashes).` };
  const result = await api.get<{ products: StaffProductRow[] }>(
    `${STAFF_API}/products?q=${encodeURIComponent(sku)}&limit=50`,
  );
  if (!result.ok) return { ok: false, message: `Could not check the SKU: ${result.error.message}` };
  const found = result.data.products.find((p) => p.sku.toUpperCase() === sku);
  if (!found) return { ok: false, message: `No product has the SKU ${sku}. Nothing was inserted.` };
  return { ok: true, sku: found.sku.toUpperCase(), name: found.name, listed: found.status === "listed" };
}

/** A video the body may embed: one of the store's own clips (the featured video's rule). */
export function videoProblem(src: string): string | null {
  return INDEX_VIDEO_PATH.test(src)
    ? null
    : `Only the store's own videos can be embedded: a /media/video/ file ending in .mp4 or .webm (not “${src}”).`;
}
