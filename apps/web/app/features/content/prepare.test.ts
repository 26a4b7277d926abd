import type { ContentBlock, ProductSummary } from "@ironworks/contracts";
import { LOCALES, type Locale, SITES } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import {
  attachProducts,
  collectCarouselSkus,
  dropRepeatedTitle,
  hasHotDeals,
  markHeroHeading,
  prepareBlocks,
  type PrepareContext,
} from "./prepare.ts";
import { richTextContext } from "./rich-text.ts";
import type { PreparedNode, Visitor } from "./types.ts";
import { chooseVariant } from "./visibility.ts";

const de = LOCALES.find((l) => l.prefix === "/de") as Locale;
const ctx = (visitor: Partial<Visitor> = {}): PrepareContext => ({
  visitor: { segment: "None", sku: null, visitorId: null, ...visitor },
  rich: richTextContext(de, SITES.EUR),
});

const hero: ContentBlock = {
  name: "HeroBanner",
  props: { slides: [{ title: "Bars", image: "/media/banner/barbell/ohio-1.svg", imageAlt: "A barbell" }] },
};
const rich = (html: string, extra: Partial<ContentBlock> = {}): ContentBlock => ({
  name: "RichText",
  props: { html },
  ...extra,
});
const carousel = (skus: string[]): ContentBlock => ({ name: "ProductCarousel", props: { title: "Bars", skus } });

const names = (nodes: PreparedNode[]): string[] =>
  nodes.flatMap((n) =>
    n.kind === "ab" ? [`ab:${n.test}:${n.variant}`, ...names(n.blocks)] : [n.name, ...names(n.children ?? [])],
  );

const summary = (sku: string): ProductSummary => ({
  productId: sku.length * 1000 + sku.charCodeAt(sku.length - 1),
  sku,
  name: sku,
  type: "simple",
  url: `/${sku.toLowerCase()}`,
  thumbnail: null,
  price: 10,
  special_price: null,
  promoPrice: null,
  promo: null,
  stockStatus: "in_stock",
  manufacturer: null,
  subscription_interval: null,
});

