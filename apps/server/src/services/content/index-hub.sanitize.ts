import { INDEX_EMBED_SKU, INDEX_MEDIA_PATH, INDEX_VIDEO_PATH } from "@ironworks/contracts";
import sanitizeHtml from "sanitize-html";

/**
 * The Index's rich text, cleaned on the server before it is stored (issue #19 item 4) with
 * sanitize-html (allow-list; ADR 0046): headings, paragraphs, lists, quotes, links, images and
 * figures, and the two embeds of ADR 0055:
 * - a product card, `<div data-product-sku="SKU"></div>` (the SKU upper-cased; any other div, or
 *   a div with any other attribute, loses its tag and keeps its text);
 * - a video, `<video src="/media/video/x.webm|mp4" poster="/media/…" controls preload="none">`:
 *   only the store's own clips (any other src drops the element), a poster only from /media.
 * Anything else — scripts, frames, styles, event handlers, javascript: URLs — is dropped. The
 * contract already refuses obvious script and outside videos with a 400 so an author sees why;
 * this is the guarantee.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "video",
    "hr",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    video: ["src", "poster", "controls", "preload"],
    div: ["data-product-sku"],
  },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"], video: [] },
  allowProtocolRelative: false,
  // Site-relative links and /media images are the common case.
  allowedSchemesAppliedToAttributes: ["href", "src", "poster"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
    video: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? "",
        ...(attribs.poster && INDEX_MEDIA_PATH.test(attribs.poster) ? { poster: attribs.poster } : {}),
        controls: "",
        preload: "none",
      },
    }),
    // Only a product card keeps its div; any other loses the tag (a name no list allows), not its text.
    div: (_tagName, attribs): sanitizeHtml.Tag => {
      const sku = (attribs["data-product-sku"] ?? "").trim().toUpperCase();
      return INDEX_EMBED_SKU.test(sku)
        ? { tagName: "div", attribs: { "data-product-sku": sku } }
        : { tagName: "x-dropped", attribs: {} };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !/^(\/media\/|https:\/\/)/.test(frame.attribs.src ?? "")) ||
    (frame.tag === "video" && !INDEX_VIDEO_PATH.test(frame.attribs.src ?? "")) ||
    // A card is empty: one holding words or tags is not the editor's and goes.
    (frame.tag === "div" &&
      Boolean(frame.attribs["data-product-sku"]) &&
      (frame.text.trim() !== "" || frame.mediaChildren.length > 0)),
};

export function sanitizeIndexHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
