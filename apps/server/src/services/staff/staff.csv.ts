import { ERRORS, type StaffCsvReport } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { SITES } from "@ironworks/domain";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { asc, inArray, sql } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import { inventory, productPrices, products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { staffAudit } from "./staff.schema.ts";

/**
 * CSV export and import of the catalog (issue #17 item 4, ADR 0037 addendum "CSV"): the export is
 * exactly what the import reads, so export → edit → import changes exactly the edited cells. The
 * import is checked as a whole first (a dry run answers the per-row report); applying checks again
 * inside one transaction and writes every change through the catalog's seam with one audit entry per
 * changed product, or nothing at all. Caches on every process are dropped after the commit.
 */

/** Bodies above this are refused with 413 while they arrive (app.ts), before any parsing. */
export const CSV_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CSV_IMPORT_PATH = "/svc_staff/catalog/import";

export const CSV_LANGUAGES = ["en", "de", "fr", "es", "nl"] as const;
/** Stores in a stable order, named by their site code (USA, EUR …) in the columns. */
const STORES = Object.values(SITES)
  .map((s) => ({ code: s.code, storeId: s.storeId }))
  .sort((a, b) => a.storeId - b.storeId);
const PRICE_KINDS = [
  { column: "price", field: "price" },
  { column: "special_price", field: "specialPrice" },
  { column: "promo_price", field: "promoPrice" },
] as const;
type PriceField = (typeof PRICE_KINDS)[number]["field"];

export const CSV_COLUMNS: readonly string[] = [
  "sku",
  "type",
  ...CSV_LANGUAGES.flatMap((l) => [`name_${l}`, `short_description_${l}`]),
  ...STORES.flatMap((s) => PRICE_KINDS.map((k) => `${k.column}_${s.code}`)),
  "qty",
];

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @ tab, carriage return. */
const FORMULA = /^'*[=+\-@\t\r]/;
/** Export: a leading apostrophe makes spreadsheets show the text; already-quoted text gets one more, so import can undo it exactly. */
export function escapeCell(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}
/** Import: one apostrophe before a formula character is the export's escape; any other cell is kept as written (stored as text, never evaluated). */
export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA.test(value) ? value.slice(1) : value;
}

