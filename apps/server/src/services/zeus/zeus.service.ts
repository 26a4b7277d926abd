import { randomBytes, randomUUID } from "node:crypto";
import {
  type BuyRequest,
  ERRORS,
  type Quote,
  type QuoteRequestInput,
  type QuoteState,
  type StaffQuoteOffer,
  type StaffQuoteQuery,
  type ZeusClaimRequest,
  type ZeusClaimResult,
  type ZeusPartWire,
  type ZeusPlanInput,
  type ZeusPriced,
  type ZeusProject,
  type ZeusProjectSave,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import type { AuditingActor } from "../../platform/audit.ts";
import {
  billOfMaterials,
  checkPlan,
  dimensionsFromText,
  fromMinor,
  type HonouredQuote,
  type Locale,
  localeOfSite,
  type Site,
  toMinor,
  type ZeusKind,
  type ZeusPart,
} from "@ironworks/domain";
import type { Cache } from "../../platform/cache.ts";
import { httpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { ListOwner, ListsService } from "../lists/index.ts";
import type { MailMessage } from "../../platform/mail.ts";
import type { PricingService } from "../pricing/index.ts";
import { createCatalogEdition } from "./zeus.catalog.ts";
import { quotedMail } from "./zeus.mail.ts";
import type { ProjectRow, QuoteMessageRow, QuoteRow, ZeusRepository } from "./zeus.repository.ts";
import { pricedIdOf, type QuoteLineRow } from "./zeus.schema.ts";

/** The builder's parts are the catalog's rack-attachment group (frames and attachments) and rack storage. */
const COMPAT_GROUP = "rack-attachments";
/** Parts and their prices per site and customer group: prices follow the catalog within a minute. */
const PARTS_TTL_MS = 60_000;

/** Who is asking: the signed-in customer (projects and quotes are theirs only). */
export interface Shopper {
  customerId: number;
  email: string;
  groupId: number;
}

/** A staff member acting on a quote; every change is audited in the change's transaction. */
export type QuoteActor = AuditingActor;

/**
 * The quote states and the moves between them (issue #22 item 5): accepted → converted when its
 * lines go into the cart; accepted or converted → ordered when an order from it is placed (checkout,
 * in the order transaction; back to what it was when that order is released unpaid). The shopper
 * may withdraw until the quote is ordered; quoted, accepted and converted quotes past their expiry
 * are written expired by the store (the `quote-expiry` job, audited as system:quote-expiry).
 */
const MOVES: Record<QuoteState, readonly QuoteState[]> = {
  requested: ["in_review", "quoted", "declined", "withdrawn"],
  in_review: ["quoted", "declined", "withdrawn"],
  quoted: ["quoted", "accepted", "declined", "expired", "withdrawn"],
  accepted: ["converted", "ordered", "expired", "withdrawn"],
  converted: ["ordered", "expired", "withdrawn"],
  ordered: [],
  declined: [],
  expired: [],
  withdrawn: [],
};
export const canMoveQuote = (from: QuoteState, to: QuoteState) => MOVES[from].includes(to);

/** The states whose quoted prices, discount and freight a cart is charged (until the expiry). */
const HONOURED: readonly QuoteState[] = ["accepted", "converted"];

/** An audit entry written by the store itself (checkout moving a quote to ordered). */
export type SystemAudit = (
  tx: Db,
  entry: {
    /** Who the trail names (the store's own process); system:checkout unless told. */
    by?: string;
    action: string;
    targetId: string;
    changes: Record<string, { before: unknown; after: unknown }>;
    detail?: Record<string, unknown>;
  },
) => Promise<void>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function kindOf(accessoryType: string | null | undefined): ZeusKind {
  if (accessoryType === "rack") return "rack";
  if (accessoryType === "rig") return "rig";
  return accessoryType ? "attachment" : "storage";
}

export function createZeusService(deps: {
  repo: ZeusRepository;
  catalog: CatalogService;
  pricing: PricingService;
  cache: Cache;
  /** The cart a whole build goes into (buy the build, issue #22 item 4). */
  lists?: ListsService;
  /** The audit trail for the store's own moves (a quote ordered or given back by checkout). */
  audit?: SystemAudit;
  /** The quote's mail to the shopper, a job in the offer's transaction (issue #18's mail queue). */
  mail?: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  /** The store's address for the mail's link. */
  publicBaseUrl?: string;
  now?: () => Date;
}) {
  const { repo, catalog, pricing, cache } = deps;
  const now = deps.now ?? (() => new Date());
  const editions = createCatalogEdition({ catalog, cache, now });

  /**
   * The prices of a customer's accepted custom quotes, for the pricing engine: a quote's lines
   * at the quoted unit prices, for that customer only, until the quote expires (issue #22 item 5).
   */
  async function quotedPrices(customerId: number, ids: readonly string[], site: Site) {
    const out = new Map<string, { prices: ReadonlyMap<number, number>; quote: HonouredQuote }>();
    if (site.code !== "USA") return out;
    for (const q of await repo.quotesOf(customerId, ids)) {
      if (!HONOURED.includes(q.state as QuoteState) || q.currency !== site.currency) continue;
      if (!q.expiresAt || q.expiresAt.getTime() <= now().getTime()) continue;
      out.set(q.id, {
        // Per priced product id: a configurable's variants each at their own quoted price.
        prices: new Map(q.lines.map((l) => [pricedIdOf(l), l.quotedUnitMinor ?? l.unitMinor])),
        quote: {
          id: q.id,
          lines: q.lines.map((l) => ({ productId: pricedIdOf(l), qty: l.qty })),
          discountMinor: q.discountMinor ?? 0,
          freightMinor: q.freightMinor ?? 0,
        },
      });
    }
    return out;
  }
  pricing.honourQuotes(quotedPrices);

  /** Outside the USA the builder and its quotes do not exist (SPEC §2). */
  function open(site: Site) {
    if (site.code !== "USA") throw httpError(ERRORS.zeusClosed);
  }

  async function loadParts(site: Site, groupId: number): Promise<ZeusPart[]> {
    const group = await catalog.checkCompatibility("", COMPAT_GROUP, site);
    const ids = group.incompatible.map((p) => p.productId);
    const products = await Promise.all(ids.map((id) => catalog.getProduct(id, site)));
    // Storage from the attachments' own category: its products without an accessory type.
    const categoryId = products.find((p) => kindOf(p.attributes.accessory_type) === "attachment")?.categories[0]?.id;
    const storage = categoryId ? (await catalog.getCategory(categoryId, site, 1, 100)).products : [];
    const storageProducts = await Promise.all(
      storage.filter((s) => !ids.includes(s.productId)).map((s) => catalog.getProduct(s.productId, site)),
    );
    const all = [...products, ...storageProducts.filter((p) => !p.attributes.accessory_type)];
    if (all.length === 0) return [];
    const priced = await pricing.priceItems(
      { items: all.map((p) => ({ productId: p.productId, qty: 1 })), partial: true, groupId },
      site,
    );
    return all.flatMap((p, i): ZeusPart[] => {
      const line = priced.response.items[i];
      if (!line || "error" in line) return [];
      const kind = kindOf(p.attributes.accessory_type);
      return [
        {
          productId: p.productId,
          sku: p.sku,
          name: p.name,
          kind,
          tag: p.attributes.compat_tag ?? null,
          accessoryType: p.attributes.accessory_type ?? null,
          ...dimensionsFromText(kind, p.name, p.attributes.description ?? ""),
          priceMinor: toMinor(line.unitPrice),
        },
      ];
    });
  }

  async function partsMap(site: Site, groupId: number): Promise<Map<number, ZeusPart>> {
    const parts = await cache.wrap(`zeus:parts:${site.code}:${groupId}`, PARTS_TTL_MS, () => loadParts(site, groupId));
    return new Map(parts.map((p) => [p.productId, p]));
  }

  const wirePart = (p: ZeusPart): ZeusPartWire => {
    const { priceMinor, ...rest } = p;
    return { ...rest, price: fromMinor(priceMinor) };
  };

  /** Checks and prices a plan with the server's parts; 400 naming the problems, 409 for a stale total. */
  async function priced(plan: ZeusPlanInput, site: Site, groupId: number, expectedTotal?: number): Promise<ZeusPriced> {
    const parts = await partsMap(site, groupId);
    const check = checkPlan(plan, parts);
    if (check.problems.length > 0)
      throw httpError(ERRORS.zeusPlanInvalid, `The gym plan cannot be built as drawn: ${check.problems[0]?.code}.`, {
        problems: check.problems.slice(0, 50),
      });
    const bom = billOfMaterials(plan, parts);
    if (expectedTotal !== undefined && toMinor(expectedTotal) !== bom.totalMinor)
      throw httpError(ERRORS.zeusStalePrice, undefined, { total: fromMinor(bom.totalMinor) });
    return {
      lines: bom.lines.map((l) => ({
        productId: l.productId,
        sku: l.sku,
        name: l.name,
        qty: l.qty,
        unitPrice: fromMinor(l.unitMinor),
        rowTotal: fromMinor(l.rowMinor),
      })),
      total: fromMinor(bom.totalMinor),
      currency: site.currency,
      warnings: check.warnings,
    };
  }

  async function presentProject(row: ProjectRow, site: Site, groupId: number): Promise<ZeusProject> {
    // A saved plan whose parts left the catalog still opens: priced without the missing parts.
    const parts = await partsMap(site, groupId);
    const bom = billOfMaterials(row.plan, parts);
    return {
      projectId: row.id,
      name: row.name,
      version: row.version,
      plan: row.plan,
      priced: {
        lines: bom.lines.map((l) => ({
          productId: l.productId,
          sku: l.sku,
          name: l.name,
          qty: l.qty,
          unitPrice: fromMinor(l.unitMinor),
          rowTotal: fromMinor(l.rowMinor),
        })),
        total: fromMinor(bom.totalMinor),
        currency: site.currency,
        warnings: checkPlan(row.plan, parts).warnings,
      },
      shareToken: row.shareToken,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const projectNotFound = () => httpError(ERRORS.zeusProjectNotFound);
  const quoteNotFound = () => httpError(ERRORS.zeusQuoteNotFound);

  function quotedTotalMinor(q: QuoteRow): number | null {
    if (q.discountMinor === null || q.freightMinor === null) return null;
    const lines = q.lines.reduce((s, l) => s + l.qty * (l.quotedUnitMinor ?? l.unitMinor), 0);
    return Math.max(0, lines - q.discountMinor) + q.freightMinor;
  }

  /**
   * A quoted quote past its expiry reads as expired (and is moved there on the next write); so do
   * an accepted or converted one, whose prices are no longer honoured.
   */
  const effectiveState = (q: QuoteRow): QuoteState =>
    ["quoted", "accepted", "converted"].includes(q.state) && q.expiresAt && q.expiresAt.getTime() <= now().getTime()
      ? "expired"
      : (q.state as QuoteState);

  function presentQuote(q: QuoteRow, messages: QuoteMessageRow[]): Quote {
    const total = quotedTotalMinor(q);
    return {
      quoteId: q.id,
      projectId: q.projectId,
      projectName: q.projectName,
      state: effectiveState(q),
      contactName: q.contactName,
      email: q.email,
      phone: q.phone,
      facilityType: q.facilityType,
      deliveryZip: q.deliveryZip,
      installation: q.installation,
      notes: q.notes,
      lines: q.lines.map((l) => ({
        productId: l.productId,
        childId: l.childId ?? null,
        sku: l.sku,
        name: l.name,
        qty: l.qty,
        unitPrice: fromMinor(l.unitMinor),
        quotedUnitPrice: l.quotedUnitMinor === null ? null : fromMinor(l.quotedUnitMinor),
      })),
      listTotal: fromMinor(q.listTotalMinor),
      discount: q.discountMinor === null ? null : fromMinor(q.discountMinor),
      freight: q.freightMinor === null ? null : fromMinor(q.freightMinor),
      quotedTotal: total === null ? null : fromMinor(total),
      currency: q.currency,
      expiresAt: iso(q.expiresAt),
      source: q.source === "cart" ? "cart" : "project",
      orderId: q.orderId,
      messages: messages.map((m) => ({
        from: m.sender === "staff" ? ("staff" as const) : ("customer" as const),
        text: m.text,
        at: m.at.toISOString(),
      })),
      createdAt: q.createdAt.toISOString(),
      updatedAt: q.updatedAt.toISOString(),
    };
  }

  const wrongState = (q: QuoteRow, to: QuoteState) =>
    q.state === "ordered"
      ? httpError(ERRORS.zeusQuoteOrdered, `Quote ${q.id} was already ordered.`, { quoteId: q.id, orderId: q.orderId })
      : httpError(ERRORS.zeusQuoteWrongState, `A ${effectiveState(q)} quote cannot become ${to}.`, {
          state: effectiveState(q),
        });

  /** One quote change in a transaction: the row locked, the move checked, the change written. */
  async function move(
    id: string,
    customerId: number | null,
    to: QuoteState,
    change: (tx: Db, q: QuoteRow) => Promise<Partial<QuoteRow>>,
  ): Promise<Quote> {
    return repo.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const q = await repo.quote(tx, id, customerId, true);
      if (!q) throw quoteNotFound();
      const state = effectiveState(q);
      if (state === "expired" && to === "accepted") throw httpError(ERRORS.zeusQuoteExpired);
      if (!canMoveQuote(state, to)) throw wrongState(q, to);
      const set = await change(tx, q);
      const row = await repo.updateQuote(tx, q.id, { ...set, state: to });
      return presentQuote(row, await repo.messages(tx, q.id));
    });
  }

  /** A project's lines for a quote request (its bill of materials at the server's prices). */
  async function fromProject(who: Shopper, projectId: string, site: Site) {
    const project = await repo.project(who.customerId, projectId);
    if (!project) throw projectNotFound();
    const price = await priced(project.plan, site, who.groupId);
    if (price.lines.length === 0)
      throw httpError(ERRORS.zeusPlanInvalid, "Add equipment to the plan before asking for a quote.", {
        problems: [{ code: "empty_plan" }],
      });
    const lines: QuoteLineRow[] = price.lines.map((l) => ({
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unitMinor: toMinor(l.unitPrice),
      quotedUnitMinor: null,
    }));
    return {
      source: "project" as const,
      projectId: project.id as string | null,
      name: project.name,
      version: project.version,
      lines,
      listTotalMinor: toMinor(price.total),
    };
  }

  /**
   * The cart's priced lines for a quote request, one per priced product (quantities added up): a
   * configurable's variants are separate lines (each its child's price), kept with their choices.
   */
  async function fromCart(owner: ListOwner, site: Site) {
    const cart = await cartOf().findActiveCart(owner, site);
    const byProduct = new Map<number, QuoteLineRow>();
    for (const item of cart?.items ?? []) {
      if (!item.price || item.error) continue;
      const childId = item.price.childId ?? null;
      const key = childId ?? item.productId;
      const line = byProduct.get(key);
      if (line) line.qty += item.qty;
      else
        byProduct.set(key, {
          productId: item.productId,
          ...(childId !== null ? { childId, options: item.options ?? {} } : {}),
          sku: item.price.sku || item.product.sku,
          name: item.product.name,
          qty: item.qty,
          unitMinor: toMinor(item.price.unitPrice),
          quotedUnitMinor: null,
        });
    }
    const lines = [...byProduct.values()];
    if (lines.length === 0)
      throw httpError(ERRORS.validation, "Your cart is empty: add products before asking for a quote.", {
        field: "source",
      });
    return {
      source: "cart" as const,
      projectId: null,
      name: "Cart",
      version: 0,
      lines,
      listTotalMinor: lines.reduce((s, l) => s + l.qty * l.unitMinor, 0),
    };
  }

  function cartOf(): ListsService {
    if (!deps.lists) throw new Error("zeus: the lists service is not wired");
    return deps.lists;
  }

  return {
    open,

    /** /rogue-catalog: the live catalog as chapters per category, in the page's language (USA only). */
    async catalogEdition(site: Site, locale: Locale) {
      open(site);
      return editions.edition(site, locale);
    },

    /** The printable edition (PDF), drawn again only after the catalog changed. */
    async catalogPdf(site: Site, locale: Locale) {
      open(site);
      return editions.pdf(site, locale);
    },

    /**
     * Buy the whole build: the plan checked and priced by the server (400 naming the problems, 409
     * zeus_stale_price naming the server's total when `expectedTotal` is not it), kept as a recipe,
     * and every bill-of-materials line added to the owner's cart as one recipe (SPEC §3 metadata:
     * recipeId, customSku, fluidPrice). The cart prices the lines with the engine like any other,
     * so checkout charges what the server computes and each product keeps its shipping group
     * (freight stays freight). `rid=` opens the build again.
     */
    async buy(
      owner: ListOwner,
      input: { plan: ZeusPlanInput; expectedTotal: number; name?: string | undefined; projectId?: string | undefined },
      site: Site,
    ) {
      open(site);
      const price = await priced(input.plan, site, owner.groupId, input.expectedTotal);
      if (price.lines.length === 0)
        throw httpError(ERRORS.zeusPlanInvalid, "Add equipment to the plan before buying it.", {
          problems: [{ code: "empty_plan" }],
        });
      let projectId: string | null = null;
      if (input.projectId && owner.customerId !== null)
        projectId = (await repo.project(owner.customerId, input.projectId))?.id ?? null;
      const recipe = await repo.insertRecipe({
        id: `R-${randomBytes(8).toString("hex").toUpperCase()}`,
        customerId: owner.customerId,
        sessionId: owner.sessionId,
        projectId,
        name: (input.name ?? "").trim().slice(0, 80) || "Gym build",
        plan: input.plan,
        totalMinor: toMinor(price.total),
        currency: site.currency,
      });
      const cart = await cartOf().addToActiveList(
        owner,
        site,
        "quote",
        price.lines.map((l) => ({
          productId: l.productId,
          qty: l.qty,
          metadata: { recipeId: recipe.id, customSku: `${recipe.id}:${l.sku}`, fluidPrice: l.unitPrice },
        })),
      );
      return {
        recipeId: recipe.id,
        total: price.total,
        currency: site.currency,
        link: `/zeus-builder/project/edit?rid=${recipe.id}`,
        cart,
      };
    },

    /** A bought build by its recipe id (the `rid=` link): its plan and name; 404 when unknown. */
    async recipe(id: string, site: Site) {
      open(site);
      const row = await repo.recipe(id);
      if (!row) throw projectNotFound();
      return { recipeId: row.id, name: row.name, plan: row.plan };
    },

    /** Removes every line of a recipe from the owner's cart (the build leaves the cart as a whole). */
    async removeRecipe(owner: ListOwner, id: string, site: Site) {
      open(site);
      const lists = cartOf();
      let cart = await lists.findActiveCart(owner, site);
      const lines = (cart?.items ?? []).filter((i) => i.metadata?.recipeId === id);
      if (!cart || lines.length === 0) throw projectNotFound();
      for (const line of lines) cart = await lists.removeItem(owner, site, cart._id, line._id);
      return { removed: lines.length, cart };
    },

    async parts(site: Site, groupId: number) {
      open(site);
      const parts = [...(await partsMap(site, groupId)).values()];
      return { parts: parts.map(wirePart), currency: site.currency };
    },

    async price(plan: ZeusPlanInput, site: Site, groupId: number, expectedTotal?: number) {
      open(site);
      return priced(plan, site, groupId, expectedTotal);
    },

    async listProjects(who: Shopper, site: Site) {
      open(site);
      const rows = await repo.listProjects(who.customerId);
      return { projects: await Promise.all(rows.map((r) => presentProject(r, site, who.groupId))) };
    },

    async getProject(who: Shopper, id: string, site: Site) {
      open(site);
      const row = await repo.project(who.customerId, id);
      if (!row) throw projectNotFound();
      return presentProject(row, site, who.groupId);
    },

    async createProject(who: Shopper, input: ZeusProjectSave, site: Site) {
      open(site);
      const price = await priced(input.plan, site, who.groupId, input.expectedTotal);
      const row = await repo.insertProject({
        id: randomUUID(),
        customerId: who.customerId,
        name: input.name,
        plan: input.plan,
        totalMinor: toMinor(price.total),
        currency: site.currency,
      });
      return presentProject(row, site, who.groupId);
    },

    /**
     * The gyms a guest kept on this device, saved to the account at sign-in (issue #22 item 3):
     * every valid one becomes a project, priced by the server now (no stale-price check: the guest
     * saw yesterday's prices); a plan the rules refuse is answered with its problems and not saved.
     * A gym keeps its device id as project id when no one has it, so claiming twice (a lost answer,
     * two tabs) answers the same project instead of a copy.
     */
    async claimProjects(who: Shopper, input: ZeusClaimRequest, site: Site): Promise<ZeusClaimResult> {
      open(site);
      const parts = await partsMap(site, who.groupId);
      const out: ZeusClaimResult = { claimed: [], refused: [] };
      for (const gym of input.projects) {
        const problems = checkPlan(gym.plan, parts).problems;
        if (problems.length > 0) {
          out.refused.push({ localId: gym.localId, problems: problems.slice(0, 10).map((p) => ({ ...p })) });
          continue;
        }
        if (await repo.project(who.customerId, gym.localId)) {
          out.claimed.push({ localId: gym.localId, projectId: gym.localId });
          continue;
        }
        const id = (await repo.projectIdTaken(gym.localId)) ? randomUUID() : gym.localId;
        const row = await repo.insertProject({
          id,
          customerId: who.customerId,
          name: gym.name,
          plan: gym.plan,
          totalMinor: billOfMaterials(gym.plan, parts).totalMinor,
          currency: site.currency,
        });
        out.claimed.push({ localId: gym.localId, projectId: row.id });
      }
      return out;
    },

    async saveProject(who: Shopper, id: string, input: ZeusProjectSave, site: Site) {
      open(site);
      if (!(await repo.project(who.customerId, id))) throw projectNotFound();
      const price = await priced(input.plan, site, who.groupId, input.expectedTotal);
      const row = await repo.saveVersion(who.customerId, id, {
        name: input.name,
        plan: input.plan,
        totalMinor: toMinor(price.total),
        currency: site.currency,
      });
      if (!row) throw projectNotFound();
      return presentProject(row, site, who.groupId);
    },

    async duplicateProject(who: Shopper, id: string, site: Site, name: string) {
      open(site);
      const from = await repo.project(who.customerId, id);
      if (!from) throw projectNotFound();
      const row = await repo.insertProject({
        id: randomUUID(),
        customerId: who.customerId,
        name: name.slice(0, 80),
        plan: from.plan,
        totalMinor: from.totalMinor,
        currency: from.currency,
      });
      return presentProject(row, site, who.groupId);
    },

    async deleteProject(who: Shopper, id: string, site: Site) {
      open(site);
      if (!(await repo.deleteProject(who.customerId, id))) throw projectNotFound();
      return { deleted: true };
    },

    /** A read-only link: the token is made once and kept. */
    async shareProject(who: Shopper, id: string, site: Site) {
      open(site);
      const row = await repo.setShareToken(who.customerId, id, randomBytes(18).toString("base64url"));
      if (!row) throw projectNotFound();
      return presentProject(row, site, who.groupId);
    },

    async sharedProject(token: string, site: Site) {
      open(site);
      const row = await repo.projectByShare(token);
      if (!row) throw projectNotFound();
      const project = await presentProject(row, site, 0);
      return { ...project, projectId: "", shareToken: token, readOnly: true as const };
    },

    /**
     * A quote request from a saved project or from the shopper's cart (`source: "cart"`, issue #22
     * item 5): the lines at the store's prices for this shopper now; one line per product.
     */
    async requestQuote(who: Shopper, input: QuoteRequestInput, site: Site, owner?: ListOwner): Promise<Quote> {
      open(site);
      if ((input.projectId === undefined) === (input.source === undefined))
        throw httpError(ERRORS.validation, "Ask for a quote on one of your gyms or on your cart.", {
          field: input.projectId === undefined ? "projectId" : "source",
        });
      const from = input.projectId
        ? await fromProject(who, input.projectId, site)
        : await fromCart(owner ?? { customerId: who.customerId, sessionId: null, groupId: who.groupId }, site);
      const { lines, listTotalMinor } = from;
      const row = await repo.insertQuote(
        {
          id: `ZQ-${randomBytes(5).toString("hex").toUpperCase()}`,
          customerId: who.customerId,
          email: who.email,
          projectId: from.projectId,
          projectName: from.name,
          projectVersion: from.version,
          source: from.source,
          state: "requested",
          contactName: input.contactName,
          phone: input.phone,
          facilityType: input.facilityType,
          deliveryZip: input.deliveryZip,
          installation: input.installation,
          notes: input.notes || null,
          locale: localeOfSite(site.code, input.locale).tag,
          lines,
          listTotalMinor,
          currency: site.currency,
        },
        input.notes || null,
      );
      return presentQuote(row, await repo.messages(repo.db, row.id));
    },

    async listQuotes(who: Shopper, site: Site) {
      open(site);
      const rows = await repo.listQuotes(who.customerId);
      return { quotes: rows.map((q) => presentQuote(q, [])) };
    },

    async getQuote(who: Shopper, id: string, site: Site): Promise<Quote> {
      open(site);
      const q = await repo.quote(repo.db, id, who.customerId);
      if (!q) throw quoteNotFound();
      return presentQuote(q, await repo.messages(repo.db, q.id));
    },

    /** The shopper accepts a quoted, unexpired quote (409 zeus_quote_expired after its expiry). */
    accept: (who: Shopper, id: string, site: Site) => {
      open(site);
      return move(id, who.customerId, "accepted", async () => ({}));
    },

    /**
     * An accepted quote into the shopper's cart at the quoted prices: every line once (as one
     * recipe named by the quote id), priced by the engine at the quote's unit prices for this
     * customer until the quote expires — checkout charges the same. 409 zeus_quote_expired after the
     * expiry, zeus_quote_wrong_state before acceptance. Converting again leaves the cart as it is.
     */
    async toCart(who: Shopper, owner: ListOwner, id: string, site: Site) {
      open(site);
      const q = await repo.quote(repo.db, id, who.customerId);
      if (!q) throw quoteNotFound();
      const expired = !q.expiresAt || q.expiresAt.getTime() <= now().getTime();
      if (q.state === "ordered")
        throw httpError(ERRORS.zeusQuoteOrdered, undefined, { quoteId: q.id, orderId: q.orderId });
      if (HONOURED.includes(q.state as QuoteState) && expired) throw httpError(ERRORS.zeusQuoteExpired);
      if (!HONOURED.includes(q.state as QuoteState)) throw wrongState(q, "converted");
      const lists = cartOf();
      const cart = await lists.findActiveCart(owner, site);
      if (cart?.items.some((i) => i.metadata?.quoteId === q.id)) return { quoteId: q.id, cart };
      const added = await lists.addToActiveList(
        owner,
        site,
        "quote",
        q.lines.map((l) => ({
          productId: l.productId,
          qty: l.qty,
          // A configurable goes back as the variant that was quoted.
          ...(l.options ? { options: l.options as NonNullable<BuyRequest["options"]> } : {}),
          metadata: {
            quoteId: q.id,
            recipeId: q.id,
            customSku: `${q.id}:${l.sku}`,
            fluidPrice: fromMinor(l.quotedUnitMinor ?? l.unitMinor),
          },
        })),
      );
      // accepted → converted (once; converting again leaves it converted).
      if (q.state === "accepted")
        await repo.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const row = await repo.quote(tx, q.id, who.customerId, true);
          if (row?.state === "accepted") await repo.updateQuote(tx, q.id, { state: "converted" });
        });
      return { quoteId: q.id, cart: added };
    },

    /**
     * Checkout, inside the order transaction (issue #22 item 5, ADR 0052): the buyer's quotes the
     * order's lines name are locked; one already ordered refuses the order (409 zeus_quote_ordered);
     * the quotes whose prices the order is charged (`honoured`) become ordered, with the order id,
     * audited. Lines naming someone else's quote were priced at the store's price: nothing to do.
     */
    async takeForOrder(
      tx: Db,
      order: { orderId: string; customerId: number | null },
      named: readonly string[],
      honoured: readonly string[],
    ): Promise<void> {
      if (order.customerId === null || named.length === 0) return;
      for (const q of await repo.lockQuotes(tx, order.customerId, named)) {
        if (q.state === "ordered")
          throw httpError(ERRORS.zeusQuoteOrdered, `Quote ${q.id} was already ordered.`, {
            quoteId: q.id,
            orderId: q.orderId,
          });
        if (!honoured.includes(q.id)) continue;
        // Priced at the quote's prices a moment ago, but expired or withdrawn since: not at those prices.
        const state = effectiveState(q);
        if (state === "expired")
          throw httpError(ERRORS.zeusQuoteExpired, `Quote ${q.id} has expired.`, { quoteId: q.id });
        if (!HONOURED.includes(state)) throw wrongState(q, "ordered");
        await repo.updateQuote(tx, q.id, { state: "ordered", orderId: order.orderId, stateBeforeOrder: q.state });
        await deps.audit?.(tx, {
          action: "quote.ordered",
          targetId: q.id,
          changes: { state: { before: q.state, after: "ordered" }, orderId: { before: null, after: order.orderId } },
          detail: { orderId: order.orderId, customerId: order.customerId },
        });
      }
    },

    /** Checkout's verify step: an order naming a quote of the buyer already ordered is 409 zeus_quote_ordered. */
    async refuseOrdered(customerId: number | null, named: readonly string[]): Promise<void> {
      if (customerId === null || named.length === 0) return;
      const ordered = (await repo.quotesOf(customerId, named)).find((q) => q.state === "ordered");
      if (ordered)
        throw httpError(ERRORS.zeusQuoteOrdered, `Quote ${ordered.id} was already ordered.`, {
          quoteId: ordered.id,
          orderId: ordered.orderId,
        });
    },

    /** The release transaction: an unpaid order's quotes go back to what they were (audited). */
    async giveBackForOrder(tx: Db, orderId: string): Promise<void> {
      for (const q of await repo.quotesOfOrder(tx, orderId)) {
        const back = (q.stateBeforeOrder ?? "converted") as QuoteState;
        await repo.updateQuote(tx, q.id, { state: back, orderId: null, stateBeforeOrder: null });
        await deps.audit?.(tx, {
          action: "quote.order_released",
          targetId: q.id,
          changes: { state: { before: "ordered", after: back }, orderId: { before: orderId, after: null } },
          detail: { orderId },
        });
      }
    },

    /**
     * The store's expiry (the `quote-expiry` job, every minute): quoted, accepted and converted
     * quotes past their expiry are written expired, each audited as system:quote-expiry, in one
     * transaction with the rows locked (a checkout holding one is skipped and expired next time).
     * Reads already show them expired; this makes the stored state and the queue's filter agree.
     */
    async expireDue(): Promise<{ expired: string[] }> {
      return repo.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const due = await repo.lockDue(tx, now(), 500);
        for (const q of due) {
          await repo.updateQuote(tx, q.id, { state: "expired" });
          await deps.audit?.(tx, {
            by: "system:quote-expiry",
            action: "quote.expired",
            targetId: q.id,
            changes: { state: { before: q.state, after: "expired" } },
            detail: { expiresAt: iso(q.expiresAt) },
          });
        }
        return { expired: due.map((q) => q.id) };
      });
    },

    /**
     * The shopper withdraws a quote: before it is quoted, once quoted, and after accepting it (in
     * the cart or not) until it is ordered — 409 zeus_quote_ordered then, zeus_quote_wrong_state when
     * it is already closed (declined, expired, withdrawn). A withdrawn quote's prices are no longer honoured.
     */
    withdraw: (who: Shopper, id: string, site: Site) => {
      open(site);
      return move(id, who.customerId, "withdrawn", async () => ({}));
    },

    async customerMessage(who: Shopper, id: string, text: string, site: Site): Promise<Quote> {
      open(site);
      return repo.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const q = await repo.quote(tx, id, who.customerId, true);
        if (!q) throw quoteNotFound();
        await repo.addMessage(tx, q.id, "customer", text, null);
        const row = await repo.updateQuote(tx, q.id, {});
        return presentQuote(row, await repo.messages(tx, q.id));
      });
    },

    // The back office (support): the queue, a quote, review, offer, decline, messages.
    async queue(query: StaffQuoteQuery) {
      const { rows, total } = await repo.queue(query.state, query.page, query.limit);
      return { quotes: rows.map((q) => presentQuote(q, [])), total, page: query.page, limit: query.limit };
    },

    async detail(id: string): Promise<Quote> {
      const q = await repo.quote(repo.db, id, null);
      if (!q) throw quoteNotFound();
      return presentQuote(q, await repo.messages(repo.db, q.id));
    },

    review: (actor: QuoteActor, id: string) =>
      move(id, null, "in_review", async (tx, q) => {
        await actor.audit(tx, {
          action: "quote.in_review",
          targetId: q.id,
          changes: { state: { before: q.state, after: "in_review" } },
        });
        return {};
      }),

    offer: (actor: QuoteActor, id: string, input: StaffQuoteOffer) =>
      move(id, null, "quoted", async (tx, q) => {
        // Keyed by priced product id: a configurable's line is priced by its child's id.
        const prices = new Map(input.lines.map((l) => [l.productId, toMinor(l.unitPrice)]));
        const missing = q.lines.filter((l) => !prices.has(pricedIdOf(l))).map(pricedIdOf);
        const extra = [...prices.keys()].filter((p) => !q.lines.some((l) => pricedIdOf(l) === p));
        if (missing.length > 0 || extra.length > 0)
          throw httpError(ERRORS.validation, "Price every line of the quote, and only those.", { missing, extra });
        const expiresAt = new Date(input.expiresAt);
        if (expiresAt.getTime() <= now().getTime())
          throw httpError(ERRORS.validation, "The expiry must be in the future.", { field: "expiresAt" });
        const lines = q.lines.map((l) => ({ ...l, quotedUnitMinor: prices.get(pricedIdOf(l)) as number }));
        const set = {
          lines,
          discountMinor: toMinor(input.discount),
          freightMinor: toMinor(input.freight),
          expiresAt,
        };
        if (input.message) await repo.addMessage(tx, q.id, "staff", input.message, actor.id);
        // The shopper hears of it in their language, if and only if the offer commits.
        await deps.mail?.enqueue(
          tx,
          quotedMail(
            {
              id: q.id,
              email: q.email,
              name: q.projectName,
              totalMinor: quotedTotalMinor({ ...q, ...set }) ?? 0,
              currency: q.currency,
              expiresAt,
            },
            localeOfSite("USA", q.locale),
            deps.publicBaseUrl ?? "",
          ),
        );
        await actor.audit(tx, {
          action: "quote.quoted",
          targetId: q.id,
          changes: {
            state: { before: q.state, after: "quoted" },
            lines: { before: q.lines, after: lines },
            discountMinor: { before: q.discountMinor, after: set.discountMinor },
            freightMinor: { before: q.freightMinor, after: set.freightMinor },
            expiresAt: { before: iso(q.expiresAt), after: expiresAt.toISOString() },
          },
        });
        return set;
      }),

    decline: (actor: QuoteActor, id: string, reason: string) =>
      move(id, null, "declined", async (tx, q) => {
        await repo.addMessage(tx, q.id, "staff", reason, actor.id);
        await actor.audit(tx, {
          action: "quote.declined",
          targetId: q.id,
          changes: { state: { before: q.state, after: "declined" } },
          detail: { reason },
        });
        return {};
      }),

    async staffMessage(actor: QuoteActor, id: string, text: string): Promise<Quote> {
      return repo.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const q = await repo.quote(tx, id, null, true);
        if (!q) throw quoteNotFound();
        await repo.addMessage(tx, q.id, "staff", text, actor.id);
        await actor.audit(tx, { action: "quote.message", targetId: q.id, changes: {}, detail: { text } });
        const row = await repo.updateQuote(tx, q.id, {});
        return presentQuote(row, await repo.messages(tx, q.id));
      });
    },
  };
}
export type ZeusService = ReturnType<typeof createZeusService>;
