import { renderArtwork } from "./artwork/render.ts";
import { CatalogBuilder } from "./catalog/builder.ts";
import { buildCategories } from "./categories.ts";
import { buildCmsBlocks } from "./cms/blocks.ts";
import { buildHomePages } from "./cms/home.ts";
import { buildContentPages } from "./cms/pages.ts";
import { SEED_REFERENCE_DATE } from "./dates.ts";
import { addApparel } from "./families/apparel.ts";
import { addBarbells } from "./families/barbells.ts";
import { addBenches } from "./families/benches.ts";
import { addConditioning } from "./families/conditioning.ts";
import { addDumbbells } from "./families/dumbbells.ts";
import { addGear, addLimited } from "./families/gear.ts";
import { addGiftcards } from "./families/giftcards.ts";
import { addMobility } from "./families/mobility.ts";
import { addPackages } from "./families/packages.ts";
import { addParts } from "./families/parts.ts";
import { addPlates } from "./families/plates.ts";
import { addPrograms } from "./families/programs.ts";
import { addRackAccessories } from "./families/rack-accessories.ts";
import { addRacks } from "./families/racks.ts";
import { addShoes } from "./families/shoes.ts";
import { addStraps } from "./families/straps.ts";
import { addStrongman } from "./families/strongman.ts";
import { buildHotDeals } from "./merch/deals.ts";
import { assignGiftGuide } from "./merch/gift-guide.ts";
import { applyInventoryStates } from "./merch/inventory.ts";
import { applyPricingRules } from "./merch/pricing.ts";
import { applyRegionLimits } from "./merch/regions.ts";
import { buildUrlRewrites } from "./rewrites.ts";
import { buildReviews } from "./reviews.ts";
import { categoryName, translateCategories } from "./i18n/categories.ts";
import { translateContent } from "./i18n/cms.ts";
import { translateProducts } from "./i18n/products.ts";
import type { SeedData } from "./types.ts";

export type * from "./types.ts";
export { popularProducts } from "./reviews.ts";
export { upcomingThrowdownYear } from "./dates.ts";
export { ART_FAMILIES, ART_KINDS, ART_SIZES, artworkPath, parseArtworkPath } from "./artwork/paths.ts";
export { renderArtwork, SEED_REFERENCE_DATE };
export { buildBrands, type SeedBrand } from "./brands/brands.ts";

/**
 * The whole demo store: catalog, merchandising, content and routes. Pure and deterministic —
 * every random choice comes from named seeded streams and every date from SEED_REFERENCE_DATE.
 */
export function generateSeed(): SeedData {
  const categoryIndex = buildCategories();
  const b = new CatalogBuilder(categoryIndex);
  addBarbells(b);
  addPlates(b);
  addDumbbells(b);
  addRacks(b);
  addBenches(b);
  addRackAccessories(b);
  addApparel(b);
  addGear(b);
  addLimited(b);
  addShoes(b);
  addConditioning(b);
  addStrongman(b);
  addMobility(b);
  addStraps(b);
  addParts(b);
  addGiftcards(b);
  addPrograms(b);
  addPackages(b);

  const products = b.products;
  applyRegionLimits(products, categoryIndex);
  assignGiftGuide(products, categoryIndex);
  applyPricingRules(products);
  applyInventoryStates(products);
  const hotDeals = buildHotDeals(products);

  const homePages = buildHomePages(products, categoryIndex);
  const cmsPages = [...homePages, ...buildContentPages(products, homePages.length + 1)];
  const cmsBlocks = buildCmsBlocks();
  // German, French, Spanish and Dutch copy for everything above (ADR 0038).
  translateCategories(categoryIndex.categories);
  translateProducts(products, categoryIndex);
  translateContent(cmsPages, cmsBlocks, (language) => {
    const names = new Map<string, string>();
    for (const c of categoryIndex.categories) {
      const local = categoryName(c.urlPath, language);
      if (local) names.set(c.name, local);
    }
    return names;
  });
  return {
    categories: categoryIndex.categories,
    products,
    hotDeals,
    urlRewrites: buildUrlRewrites(categoryIndex.categories, products, cmsPages),
    cmsPages,
    cmsBlocks,
    reviews: buildReviews(products),
  };
}
export { buildIndexHub, type SeedIndex, type SeedIndexPost, type SeedIndexPostText } from "./index-hub/index.ts";
