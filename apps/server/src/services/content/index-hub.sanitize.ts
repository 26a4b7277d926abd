import sanitizeHtml from "sanitize-html";

/**
 * The Index's rich text, cleaned on the server before it is stored (issue #19 item 4) with
 * sanitize-html (allow-list; ADR 0046): headings, paragraphs, lists, quotes, links, images and
 * figures, and video embeds from the store's own /media (a <video> element). Anything else —
 * scripts, frames, styles, event handlers, javascript: URLs — is dropped. The contract already
 * refuses obvious script with a 400 so an author sees why; this is the guarantee.
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
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    video: ["src", "poster", "controls", "width", "height", "preload"],
    figure: ["data-sku"],
  },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"], video: ["https"] },
  allowProtocolRelative: false,
  // Site-relative links and /media images are the common case.
  allowedSchemesAppliedToAttributes: ["href", "src", "poster"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
    video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: "", preload: "none" } }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "img" || frame.tag === "video") && !/^(\/media\/|https:\/\/)/.test(frame.attribs.src ?? ""),
};

export function sanitizeIndexHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
