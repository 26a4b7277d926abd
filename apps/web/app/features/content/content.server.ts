import type { CmsPage, ProductSummary } from "@ironworks/contracts";
import { type Locale, languageOf, type Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { readCookie, serializeCookie } from "../../lib/cookies.ts";
import { attachProducts, collectCarouselSkus, hasHotDeals, prepareBlocks } from "./prepare.ts";
import { richTextContext } from "./rich-text.ts";
import type { PreparedNode, Visitor } from "./types.ts";
import { isValidVisitorId, primarySegment, SEGMENT_COOKIE, VISITOR_ID_COOKIE } from "./visibility.ts";

const VISITOR_ID_MAX_AGE_DAYS = 365;

function cookie(header: string | null, name: string): string | undefined {
  try {
    return readCookie(header, name);
  } catch {
    return undefined; // malformed percent-encoding: treat as absent
  }
}

/**
 * The visitor of a request: primary segment from `seg` (a guest's choice, mirrored there from
 * local storage) or, for a signed-in customer, the customer's own (`customerSegments`, SPEC §6);
 * A/B id from `ab_vid`. With `issueVisitorId`, a missing or invalid id is created and returned as
 * a Set-Cookie value.
 */
export function readVisitor(
  request: Request,
  options: {
    issueVisitorId?: boolean;
    secure?: boolean;
    sku?: string | null;
    customerSegments?: readonly string[] | null;
  } = {},
): { visitor: Visitor; setCookie: string | null } {
  const header = request.headers.get("cookie");
  const segment = options.customerSegments
    ? primarySegment(options.customerSegments[0])
    : primarySegment(cookie(header, SEGMENT_COOKIE));
  const existing = cookie(header, VISITOR_ID_COOKIE);
  let visitorId = isValidVisitorId(existing) ? existing : null;
  let setCookie: string | null = null;
  if (!visitorId && options.issueVisitorId) {
    visitorId = crypto.randomUUID();
    const secure = options.secure ?? new URL(request.url).protocol === "https:";
    setCookie = serializeCookie(VISITOR_ID_COOKIE, visitorId, { maxAgeDays: VISITOR_ID_MAX_AGE_DAYS, secure });
  }
  return { visitor: { segment, sku: options.sku ?? null, visitorId }, setCookie };
}

/** SPEC §4/§8: a product list that fails to load is an empty list (logged), not a broken page. */
async function orEmpty(what: string, products: Promise<ProductSummary[]>): Promise<ProductSummary[]> {
  try {
    return await products;
  } catch (err) {
    console.warn(`content: ${what} unavailable`, String(err));
    return [];
  }
}

export interface ContentContext {
  services: Pick<Services, "catalog">;
  site: Site;
  locale: Locale;
  visitor: Visitor;
  /** The page's product (wire shape) for {{product.x}} placeholders. */
  product?: Record<string, unknown> | null;
  /** The render's record of A/B decisions (the load context's `assignment`, ADR 0064). */
  assignment?: { tests: Map<string, number> } | undefined;
}

/**
 * The block tree for one visitor: visibility and A/B applied, rich text rendered, every carousel's
 * products resolved in one catalog call, hot deals fetched only when a HotDeals block shows.
 */
export async function prepareContent(blocks: readonly unknown[], ctx: ContentContext): Promise<PreparedNode[]> {
  const nodes = prepareBlocks(blocks, {
    visitor: ctx.visitor,
    rich: richTextContext(ctx.locale, ctx.site, ctx.product),
    assigned: ctx.assignment && ((test, count) => ctx.assignment?.tests.set(test, count)),
  });
  const skus = collectCarouselSkus(nodes);
  const none: ProductSummary[] = [];
  const [bySku, hotDeals] = await Promise.all([
    skus.length
      ? orEmpty("carousel products", ctx.services.catalog.listProductsBySku(skus, ctx.site, languageOf(ctx.locale)))
      : none,
    hasHotDeals(nodes)
      ? orEmpty(
          "hot deals",
          ctx.services.catalog.getHotActive(ctx.site, languageOf(ctx.locale)).then((h) => h.products),
        )
      : none,
  ]);
  return attachProducts(nodes, { bySku, hotDeals });
}

/** Server helper for loaders that show a CMS page: pass the result to `<CmsPage content={…} />`. */
export async function prepareCmsPage(page: CmsPage, ctx: ContentContext): Promise<PreparedNode[]> {
  return prepareContent(page.blocks, ctx);
}