describe("prepareBlocks", () => {
  it("keeps the vocabulary, drops unknown names and invalid props", () => {
    const nodes = prepareBlocks(
      [
        hero,
        { name: "Marquee", props: { text: "old" } },
        { name: "HeroBanner", props: { slides: [{ title: "no image" }] } },
        { name: "RichText", props: {} },
        "not a block",
        null,
        rich("<p>ok</p>"),
      ],
      ctx(),
    );
    expect(names(nodes)).toEqual(["HeroBanner", "RichText"]);
  });

  it.each([
    ["default visitor", {}, ["RichText:all", "RichText:none"]],
    ["military visitor", { segment: "Military" }, ["RichText:all", "RichText:mil"]],
    ["product page BAR-1", { sku: "eu-bar-1" }, ["RichText:all", "RichText:none", "RichText:bar"]],
  ])("applies visibility for %s", (_name, visitor, expected) => {
    const blocks = [
      rich("all"),
      rich("none", { segments: ["None"] }),
      rich("mil", { segments: ["Military"] }),
      rich("bar", { skus: ["BAR-1"] }),
    ];
    const nodes = prepareBlocks(blocks, ctx(visitor));
    expect(nodes.map((n) => (n.kind === "block" && n.name === "RichText" ? `RichText:${n.props.html}` : "?"))).toEqual(
      expected,
    );
  });

  it("filters inside section slots and drops sections left empty", () => {
    const nodes = prepareBlocks(
      [
        {
          name: "Section",
          props: { title: "For you", layout: "columns" },
          slots: { main: [rich("a", { segments: ["Coach"] }), rich("b")] },
        },
        { name: "Section", props: { title: "Coaches" }, slots: { main: [rich("c", { segments: ["Coach"] })] } },
        { name: "Section", props: {}, slots: { aside: [rich("d")] } },
      ],
      ctx(),
    );
    expect(names(nodes)).toEqual(["Section", "RichText"]);
    const section = nodes[0];
    expect(section?.kind === "block" && section.name === "Section" && section.props).toEqual({
      title: "For you",
      layout: "columns",
    });
  });

  it("a hidden section hides its children", () => {
    const nodes = prepareBlocks([{ name: "Section", segments: ["Athlete"], slots: { main: [rich("x")] } }], ctx());
    expect(nodes).toEqual([]);
  });

  it("renders one A/B variant, chosen from the visitor id and test name", () => {
    const test: ContentBlock = {
      name: "RichText",
      abTest: { name: "home-copy", variants: [[rich("A")], [rich("B")], [rich("C"), rich("C2")]] },
      tracking: { name: "home-copy", index: 2, whenVisible: true },
      class: "promo",
    };
    for (const visitorId of ["visitor-aaaa", "visitor-bbbb", "visitor-cccc", "visitor-dddd"]) {
      const [node] = prepareBlocks([test], ctx({ visitorId }));
      const expected = chooseVariant("home-copy", visitorId, 3);
      expect(node).toMatchObject({ kind: "ab", test: "home-copy", variant: expected, className: "promo" });
      expect(node?.tracking).toEqual({ name: "home-copy", index: 2, whenVisible: true });
      const html =
        node?.kind === "ab"
          ? node.blocks.map((b) => (b.kind === "block" && b.name === "RichText" ? b.props.html : ""))
          : [];
      expect(html).toEqual([["A"], ["B"], ["C", "C2"]][expected]);
    }
  });

  it("A/B without a visitor id is variant 0; the test block's own rules still apply", () => {
    const test: ContentBlock = { name: "x", abTest: { name: "t", variants: [[rich("A")], [rich("B")]] } };
    expect(prepareBlocks([test], ctx())[0]).toMatchObject({ kind: "ab", variant: 0 });
    expect(prepareBlocks([{ ...test, segments: ["Coach"] }], ctx({ visitorId: "visitor-aaaa" }))).toEqual([]);
  });

  it("filters inside the chosen variant", () => {
    const test: ContentBlock = {
      name: "x",
      abTest: { name: "t", variants: [[rich("A", { segments: ["Coach"] }), rich("A2")]] },
    };
    expect(names(prepareBlocks([test], ctx()))).toEqual(["ab:t:0", "RichText"]);
  });

  it("renders rich text localized and sanitized, PromoStrip with a url loses inner links", () => {
    const nodes = prepareBlocks(
      [
        rich('<a href="/about-us">About Ironworks {{store.name}}</a><script>x</script>'),
        { name: "PromoStrip", props: { text: 'Free <a href="/x">shipping</a>', url: "/3-ships-free" } },
        { name: "PromoStrip", props: { text: 'See <a href="/deals">deals</a>' } },
      ],
      ctx(),
    );
    expect(nodes.map((n) => n.kind === "block" && n.props)).toEqual([
      { html: '<a href="/de/about-us">About Ironworks Europe</a>' },
      { html: "Free shipping", url: "/3-ships-free" },
      { html: 'See <a href="/de/deals">deals</a>' },
    ]);
  });

  it("copies class, styles and tracking; sanitizes styles", () => {
    const [node] = prepareBlocks(
      [
        rich("x", {
          class: " wide ",
          styles: { "background-color": "#000", "--gap": "4px", "bad key": "x" },
          tracking: { name: "t" },
        }),
      ],
      ctx(),
    );
    expect(node).toMatchObject({
      className: "wide",
      styles: { backgroundColor: "#000", "--gap": "4px" },
      tracking: { name: "t" },
    });
  });

  it("normalizes hot deals limits", () => {
    const limits = [{}, { limit: 3 }, { limit: 0 }, { limit: 500 }, { limit: "4" }].map((p) => {
      const [node] = prepareBlocks([{ name: "HotDeals", props: { title: "Deals", ...p } }], ctx());
      return node?.kind === "block" && node.name === "HotDeals" ? node.props.limit : null;
    });
    expect(limits).toEqual([8, 3, 1, 24, 8]);
  });

  it("uses stable path keys", () => {
    const nodes = prepareBlocks(
      [rich("a", { segments: ["Coach"] }), { name: "Section", slots: { main: [rich("b")] } }],
      ctx(),
    );
    expect(nodes[0]?.key).toBe("1");
    expect(nodes[0]?.kind === "block" && nodes[0].children?.[0]?.key).toBe("1.main.0");
  });
});

