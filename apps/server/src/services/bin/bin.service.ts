import {
  BIN_ERROR_CODES,
  type Bin,
  type BinRequest,
  ERROR_CODES,
  MAX_BINS_PER_CUSTOMER,
  type Product,
} from "@ironworks/contracts";
import type { Site, SiteCode } from "@ironworks/domain";
import { HttpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { BinRepository, BinRow } from "./bin.repository.ts";

const binNotFound = () => new HttpError(404, BIN_ERROR_CODES.binNotFound, "Back-in-stock alert not found");

const badField = (field: string, message: string) =>
  new HttpError(400, ERROR_CODES.validation, `Invalid ${field}: ${message}`, { fields: [{ field, message }] });

const isNotFound = (err: unknown) => err instanceof HttpError && err.status === 404;

function stockOf(p: Product): "in_stock" | "backorder" | "oos" {
  if (p.type === "virtual" || p.type === "giftcard" || p.inventory.qoh > 0) return "in_stock";
  return p.inventory.backorder ? "backorder" : "oos";
}

/**
 * Back-in-stock alerts (SPEC §3 bins, §7 /svc_bin/bin, §8 already-subscribed). Listing shows
 * each alert's product as the asking site sells it: a configurable child links to its parent.
 */
export function createBinService(deps: { repo: BinRepository; catalog: CatalogService }) {
  const { repo, catalog } = deps;

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

    /** 400 naming product_id / parent_id for products the site does not sell; 409 when already subscribed. */
    async subscribe(customerId: number, site: Site, input: BinRequest): Promise<Bin> {
      const product = await findProduct(input.product_id, site);
      if (!product) throw badField("product_id", "is not a product of this store");
      const parentId = input.parent_id ?? product.parentId ?? null;
      if (input.parent_id != null && product.parentId !== input.parent_id)
        throw badField("parent_id", "is not the parent of product_id");
      if ((await repo.countByCustomer(customerId)) >= MAX_BINS_PER_CUSTOMER)
        throw new HttpError(409, BIN_ERROR_CODES.tooManyBins, `You can keep at most ${MAX_BINS_PER_CUSTOMER} alerts.`);
      const row = await repo.insert({
        customerId,
        productId: input.product_id,
        parentId,
        email: input.email,
        siteCode: site.code satisfies SiteCode,
      });
      if (!row)
        throw new HttpError(409, BIN_ERROR_CODES.alreadySubscribed, "You are already subscribed to this product.");
      return toWire(row, site);
    },

    async remove(customerId: number, id: string): Promise<void> {
      if (!(await repo.delete(customerId, id))) throw binNotFound();
    },

    /** The same 404 as an unknown id, for ids that cannot be ours (not a UUID). */
    notFound: binNotFound,
  };
}
export type BinService = ReturnType<typeof createBinService>;
