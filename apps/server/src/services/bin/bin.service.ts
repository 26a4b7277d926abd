import type { Db } from "@ironworks/db";
import {
  BIN_ERROR_CODES,
  ERRORS,
  type Bin,
  type BinPendingResponse,
  type BinRequest,
  MAX_BINS_PER_CUSTOMER,
  type Product,
} from "@ironworks/contracts";
import { isSiteCode, languageOf, type Site, SITES, type SiteCode } from "@ironworks/domain";
import { fieldError, HttpError, httpError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailMessage } from "../../platform/mail.ts";
import {
  type AttemptStore,
  createMemoryAttemptStore,
  createThrottle,
  type ThrottlePolicy,
  takeOrRefuse,
} from "../../platform/rate-limit.ts";
import type { CatalogService } from "../catalog/index.ts";
import { binConfirmMail, localeOfPrefix, storeLink } from "../mail/index.ts";
import { CONFIRM_MAIL_POLICY } from "../newsletter/index.ts";
import type { BinConfirmSigner } from "./bin.confirm.ts";
import type { BinRepository, BinRow } from "./bin.repository.ts";

/** Mailing the confirmation of an alert for someone else's address (ADR 0024). */
export interface BinConfirmDeps {
  signer: BinConfirmSigner;
  /** The confirmation mail is a job (issue #18), enqueued on `db` (no row of the alert exists before the link is followed). */
  mail: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  db: Db;
  /** Delivers the mail jobs due in this process (drain: tests, shutdown). */
  deliver?: () => Promise<void>;
  publicBaseUrl: string;
  logger: Pick<Logger, "warn">;
  /** Confirmation mails per address, as for newsletters (Redis when REDIS_URL is set). */
  store?: AttemptStore;
  /** The throttles' clock (epoch ms; tests move it). */
  now?: () => number;
}

/** Who asks: the signed-in customer's own email (their alerts need no confirmation) and the locale of links. */
export interface BinAsker {
  customerEmail: string | null;
  localePrefix?: string;
  /** The request's client address: confirmation mails are counted per address too. */
  clientAddress?: string | null;
}

/**
 * Store-branded confirmation mails one customer, or one client address, may have sent to other
 * people's addresses: 10 a day, then 1 h doubling to a day (429 too_many_attempts). The per-recipient
 * allowance (CONFIRM_MAIL_POLICY) alone let one account mail any number of addresses.
 */
export const BIN_CONFIRM_SENDER_POLICY: ThrottlePolicy = {
  free: 10,
  baseDelayMs: 3_600_000,
  maxDelayMs: 86_400_000,
  windowMs: 86_400_000,
};

const sameAddress = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

const binNotFound = () => httpError(ERRORS.binNotFound);

const isNotFound = (err: unknown) => err instanceof HttpError && err.status === 404;

function stockOf(p: Product): "in_stock" | "backorder" | "oos" {
  if (p.type === "virtual" || p.type === "giftcard" || p.inventory.qoh > 0) return "in_stock";
  return p.inventory.backorder ? "backorder" : "oos";
}

/**
 * Back-in-stock alerts (SPEC §3 bins, §7 /svc_bin/bin, §8 already-subscribed). Listing shows
 * each alert's product as the asking site sells it: a configurable child links to its parent.
 */
