import type { ContentBlock, HeroSlide } from "@ironworks/contracts";
import { artworkPath } from "../artwork/paths.ts";
import type { CategoryIndex } from "../categories.ts";
import { isVisible, soldOn } from "../merch/select.ts";
import type { SeedCmsPage, SeedProduct } from "../types.ts";

const SITE_ORDER = ["USA", "CAN", "EUR", "AUS", "GBR", "APO"] as const;
const THREE_SLIDES = new Set(["USA", "EUR", "GBR"]);

const SLIDES: HeroSlide[] = [
  {
    title: "Built for the Garage",
    subtitle: "Racks, bars and plates made to outlast the house they live in.",
    image: artworkPath("banner", "rack", "built-for-the-garage", 1),
    imageAlt: "A power rack loaded with a barbell",
    cta: { label: "Shop Rigs & Racks", url: "/rogue-rigs-racks" },
  },
  {
    title: "New Gear Has Landed",
    subtitle: "Fresh tees, new lifters and the Heritage shoe.",
    image: artworkPath("banner", "tee", "new-gear-drop", 2),
    imageAlt: "An Ironworks t-shirt",
    cta: { label: "Shop New Gear", url: "/new-gear" },
  },
  {
    title: "The Gift Guide",
    subtitle: "Something for every lifter, at every budget.",
    image: artworkPath("banner", "giftcard", "gift-guide", 1),
    imageAlt: "An Ironworks gift card",
    cta: { label: "Find a Gift", url: "/gift-guide" },
  },
];

const ALT_FIRST_SLIDE: HeroSlide = {
  title: "Your Gym, Your Rules",
  subtitle: "Start with a rack. We will help with the rest.",
  image: artworkPath("banner", "rack", "your-gym-your-rules", 1),
  imageAlt: "A power rack",
  cta: { label: "Build Your Gym", url: "/equipment-packages/garage-gym-packages" },
};

const TILE_PATHS = [
  "weightlifting-bars-plates",
  "rogue-rigs-racks",
  "gear-apparel",
  "shoes",
  "strongman",
  "equipment-packages",
  "mobility-rehab",
  "lifting-straps-wraps",
];

function skusFor(products: SeedProduct[], site: string, filter: (p: SeedProduct) => boolean, count: number): string[] {
  return products
    .filter((p) => isVisible(p) && soldOn(p, site) && p.inventory.qoh > 0 && filter(p))
    .slice(0, count)
    .map((p) => p.sku);
}

function hero(slides: HeroSlide[]): ContentBlock {
  return { name: "HeroBanner", props: { slides } };
}

export function buildHomePages(products: SeedProduct[], categories: CategoryIndex): SeedCmsPage[] {
  const newGearId = categories.id("new-gear");
  const corePaths = ["weightlifting-bars-plates", "rogue-rigs-racks"].map((p) => categories.id(p));
  return SITE_ORDER.map((site, index) => {
    const slides = THREE_SLIDES.has(site) ? SLIDES : SLIDES.slice(0, 1);
    const altSlides = [ALT_FIRST_SLIDE, ...slides.slice(1)];
    const inCategory = (ids: number[]) => (p: SeedProduct) => p.categories.some((c) => ids.includes(c.categoryId));
    const blocks: ContentBlock[] = [
      {
        ...hero(slides),
        abTest: { name: "home-hero-copy", variants: [[hero(slides)], [hero(altSlides)]] },
        tracking: { name: "home-hero", index: 0, whenVisible: true },
      },
      {
        name: "PromoStrip",
        props: { text: "Buy any three items marked 3 Ships Free and shipping is on us.", url: "/3-ships-free" },
      },
      {
        name: "CategoryTiles",
        props: {
          title: "Shop by Category",
          tiles: TILE_PATHS.map((path) => {
            const category = categories.byId(categories.id(path));
            return { label: category?.name ?? path, url: `/${path}`, image: category?.image ?? "" };
          }),
        },
      },
      {
        name: "ProductCarousel",
        props: { title: "New Gear", skus: skusFor(products, site, inCategory([newGearId]), 10) },
        tracking: { name: "home-new-gear", index: 1, whenVisible: true },
      },
      { name: "HotDeals", props: { title: "Hot Deals", limit: 8 } },
      {
        name: "Section",
        props: { title: "Train at Home", layout: "columns" },
        slots: {
          main: [
            {
              name: "RichText",
              props: {
                html: '<p>Every package ships together and every item in it can be swapped. Start with a <a href="/equipment-packages/garage-gym-packages">garage gym package</a> or build your own from a <a href="/rogue-rigs-racks/power-racks">power rack</a> up.</p>',
              },
            },
            {
              name: "ProductCarousel",
              props: {
                title: "Best Sellers",
                skus: skusFor(products, site, (p) => p.type !== "configurable" && inCategory(corePaths)(p), 12),
              },
            },
          ],
        },
      },
      {
        name: "RichText",
        props: {
          html:
            "<h2>Welcome to Ironworks {{store.name}}</h2>" +
            "<p>Prices on this site are shown in {{store.currency}}. New to lifting? Start with our " +
            '<a href="/weightlifting-bars-plates/barbells">barbells</a> and ' +
            '<a href="/weightlifting-bars-plates/bumper-plates">bumper plates</a>, or read our ' +
            '<a href="/shipping-policy">shipping policy</a> before you order.</p>',
        },
      },
      {
        name: "PromoStrip",
        segments: ["Military"],
        props: {
          text: "Thank you for your service. Military pricing is applied to eligible gear at checkout.",
          url: "/account",
        },
      },
      {
        name: "RichText",
        segments: ["None"],
        props: {
          html: '<p>Create an account to save wishlists, track orders and get back-in-stock alerts. <a href="/login">Log in or sign up</a>.</p>',
        },
      },
    ];
    return {
      id: index + 1,
      identifier: "home",
      site,
      url: "/",
      title: "Ironworks | Strength and Fitness Equipment",
      metaDescription: "Barbells, plates, racks, apparel and conditioning equipment, built to last.",
      blocks,
      roguebuilder: null,
    };
  });
}
