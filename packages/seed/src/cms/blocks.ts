import type { SeedData } from "../types.ts";

type CmsBlock = SeedData["cmsBlocks"][number];

/** Shared HTML fragments; the storefront fetches them by name (SPEC §7 /cms/block/{name}). */
export function buildCmsBlocks(): CmsBlock[] {
  return [
    {
      name: "footer-links",
      site: "*",
      active: true,
      content:
        '<ul class="footer-links"><li><a href="/about-us">About Us</a></li><li><a href="/shipping-policy">Shipping</a></li>' +
        '<li><a href="/warranty">Warranty</a></li><li><a href="/rmaprocess">Returns</a></li><li><a href="/deals">Deals</a></li></ul>',
    },
    {
      name: "free-shipping-banner",
      site: "*",
      active: true,
      content: '<p>Buy any three <a href="/3-ships-free">3 Ships Free</a> items and shipping is on us.</p>',
    },
    {
      name: "free-shipping-banner",
      site: "EUR",
      active: true,
      content: "<p>Free delivery across the EU on orders over €150, shipped from our European warehouse.</p>",
    },
    {
      name: "cookie-notice",
      site: "*",
      active: true,
      content:
        "<p>We use cookies to keep you signed in, remember your cart and measure how the store is used. " +
        "You can change your choices at any time under Cookie Settings.</p>",
    },
    {
      name: "holiday-closure",
      site: "*",
      active: false,
      content: "<p>Our warehouse is closed for the holidays. Orders placed now ship when we reopen.</p>",
    },
  ];
}
