import type { Db } from "@ironworks/db";
import { LOCALES, type Locale, languageOf, SITES, type SiteCode } from "@ironworks/domain";
import { eq, sql } from "drizzle-orm";
import type { Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailMessage } from "../../platform/mail.ts";
import type { CatalogService } from "../catalog/index.ts";
import { inventory, products } from "../catalog/catalog.schema.ts";
import { backInStockMail, localeOfPrefix, storeLink } from "../mail/index.ts";
import type { BinRepository, BinRow } from "./bin.repository.ts";

export interface RestockResult {
  productId: number;
  sku: string;
  previousQoh: number;
  qoh: number;
  /** Alerts whose mail went out with this restock. */
  notified: number;
}

export class UnknownSkuError extends Error {
  constructor(sku: string) {
    super(`No product with SKU ${sku}`);
    this.name = "UnknownSkuError";
  }
}

/**
 * Sets a product's quantity on hand; when it goes from nothing (0 or less) to some, every waiting
 * back-in-stock alert of the product gets one mail (ADR 0015 addendum). The quantity change and the
 * claim of the alerts (`notified_at`) are one transaction with the inventory row locked, so two
 * restocks at once mail nobody twice. Each claimed alert's mail is a `back-in-stock` job enqueued
 * in that transaction (issue #18), written by a worker (the product's name in the alert's language)
 * and retried with backoff; one that fails for good (retries spent) is a dead letter that gives its
 * alert back for the next restock (`releaseJob`). Without a job queue (a bare unit-test service) the mails go
 * out after the commit, and an alert whose mail failed is released for the next restock.
 */
export function createRestock(deps: {
  db: Db;
  bins: BinRepository;
  catalog: Pick<CatalogService, "getProduct">;
  mail: {
    send(message: MailMessage): Promise<void>;
    deliver?(jobId: string, message: MailMessage & { queuedAt?: string }): Promise<void>;
  };
  publicBaseUrl: string;
  logger: Pick<Logger, "warn">;
  jobs?: Pick<Jobs, "send" | "drain">;
}) {
  const { db, bins } = deps;

  /**
   * The alert's locale (where it was set; alerts from before issue 15 have none: the site's first),
   * the product's name in its language (ADR 0038) and the link to the product on its prefix.
   */
  async function linkFor(bin: BinRow): Promise<{ name: string | null; url: string; locale: Locale }> {
    const site = SITES[bin.siteCode as SiteCode] ?? SITES.USA;
    const prefix = bin.localePrefix ?? LOCALES.find((l) => l.site === site.code)?.prefix ?? "";
    const locale = localeOfPrefix(prefix);
    const language = languageOf(locale);
    const shown = await deps.catalog.getProduct(bin.parentId ?? bin.productId, site, language).catch(() => null);
    const own = bin.parentId ? await deps.catalog.getProduct(bin.productId, site, language).catch(() => null) : shown;
    return {
      name: own?.name ?? shown?.name ?? null,
      url: storeLink(deps.publicBaseUrl, prefix, shown?.url ?? "/"),
      locale,
    };
  }

  async function notify(claimed: BinRow[]): Promise<number> {
    let sent = 0;
    const failed: string[] = [];
    for (const bin of claimed) {
      try {
        const { name, url, locale } = await linkFor(bin);
        await deps.mail.send(backInStockMail({ to: bin.email, locale, productName: name, link: url }));
        sent++;
      } catch (err) {
        failed.push(bin.id);
        deps.logger.warn("back-in-stock mail failed", { binId: bin.id, err });
      }
    }
    await bins.release(failed);
    return sent;
  }

  /**
   * The alerts of a product that went from nothing to some in the caller's transaction (another
   * writer of `catalog_inventory`: the back office's CSV import): claimed, and their mail jobs
   * enqueued, with that transaction. Answers what to run after the commit (without a job queue the
   * mails are sent then) and how many alerts it claimed.
   */
  async function restockedIn(tx: Db, changes: { productId: number; previousQoh: number; qoh: number }[]) {
    const restocked = changes.filter((c) => c.previousQoh <= 0 && c.qoh > 0).map((c) => c.productId);
    const claimed: BinRow[] = [];
    for (let i = 0; i < restocked.length; i += 5000)
      claimed.push(...(await bins.claimWaitingOf(restocked.slice(i, i + 5000), tx)));
    const queuedAt = new Date().toISOString();
    if (deps.jobs) for (const bin of claimed) await deps.jobs.send(tx, "back-in-stock", { ...bin, queuedAt });
    return {
      claimed: claimed.length,
      afterCommit: async () => (deps.jobs ? claimed.length : notify(claimed)),
    };
  }

  async function restock(productId: number, qty: number): Promise<RestockResult> {
    if (!Number.isInteger(qty) || qty < 0 || qty > 1_000_000) throw new RangeError("qty must be 0…1000000");
    const { result, claimed } = await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw new UnknownSkuError(String(productId));
      const [row] = await tx
        .select({ qoh: inventory.qoh })
        .from(inventory)
        .where(eq(inventory.productId, productId))
        .for("update");
      const previousQoh = row?.qoh ?? 0;
      await tx
        .insert(inventory)
        .values({ productId, qoh: qty })
        .onConflictDoUpdate({ target: inventory.productId, set: { qoh: sql`excluded.qoh` } });
      const claimed = previousQoh <= 0 && qty > 0 ? await bins.claimWaiting(productId, tx as unknown as Db) : [];
      const queuedAt = new Date().toISOString();
      if (deps.jobs)
        for (const bin of claimed) await deps.jobs.send(tx as unknown as Db, "back-in-stock", { ...bin, queuedAt });
      return { result: { productId, sku: product.sku, previousQoh, qoh: qty }, claimed };
    });
    if (deps.jobs) return { ...result, notified: claimed.length };
    return { ...result, notified: await notify(claimed) };
  }

  return {
    restock,
    restockedIn,

    /** A `back-in-stock` job: the claimed alert's mail, written now, delivered once per job (mail_deliveries). */
    async deliverJob(jobId: string, bin: BinRow & { queuedAt?: string }): Promise<void> {
      const { name, url, locale } = await linkFor(bin);
      const message = backInStockMail({ to: bin.email, locale, productName: name, link: url });
      await (deps.mail.deliver
        ? deps.mail.deliver(jobId, { ...message, queuedAt: bin.queuedAt })
        : deps.mail.send(message));
    },

    /**
     * A `back-in-stock-failed` job (the dead letter of a job whose mail failed for good): the alert
     * is given back (`notified_at` null) so the next restock mails it again; an alert deleted since
     * is nothing to give back.
     */
    async releaseJob(bin: BinRow): Promise<void> {
      deps.logger.warn("back-in-stock mail failed for good; the alert waits for the next restock", { binId: bin.id });
      await bins.release([bin.id]);
    },

    /** Delivers the back-in-stock and mail jobs due in this process (tests, shutdown). */
    drain: async () => {
      await deps.jobs?.drain(["back-in-stock", "back-in-stock-failed", "mail"]);
    },

    /** The CLI's way in: by SKU. */
    async restockSku(sku: string, qty: number): Promise<RestockResult> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
      if (!product) throw new UnknownSkuError(sku);
      return restock(product.id, qty);
    },
  };
}
export type Restock = ReturnType<typeof createRestock>;
