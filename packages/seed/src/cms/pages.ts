import type { ContentBlock } from "@ironworks/contracts";
import type { SeedCmsPage, SeedProduct } from "../types.ts";

const rich = (html: string): ContentBlock => ({ name: "RichText", props: { html } });

interface PageDef {
  identifier: string;
  url: string;
  title: string;
  meta: string;
  blocks: ContentBlock[];
}

const PAGES: PageDef[] = [
  {
    identifier: "about-us",
    url: "/about-us",
    title: "About Ironworks",
    meta: "How a two-person welding shop became a strength equipment maker.",
    blocks: [
      rich(
        "<h1>About Ironworks</h1><p>Ironworks started in a rented garage with one welder, a drill press and a list of things we wanted in our own gym and could not buy. The first rack we sold went to a neighbour. The second went to his training partner.</p>" +
          "<p>We still design, cut, weld and powder-coat most of what we sell in our own shop, and we still test it the only way that counts: by training on it. When we partner with another maker, such as Halvard Steel for competition bars or Stonemark for strongman implements, we hold them to the same standard.</p>",
      ),
      rich(
        '<h2>What we believe</h2><p>Good equipment should last longer than the mortgage on the garage it lives in. It should be fixable, which is why we keep <a href="/replacement-parts">replacement parts</a> for products we stopped making years ago. And it should be sold honestly, with real lead times and real prices in {{store.currency}}.</p>',
      ),
    ],
  },
  {
    identifier: "shipping-policy",
    url: "/shipping-policy",
    title: "Shipping Policy",
    meta: "How and when Ironworks orders ship.",
    blocks: [
      rich(
        "<h1>Shipping Policy</h1><p>Most small items leave our warehouse within two business days. Racks, rigs and other freight items ship from our fabrication shop and are delivered by a freight carrier, who will call to book a delivery window.</p>" +
          '<p>Items marked <a href="/3-ships-free">3 Ships Free</a> ship free in the contiguous United States when you buy three or more. Freight, heavy-direct and drop-shipped items cannot be collected from our warehouse.</p>',
      ),
      rich(
        "<h2>Backorders and lead times</h2><p>If an item is on backorder we show the expected lead time on the product page before you buy. Orders with several items ship as each item becomes available unless you choose to ship everything together at checkout.</p>",
      ),
    ],
  },
  {
    identifier: "warranty",
    url: "/warranty",
    title: "Warranty",
    meta: "What the Ironworks warranty covers.",
    blocks: [
      rich(
        "<h1>Warranty</h1><p>Steel frames, barbell shafts and cast iron carry a lifetime warranty against defects in materials and workmanship for the original purchaser. Rubber, upholstery and moving parts are covered for two years. Apparel is covered for 90 days.</p>" +
          "<p>The warranty does not cover normal wear, rust caused by storage in a damp space, or damage from dropping an empty bar. To make a claim, email us your order number and a photo of the problem; in most cases we ship a replacement part the same week.</p>",
      ),
    ],
  },
  {
    identifier: "mps-review",
    url: "/mps-review",
    title: "Manufacturing & Product Standards Review",
    meta: "How we review every product before it goes on sale.",
    blocks: [
      rich(
        "<h1>Manufacturing &amp; Product Standards Review</h1><p>Every new product goes through an MPS review before it is listed. A team from engineering, quality and customer service loads it, drops it, assembles it from the box with only the printed instructions, and trains on it for at least four weeks.</p>" +
          '<p>The review checks weld quality, hole alignment, finish thickness, packaging and the accuracy of every claim on the product page. Products that fail go back to the shop. You can read the standards for <a href="/weightlifting-bars-plates/barbells">barbells</a> and <a href="/rogue-rigs-racks">racks</a> below.</p>',
      ),
      rich(
        "<h2>What we measure</h2><ul><li>Barbells: shaft straightness after a 1,000 lb static load, sleeve spin and knurl depth.</li><li>Plates: weight tolerance, diameter and bounce height.</li><li>Racks: upright squareness and hole spacing across the full height.</li></ul>",
      ),
    ],
  },
];

/**
 * Non-home pages (site "*"). "product-extras" has no url: product pages load it and show each
 * block whose `skus` list holds the product's sku.
 */
export function buildContentPages(products: SeedProduct[], firstId: number): SeedCmsPage[] {
  const barSkus = products
    .filter((p) => p.visibility === 4 && p.categories.length > 0 && p.thumbnail?.includes("/barbell/"))
    .slice(0, 6)
    .map((p) => p.sku);
  const pages: SeedCmsPage[] = PAGES.map((def, i) => ({
    id: firstId + i,
    identifier: def.identifier,
    site: "*",
    url: def.url,
    title: def.title,
    metaDescription: def.meta,
    blocks: def.blocks,
    roguebuilder: null,
  }));
  pages.push({
    id: firstId + PAGES.length,
    identifier: "product-extras",
    site: "*",
    url: "",
    title: "Product page extras",
    metaDescription: null,
    blocks: [
      {
        name: "RichText",
        skus: barSkus,
        props: {
          html: '<h3>Bar care</h3><p>Brush the knurl after each session and wipe the sleeves with a light oil once a month. See our <a href="/warranty">warranty</a> for what is covered.</p>',
        },
      },
      {
        name: "PromoStrip",
        skus: ["HW1012"],
        props: {
          text: "Exclusive to Invitational premium ticket holders. Limit one per account.",
          url: "/invitational",
        },
      },
    ],
    roguebuilder: null,
  });
  return pages;
}