describe("products", () => {
  const blocks: ContentBlock[] = [
    carousel(["bar-1", "BAR-2", "NOPE"]),
    {
      name: "Section",
      slots: { main: [carousel(["BAR-2", "PLATE-1"]), { name: "HotDeals", props: { title: "Hot", limit: 2 } }] },
    },
    { name: "x", abTest: { name: "t", variants: [[carousel(["RACK-1"])]] } },
    carousel(["GONE-1"]),
  ];

  it("collects every carousel sku once, upper-case, for one catalog call", () => {
    const nodes = prepareBlocks(blocks, ctx());
    expect(collectCarouselSkus(nodes)).toEqual(["BAR-1", "BAR-2", "NOPE", "PLATE-1", "RACK-1", "GONE-1"]);
    expect(hasHotDeals(nodes)).toBe(true);
    expect(hasHotDeals(prepareBlocks([carousel(["A"])], ctx()))).toBe(false);
  });

  it("attaches products in sku order, matching store-prefixed skus, and drops empty product blocks", () => {
    const nodes = prepareBlocks(blocks, ctx());
    const found = ["EU-BAR-2", "EU-BAR-1", "EU-PLATE-1", "EU-RACK-1"].map(summary);
    const hot = ["EU-D1", "EU-D2", "EU-D3"].map(summary);
    const filled = attachProducts(nodes, { bySku: found, hotDeals: hot });
    const skusOf = (n: PreparedNode | undefined) =>
      n?.kind === "block" && (n.name === "ProductCarousel" || n.name === "HotDeals")
        ? n.props.products.map((p) => p.sku)
        : null;
    expect(filled).toHaveLength(3);
    expect(skusOf(filled[0])).toEqual(["EU-BAR-1", "EU-BAR-2"]);
    const section = filled[1];
    const children = section?.kind === "block" ? (section.children ?? []) : [];
    expect(children.map(skusOf)).toEqual([
      ["EU-BAR-2", "EU-PLATE-1"],
      ["EU-D1", "EU-D2"],
    ]);
    const ab = filled[2];
    expect(ab?.kind === "ab" && ab.blocks.map(skusOf)).toEqual([["EU-RACK-1"]]);
  });

  it("removes sections whose product blocks all came back empty", () => {
    const nodes = prepareBlocks([{ name: "Section", slots: { main: [carousel(["A"])] } }], ctx());
    expect(attachProducts(nodes, { bySku: [], hotDeals: [] })).toEqual([]);
  });
});

describe("product cards (an Index post's embed, ADR 0055)", () => {
  const card = (sku: string): ContentBlock => ({ name: "ProductCard", props: { sku } });

  it("resolves each card with the carousels' skus and drops a card whose SKU does not sell in the store", () => {
    const nodes = prepareBlocks(
      [rich("<p>a</p>"), card("rk-1"), card("bad sku"), card("GONE-1"), carousel(["RK-1"])],
      ctx(),
    );
    expect(names(nodes)).toEqual(["RichText", "ProductCard", "ProductCard", "ProductCarousel"]);
    expect(collectCarouselSkus(nodes)).toEqual(["RK-1", "GONE-1"]);
    const filled = attachProducts(nodes, { bySku: [summary("EU-RK-1")], hotDeals: [] });
    expect(names(filled)).toEqual(["RichText", "ProductCard", "ProductCarousel"]);
    const first = filled[1];
    expect(first?.kind === "block" && first.name === "ProductCard" && first.props.product?.sku).toBe("EU-RK-1");
  });
});

describe("markHeroHeading", () => {
  it.each([
    ["hero first", [hero, rich("x")], true],
    ["hero inside a leading A/B test", [{ name: "x", abTest: { name: "t", variants: [[hero]] } }], true],
    ["promo before the hero", [{ name: "PromoStrip", props: { text: "Sale" } }, hero], false],
    ["no hero", [rich("x")], false],
    ["empty page", [], false],
  ] as [string, ContentBlock[], boolean][])("%s → %s", (_name, blocks, expected) => {
    const nodes = prepareBlocks(blocks, ctx());
    expect(markHeroHeading(nodes)).toBe(expected);
    const first =
      nodes.find((n) => n.kind === "block" && n.name === "HeroBanner") ??
      (nodes[0]?.kind === "ab" ? nodes[0].blocks[0] : undefined);
    if (expected) expect(first?.kind === "block" && first.name === "HeroBanner" && first.props.firstSlideH1).toBe(true);
  });
});

describe("dropRepeatedTitle", () => {
  const htmlOf = (nodes: PreparedNode[]) =>
    nodes.map((n) => (n.kind === "block" && n.name === "RichText" ? n.props.html : n.kind));
  it.each([
    [
      "leading h1 repeating the title is removed",
      ["<h1>About Ironworks</h1><p>x</p>"],
      "About Ironworks",
      ["<p>x</p>"],
    ],
    [
      "entities and case are ignored",
      ["<h1>Manufacturing &amp; Standards</h1><p>x</p>"],
      "manufacturing & standards",
      ["<p>x</p>"],
    ],
    ["a block left empty is removed", ["<h1>Warranty</h1>", "<p>y</p>"], "Warranty", ["<p>y</p>"]],
    [
      "a different heading stays (as h2)",
      ["<h1>What we believe</h1>"],
      "About Ironworks",
      ["<h2>What we believe</h2>"],
    ],
    ["only a leading heading counts", ["<p>a</p><h1>Warranty</h1>"], "Warranty", ["<p>a</p><h2>Warranty</h2>"]],
    ["only the first block counts", ["<p>a</p>", "<h2>Warranty</h2>"], "Warranty", ["<p>a</p>", "<h2>Warranty</h2>"]],
  ])("%s", (_name, htmls, title, expected) => {
    const nodes = prepareBlocks(
      htmls.map((h) => rich(h)),
      ctx(),
    );
    expect(htmlOf(dropRepeatedTitle(nodes, title))).toEqual(expected);
  });
});
