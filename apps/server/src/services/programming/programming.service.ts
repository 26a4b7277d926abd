import { ERRORS, type Product, type Program } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { fieldError, HttpError, httpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { ProgrammingRepository, ProgramRow } from "./programming.repository.ts";

const programNotFound = () => httpError(ERRORS.programNotFound);

/** A "programming" product: a virtual subscription of the catalog (seed: Training Programs). */
export const isProgramProduct = (p: Pick<Product, "type" | "attributes">): boolean =>
  p.type === "virtual" && !!p.attributes.subscription_interval;

/**
 * Programming (SPEC §2 /account/programming, §7 /svc_programming/programs): the programs a
 * customer bought. Orders grant them through `grant` (checkout, once it exists); tests call it.
 * Each program is shown with its product as the asking site sells it (null fields when it does not).
 */
export function createProgrammingService(deps: { repo: ProgrammingRepository; catalog: CatalogService }) {
  const { repo, catalog } = deps;

  const findProduct = (id: number, site: Site) =>
    catalog.getProduct(id, site).catch((err: unknown) => {
      if (err instanceof HttpError && err.status === 404) return null;
      throw err;
    });

  async function toProgram(row: ProgramRow, site: Site): Promise<Program> {
    const p = await findProduct(row.productId, site);
    return {
      _id: row.id,
      productId: row.productId,
      orderId: row.orderId,
      startedAt: row.createdAt.toISOString(),
      name: p?.name ?? row.name,
      sku: p?.sku ?? null,
      url: p?.url ?? null,
      thumbnail: p?.thumbnail ?? null,
      description: p?.attributes.short_description ?? null,
      subscription_interval: p?.attributes.subscription_interval ?? null,
      program_delivery: p?.attributes.program_delivery ?? null,
      is_trial: p?.attributes.is_trial ?? false,
    };
  }

  return {
    async list(customerId: number, site: Site): Promise<Program[]> {
      const rows = await repo.listByCustomer(customerId);
      return Promise.all(rows.map((r) => toProgram(r, site)));
    },

    /** The customer's program; unknown or someone else's id → the same 404. */
    async get(customerId: number, id: string, site: Site): Promise<Program> {
      const row = await repo.findById(customerId, id);
      if (!row) throw programNotFound();
      return toProgram(row, site);
    },

    /** Grants a program bought in an order; 400 when the product is not a programming product of `site`. */
    async grant(customerId: number, input: { productId: number; orderId?: string | null }, site: Site) {
      const product = await findProduct(input.productId, site);
      if (!product || !isProgramProduct(product)) throw fieldError("productId", "is not a programming product");
      const row = await repo.insert({
        customerId,
        productId: product.productId,
        orderId: input.orderId ?? null,
        name: product.name,
      });
      return toProgram(row, site);
    },

    notFound: programNotFound,
  };
}
export type ProgrammingService = ReturnType<typeof createProgrammingService>;