export function createBinService(deps: { repo: BinRepository; catalog: CatalogService; confirm?: BinConfirmDeps }) {
  const { repo, catalog } = deps;
  const attempts = deps.confirm?.store ?? createMemoryAttemptStore();
  const clock = { now: deps.confirm?.now };
  const confirmMails = createThrottle(attempts, CONFIRM_MAIL_POLICY, clock);
  const senders = createThrottle(attempts, BIN_CONFIRM_SENDER_POLICY, clock);
  const pending = new Set<Promise<void>>();
  /** After the answer: a slow relay never delays it, and the answer tells nothing. */
  function later(work: () => Promise<void>) {
    const job = Promise.resolve()
      .then(work)
      .catch((err: unknown) => deps.confirm?.logger.warn("back-in-stock confirmation mail failed", { err }))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  async function insertAlert(
    customerId: number,
    site: Site,
    input: BinRequest,
    parentId: number | null,
    localePrefix: string | null,
  ) {
    if ((await repo.countByCustomer(customerId)) >= MAX_BINS_PER_CUSTOMER)
      throw httpError(ERRORS.tooManyBins, `You can keep at most ${MAX_BINS_PER_CUSTOMER} alerts.`);
    const row = await repo.insert({
      customerId,
      productId: input.product_id,
      parentId,
      email: input.email,
      siteCode: site.code satisfies SiteCode,
      localePrefix,
    });
    if (!row) throw httpError(ERRORS.binAlreadySubscribed);
    return toWire(row, site);
  }

  const findProduct = (id: number, site: Site) =>
    catalog.getProduct(id, site).catch((err: unknown) => {
      if (isNotFound(err)) return null;
      throw err;
    });

  async function toWire(row: BinRow, site: Site): Promise<Bin> {
    const [product, parent] = await Promise.all([
      findProduct(row.productId, site),
      row.parentId === null ? null : findProduct(row.parentId, site),
    ]);
    return {
      id: row.id,
      product_id: row.productId,
      parent_id: row.parentId,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      product: product && {
        name: product.name,
        sku: product.sku,
        url: (parent ?? product).url,
        thumbnail: product.thumbnail ?? parent?.thumbnail ?? null,
        stockStatus: stockOf(product),
      },
    };
  }

  return {
    async list(customerId: number, site: Site): Promise<Bin[]> {
      const rows = await repo.listByCustomer(customerId);
      return Promise.all(rows.map((row) => toWire(row, site)));
    },

    /**
     * 400 naming product_id / parent_id for products the site does not sell; 409 when already
     * subscribed. The signed-in customer's own address is set at once; any other address gets a
     * confirmation mail with a signed link and nothing is set until it is followed (ADR 0024).
     */
    async subscribe(
      customerId: number,
      site: Site,
      input: BinRequest,
      asker: BinAsker = { customerEmail: null },
    ): Promise<Bin | BinPendingResponse> {
      const product = await findProduct(input.product_id, site);
      if (!product) throw fieldError("product_id", "is not a product of this store");
      const parentId = input.parent_id ?? product.parentId ?? null;
      if (input.parent_id != null && product.parentId !== input.parent_id)
        throw fieldError("parent_id", "is not the parent of product_id");
      const localePrefix = asker.localePrefix ?? null;
      if (sameAddress(asker.customerEmail, input.email))
        return insertAlert(customerId, site, input, parentId, localePrefix);
      const email = input.email.trim();
      const confirm = deps.confirm;
      await takeOrRefuse(
        senders,
        `bin-confirm:customer:${customerId}`,
        ...(asker.clientAddress ? [`bin-confirm:ip:${asker.clientAddress}`] : []),
      );
      const throttleKey = `bin-confirm:${email.toLowerCase()}`;
      // Over the per-address allowance the earlier link stays valid and no new mail goes out.
      if (confirm && (await confirmMails.wait(throttleKey)) === 0) {
        await confirmMails.hit(throttleKey);
        const token = confirm.signer.sign({
          c: customerId,
          p: input.product_id,
          q: parentId,
          e: email,
          s: site.code,
          ...(localePrefix !== null ? { l: localePrefix } : {}),
        });
        const link = storeLink(confirm.publicBaseUrl, localePrefix ?? "", `/back-in-stock/confirm?token=${token}`);
        const locale = localeOfPrefix(localePrefix ?? "");
        later(async () => {
          // The product's name in the mail's language (ADR 0038), English when that read fails.
          const named = await catalog.getProduct(input.product_id, site, languageOf(locale)).catch(() => product);
          // A job (issue #18): retried with backoff; no row of the alert exists until the link is followed.
          await confirm.mail.enqueue(confirm.db, binConfirmMail({ to: email, locale, productName: named.name, link }));
        });
      }
      return { confirmationRequired: true, email };
    },

    /** Follows a confirmation link (POST, so mail scanners change nothing): the alert is set now. */
    async confirm(token: string): Promise<Bin> {
      const alert = deps.confirm?.signer.read(token) ?? null;
      if (!alert || !isSiteCode(alert.s)) throw httpError(ERRORS.binLinkInvalid);
      const site = SITES[alert.s];
      try {
        return await insertAlert(
          alert.c,
          site,
          { product_id: alert.p, parent_id: alert.q, email: alert.e },
          alert.q,
          typeof alert.l === "string" ? alert.l : null,
        );
      } catch (err) {
        // Confirmed twice (or set meanwhile): the alert is there, which is what the link asked for.
        if (err instanceof HttpError && err.code === BIN_ERROR_CODES.alreadySubscribed) {
          const row = (await repo.listByCustomer(alert.c)).find((r) => r.productId === alert.p);
          if (row) return toWire(row, site);
        }
        throw err;
      }
    },

    /** Waits for the confirmation mails under way (tests, shutdown). */
    async drain(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
      await deps.confirm?.deliver?.();
    },

    async remove(customerId: number, id: string): Promise<void> {
      if (!(await repo.delete(customerId, id))) throw binNotFound();
    },

    /** The same 404 as an unknown id, for ids that cannot be ours (not a UUID). */
    notFound: binNotFound,
  };
}
export type BinService = ReturnType<typeof createBinService>;