/** Minor units ↔ "49.99" (every store's currency has two decimals). */
export function formatMoney(minor: number | null): string {
  if (minor === null) return "";
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}
const MONEY = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
function parseMoney(cell: string): number | null | "bad" {
  if (cell === "") return null;
  const m = MONEY.exec(cell);
  if (!m) return "bad";
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

export type CsvReport = StaffCsvReport;
type CsvIssue = CsvReport["errors"][number];
type CsvChange = CsvReport["changes"][number];
/** The first REPORT_LIMIT problems and changes are listed (with their counts). */
const REPORT_LIMIT = 1000;

interface ProductState {
  id: number;
  sku: string;
  type: string;
  text: Record<string, string>;
  prices: Map<number, Record<PriceField, number | null>>;
  qty: number | null;
}

interface Plan {
  report: CsvReport;
  /** Every changed product, with what to write. */
  writes: { product: ProductState; change: CsvChange; update: ProductChange; qty: number | null }[];
}

/** The catalog seam's change of one product (prices per store, copy per locale). */
type ProductChange = Parameters<CatalogService["updateProduct"]>[1];

type Translations = Record<string, { name?: string; short_description?: string } | undefined>;

/**
 * The restock service's seam for another writer of stock (services/bin restockedIn): the alerts of
 * products that went from nothing to some are claimed and their mails queued in the import's transaction.
 */
export interface CsvRestock {
  restockedIn(
    tx: Db,
    changes: { productId: number; previousQoh: number; qoh: number }[],
  ): Promise<{ claimed: number; afterCommit: () => Promise<number> }>;
}

export function createStaffCsv(deps: {
  db: Db;
  catalog: Pick<CatalogService, "bulkUpdate" | "announce">;
  /** Absent: no back-in-stock alerts are mailed (a bare test service). */
  restock?: CsvRestock;
}) {
  const { db } = deps;

  /** Every product's exported fields, keyed by SKU (three queries, whatever the catalog's size). */
  async function snapshot(tx: Db, lock = false): Promise<Map<string, ProductState>> {
    const query = tx
      .select({
        id: products.id,
        sku: products.sku,
        type: products.type,
        name: products.name,
        shortDescription: sql<string | null>`${products.attributes}->>'short_description'`,
        translations: products.translations,
      })
      .from(products)
      .orderBy(asc(products.id));
    // One after another: inside a transaction they share one connection.
    const rows = await (lock ? query.for("update") : query);
    const priceRows = await tx.select().from(productPrices);
    const stockRows = await tx.select({ productId: inventory.productId, qoh: inventory.qoh }).from(inventory);
    const byId = new Map<number, ProductState>();
    const bySku = new Map<string, ProductState>();
    for (const r of rows) {
      const t = (r.translations ?? {}) as Translations;
      const text: Record<string, string> = { name_en: r.name, short_description_en: r.shortDescription ?? "" };
      for (const l of CSV_LANGUAGES.slice(1)) {
        text[`name_${l}`] = t[l]?.name ?? "";
        text[`short_description_${l}`] = t[l]?.short_description ?? "";
      }
      const state: ProductState = { id: r.id, sku: r.sku, type: r.type, text, prices: new Map(), qty: null };
      byId.set(r.id, state);
      bySku.set(r.sku, state);
    }
    for (const p of priceRows)
      byId
        .get(p.productId)
        ?.prices.set(p.storeId, { price: p.price, specialPrice: p.specialPrice, promoPrice: p.promoPrice });
    for (const s of stockRows) {
      const state = byId.get(s.productId);
      if (state) state.qty = s.qoh;
    }
    return bySku;
  }

  function exportRow(p: ProductState): string[] {
    const cells: string[] = [p.sku, p.type];
    for (const l of CSV_LANGUAGES) cells.push(p.text[`name_${l}`] ?? "", p.text[`short_description_${l}`] ?? "");
    for (const s of STORES) {
      const row = p.prices.get(s.storeId);
      for (const k of PRICE_KINDS) cells.push(formatMoney(row?.[k.field] ?? null));
    }
    cells.push(p.qty === null ? "" : String(p.qty));
    return cells.map(escapeCell);
  }

  /** Reads the file against the current catalog: every problem with its line, and every change. */
  function plan(csv: string, current: Map<string, ProductState>): Plan {
    const errors: CsvIssue[] = [];
    const writes: Plan["writes"] = [];
    const issue = (line: number, sku: string | null, field: string, reason: string) =>
      errors.push({ line, sku, field, reason });
    const finish = (rows: number): Plan => ({
      report: {
        ok: errors.length === 0,
        applied: false,
        rows,
        changed: writes.length,
        unchanged: rows - writes.length,
        errorCount: errors.length,
        errors: errors.slice(0, REPORT_LIMIT),
        changes: writes.slice(0, REPORT_LIMIT).map((w) => w.change),
      },
      writes: errors.length ? [] : writes,
    });

    let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
    try {
      records = parse(csv, {
        bom: true,
        info: true,
        relax_column_count: true,
        skip_empty_lines: true,
      }) as unknown as typeof records;
    } catch (err) {
      const line = (err as { lines?: number }).lines ?? 1;
      issue(
        line,
        null,
        "file",
        `not readable as CSV: ${(err as Error).message.replace(/^Invalid Record Length: /, "")}`,
      );
      return finish(0);
    }
    const [head, ...body] = records;
    if (!head) {
      issue(1, null, "file", "is empty: the first line names the columns (export one to start from)");
      return finish(0);
    }
    const header = head.record.map((h) => h.trim());
    const seen = new Set<string>();
    for (const name of header) {
      if (!CSV_COLUMNS.includes(name)) issue(1, null, name || "(empty)", "is not a column of the product export");
      else if (seen.has(name)) issue(1, null, name, "appears twice");
      seen.add(name);
    }
    if (!seen.has("sku")) issue(1, null, "sku", "is missing: every row is found by its SKU");
    if (errors.length) return finish(body.length);

    const skuLines = new Map<string, number>();
    let previousEnd = head.info.lines;
    let previousEmpty = head.info.empty_lines;
    for (const { record, info } of body) {
      const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
      previousEnd = info.lines;
      previousEmpty = info.empty_lines;
      const cells = new Map(header.map((h, i) => [h, unescapeCell(record[i] ?? "")]));
      const sku = cells.get("sku") ?? "";
      if (record.length !== header.length) {
        issue(line, sku || null, "row", `has ${record.length} cells; the header has ${header.length}`);
        continue;
      }
      if (!sku) {
        issue(line, null, "sku", "is empty");
        continue;
      }
      const first = skuLines.get(sku);
      if (first !== undefined) {
        issue(line, sku, "sku", `is also on line ${first}: one row per product`);
        continue;
      }
      skuLines.set(sku, line);
      const product = current.get(sku);
      if (!product) {
        issue(
          line,
          sku,
          "sku",
          "is not a product of the catalog (the import changes products, it does not create them)",
        );
        continue;
      }
      const fields: CsvChange["fields"] = {};
      const update: ProductChange = {};
      let qty: number | null = null;
      const type = cells.get("type");
      if (type !== undefined && type !== product.type)
        issue(line, sku, "type", `is ${product.type}; the import does not change a product's type`);

      for (const l of CSV_LANGUAGES) {
        const copy: { name?: string; short_description?: string } = {};
        for (const [column, key, max] of [
          [`name_${l}`, "name", 255],
          [`short_description_${l}`, "short_description", 2000],
        ] as const) {
          const value = cells.get(column);
          if (value === undefined) continue;
          if (value.length > max) issue(line, sku, column, `is ${value.length} characters; at most ${max}`);
          else if (column === "name_en" && value.trim() === "") issue(line, sku, column, "is required");
          else if (value !== product.text[column]) {
            fields[column] = { before: product.text[column] ?? "", after: value };
            copy[key] = value;
          }
        }
        if (Object.keys(copy).length) update.copy = [...(update.copy ?? []), { locale: l, ...copy }];
      }

      for (const s of STORES) {
        const row = product.prices.get(s.storeId);
        const change: { storeId: number } & Partial<Record<PriceField, number | null>> = { storeId: s.storeId };
        for (const k of PRICE_KINDS) {
          const column = `${k.column}_${s.code}`;
          const cell = cells.get(column);
          if (cell === undefined) continue;
          const value = parseMoney(cell);
          if (value === "bad") {
            issue(
              line,
              sku,
              column,
              `"${cell}" is not an amount: digits with a dot and at most two decimals, like 49.99`,
            );
            continue;
          }
          const before = row?.[k.field] ?? null;
          if (value === before) continue;
          if (!row) issue(line, sku, column, `the product is not sold in store ${s.code}`);
          else if (k.field === "price" && value === null && before !== null)
            issue(line, sku, column, "is required while the product is sold in this store");
          else if (k.field !== "price" && product.type !== "simple")
            issue(line, sku, column, `special and promo prices are for simple products; this one is ${product.type}`);
          else {
            fields[column] = { before, after: value };
            change[k.field] = value;
          }
        }
        if (Object.keys(change).length > 1) update.prices = [...(update.prices ?? []), change];
      }

      const qtyCell = cells.get("qty");
      if (qtyCell !== undefined) {
        const value = qtyCell === "" ? null : /^\d{1,7}$/.test(qtyCell) ? Number(qtyCell) : Number.NaN;
        if (Number.isNaN(value) || (value !== null && value > 1_000_000))
          issue(line, sku, "qty", `"${qtyCell}" is not a stock quantity: a whole number from 0 to 1000000`);
        else if (value !== product.qty) {
          if (product.qty === null) issue(line, sku, "qty", "the product keeps no stock of its own");
          else if (value === null) issue(line, sku, "qty", "is required: the product keeps stock");
          else {
            fields.qty = { before: product.qty, after: value };
            qty = value;
          }
        }
      }
      if (Object.keys(fields).length) writes.push({ product, change: { line, sku, fields }, update, qty });
    }
    return finish(body.length);
  }

  return {
    columns: CSV_COLUMNS,

    async exportCsv(): Promise<string> {
      const current = await snapshot(db);
      // A byte-order mark: spreadsheets then read the file as UTF-8 (umlauts, accents).
      return `\uFEFF${stringify([CSV_COLUMNS as string[], ...[...current.values()].map(exportRow)])}`;
    },

    /** The report without writing anything. */
    async dryRun(csv: string): Promise<CsvReport> {
      return plan(csv, await snapshot(db)).report;
    },

    /**
     * All or nothing: checked again inside the transaction (rows locked), then every changed product
     * written through the catalog's seam with its audit entry. Any error: 400 with the report, nothing written.
     */
    async apply(who: StaffPrincipal, csv: string): Promise<CsvReport> {
      const { report, topics, ids, alerts } = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const { report, writes } = plan(csv, await snapshot(txDb, true));
        if (!report.ok)
          throw httpError(ERRORS.validation, `The file has ${report.errorCount} problem(s); nothing was imported.`, {
            report,
          });
        // Every product's copy, prices and stock in a few statements per 2,000 products (the per-product
        // seam cost ~6 statements each: 110 s for 10,000 at load, bench:csv-import). Prices are whole
        // rows: what the snapshot read (rows locked) with the file's changes over it.
        const topics = await deps.catalog.bulkUpdate(
          txDb,
          writes.map((w) => ({
            productId: w.product.id,
            ...(w.update.copy ? { copy: w.update.copy } : {}),
            ...(w.update.prices
              ? {
                  prices: w.update.prices.map(({ storeId, ...fields }) => {
                    const row = w.product.prices.get(storeId);
                    return {
                      storeId,
                      price: row?.price ?? null,
                      specialPrice: row?.specialPrice ?? null,
                      promoPrice: row?.promoPrice ?? null,
                      ...fields,
                    };
                  }),
                }
              : {}),
            qty: w.qty,
          })),
        );
        const ids = writes.map((w) => w.product.id);
        for (let i = 0; i < ids.length; i += 5000) {
          // The version (ADR 0037 §6) moves strictly forward: an open editor's save gets 409.
          await txDb
            .update(products)
            .set({ updatedAt: sql`greatest(clock_timestamp(), ${products.updatedAt} + interval '1 microsecond')` })
            .where(inArray(products.id, ids.slice(i, i + 5000)));
        }
        for (let i = 0; i < writes.length; i += 1000) {
          await txDb.insert(staffAudit).values(
            writes.slice(i, i + 1000).map((w) => ({
              staffId: who.id,
              staffEmail: who.email,
              action: "product.import",
              targetType: "product",
              targetId: String(w.product.id),
              changes: w.change.fields,
              detail: { sku: w.product.sku, line: w.change.line },
            })),
          );
        }
        // A qty from 0 to more is a restock like PUT /stock's: its waiting alerts are mailed (ADR 0015 addendum).
        const alerts = await deps.restock?.restockedIn(
          txDb,
          writes.flatMap((w) =>
            w.qty !== null && w.product.qty !== null
              ? [{ productId: w.product.id, previousQoh: w.product.qty, qoh: w.qty }]
              : [],
          ),
        );
        return { report: { ...report, applied: true }, topics, ids, alerts };
      });
      // Named: other processes patch these products into their search indexes rather than build them
      // again (more than the bus carries, MAX_CHANGE_IDS, travel as "anything of the topic": a build).
      deps.catalog.announce(topics, ids);
      return alerts ? { ...report, backInStockAlerts: await alerts.afterCommit() } : report;
    },
  };
}
export type StaffCsv = ReturnType<typeof createStaffCsv>;
