import {
  ERRORS,
  type StaffOptionAdd,
  type StaffOptionRemove,
  type StaffProduct,
  type StaffVariantsChanged,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { isColourOption } from "@ironworks/domain/variants";
import { eq, sql } from "drizzle-orm";
import { fieldError, httpError } from "../../platform/errors.ts";
import { products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import type { StaffCatalog } from "./staff.catalog.ts";
import { recordAudits } from "./staff.repository.ts";
import type { StaffVariants } from "./staff.variants.ts";

/** As many options as `POST /products` allows a new configurable product. */
const MAX_OPTIONS = 3;
/**
 * Keys a product's attributes gain on the way to the storefront or name other fields (ADR 0063): an option
 * coded like one would shadow it in `attributes`.
 */
const RESERVED = new Set([
  "name",
  "sku",
  "price",
  "special_price",
  "rogue_promo_price",
  "qty",
  "options",
  "children",
  "description",
  "short_description",
  "features",
]);

type Option = StaffProduct["configurableAttributes"][number];
const moved = sql`greatest(clock_timestamp(), ${products.updatedAt} + interval '1 microsecond')`;

/**
 * Whole options (variant axes) of an existing configurable product (issue #17, ADR 0063): a new option
 * with its first value, which every variant takes (no new variants, SKUs unchanged; more values through
 * `POST …/option-values`), and an option with one value left removed from the parent and every variant.
 * Each write is one transaction with the parent row locked (the option-value writes' lock and version
 * check, staff.variants.ts); one audit entry for the parent (its options before/after) and one per variant
 * whose stored values change; `catalog` announced with every id after the commit.
 */
export function createStaffOptionAxes(deps: {
  db: Db;
  catalog: Pick<CatalogService, "announce">;
  editor: Pick<StaffCatalog, "get">;
  variants: Pick<StaffVariants, "helpers">;
}) {
  const { db, catalog, editor } = deps;
  const { lockParent, optionOf, audit } = deps.variants.helpers;

  async function run(id: number, fn: (tx: Db) => Promise<number[]>): Promise<StaffVariantsChanged> {
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const touched = await fn(tx);
      return { touched, product: await editor.get(id, "en", { tx }) };
    });
    catalog.announce(["catalog"], [id, ...result.touched]);
    return { product: result.product, created: [], restored: [], retired: [], deleted: [] };
  }

  /** Every variant (retired ones too) with its stored attributes, and the parent's details and attributes. */
  async function rows(tx: Db, id: number) {
    const [parent] = await tx
      .select({ details: products.details, attributes: products.attributes })
      .from(products)
      .where(eq(products.id, id));
    const children = await tx
      .select({ id: products.id, sku: products.sku, attributes: products.attributes })
      .from(products)
      .where(eq(products.parentId, id))
      .orderBy(products.id);
    return { parent, children: children.map((c) => ({ ...c, attributes: (c.attributes ?? {}) as object })) };
  }

  /** The parent's options become `options`; its version moves strictly forward; audited before/after. */
  async function writeOptions(
    tx: Db,
    who: StaffPrincipal,
    current: StaffProduct,
    details: object | undefined,
    options: Option[],
    action: string,
    detail: object,
  ) {
    // The details keep values without their translations (those live in the product's labels, ADR 0062).
    const kept = (list: Option[]) => list.map((o) => ({ ...o, values: o.values.map(({ labels: _, ...v }) => v) }));
    await tx
      .update(products)
      .set({ details: { ...(details ?? {}), configurableAttributes: kept(options) }, updatedAt: moved })
      .where(eq(products.id, current.id));
    await audit(
      tx,
      who,
      action,
      current.id,
      { configurableAttributes: { before: kept(current.configurableAttributes), after: kept(options) } },
      { sku: current.sku, ...detail },
    );
  }

  /** One audit entry per variant whose stored value of `code` changes. */
  const auditVariants = (
    tx: Db,
    who: StaffPrincipal,
    id: number,
    code: string,
    changed: { id: number; sku: string; before: unknown; after: unknown }[],
  ) =>
    recordAudits(
      tx,
      changed.map((v) => ({
        staffId: who.id,
        staffEmail: who.email,
        action: "product.option.set",
        targetType: "product",
        targetId: String(v.id),
        changes: { [`options.${code}`]: { before: v.before ?? null, after: v.after ?? null } },
        detail: { from: "option-axis", parentId: id, sku: v.sku },
      })),
    );

  return {
    async addOption(who: StaffPrincipal, id: number, input: StaffOptionAdd): Promise<StaffVariantsChanged> {
      return run(id, async (tx) => {
        const current = await lockParent(tx, id, input.version);
        const { parent, children } = await rows(tx, id);
        const taken = new Set([
          ...RESERVED,
          ...current.configurableAttributes.map((o) => o.code),
          ...Object.keys((parent?.attributes ?? {}) as object),
          ...children.flatMap((c) => Object.keys(c.attributes)),
        ]);
        if (taken.has(input.code))
          throw httpError(ERRORS.optionExists, `This product already has an option or attribute coded ${input.code}.`, {
            field: "code",
            fields: [{ field: "code", message: "is already an option or attribute of this product" }],
          });
        if (current.configurableAttributes.length >= MAX_OPTIONS)
          throw fieldError("code", `a product has at most ${MAX_OPTIONS} options`);
        if (input.swatch && !isColourOption({ code: input.code, values: [] }))
          throw fieldError("swatch", "only a colour option (coded color or colour) has swatches");
        const option: Option = {
          code: input.code,
          label: input.label,
          values: [{ value: input.value, label: input.valueLabel, swatch: input.swatch ?? null, labels: {} }],
        };
        if (children.length)
          await tx
            .update(products)
            .set({
              attributes: sql`${products.attributes} || ${JSON.stringify({ [input.code]: input.value })}::jsonb`,
              updatedAt: moved,
            })
            .where(eq(products.parentId, id));
        await auditVariants(
          tx,
          who,
          id,
          input.code,
          children.map((c) => ({ id: c.id, sku: c.sku, before: null, after: input.value })),
        );
        await writeOptions(
          tx,
          who,
          current,
          parent?.details as object | undefined,
          [...current.configurableAttributes, option],
          "product.option.add-axis",
          { code: input.code, value: input.value, variants: children.length },
        );
        return children.map((c) => c.id);
      });
    },

    async removeOption(who: StaffPrincipal, id: number, input: StaffOptionRemove): Promise<StaffVariantsChanged> {
      return run(id, async (tx) => {
        const current = await lockParent(tx, id, input.version);
        const option = optionOf(current, input.code);
        if (current.configurableAttributes.length === 1)
          throw httpError(ERRORS.lastOption, undefined, {
            field: "code",
            fields: [{ field: "code", message: `${option.label} is the product's only option` }],
          });
        if (option.values.length > 1)
          throw httpError(
            ERRORS.optionHasValues,
            `${option.label} still has ${option.values.length} values (${option.values
              .map((v) => v.label)
              .join(", ")}): remove its other values first, then the option.`,
            { field: "code", fields: [{ field: "code", message: `${option.label} has more than one value` }] },
          );
        const { parent, children } = await rows(tx, id);
        const holding = children.filter((c) => input.code in c.attributes);
        if (holding.length)
          await tx
            .update(products)
            .set({ attributes: sql`${products.attributes} - ${input.code}::text`, updatedAt: moved })
            .where(eq(products.parentId, id));
        await auditVariants(
          tx,
          who,
          id,
          input.code,
          holding.map((c) => ({
            id: c.id,
            sku: c.sku,
            before: (c.attributes as Record<string, unknown>)[input.code],
            after: null,
          })),
        );
        await writeOptions(
          tx,
          who,
          current,
          parent?.details as object | undefined,
          current.configurableAttributes.filter((o) => o.code !== input.code),
          "product.option.remove-axis",
          { code: input.code, value: option.values[0]?.value ?? null, variants: holding.length },
        );
        return holding.map((c) => c.id);
      });
    },
  };
}
export type StaffOptionAxes = ReturnType<typeof createStaffOptionAxes>;
