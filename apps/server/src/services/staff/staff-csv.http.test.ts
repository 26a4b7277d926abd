import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { seedData } from "../../testing/seed-data.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { CSV_COLUMNS, escapeCell, unescapeCell } from "./staff.csv.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";
import { STAFF_COOKIE } from "./staff.routes.ts";

/**
 * Issue #17 item 4: the catalog's CSV export and import round-trip (export → edit → import gives
 * exactly the edit), a dry run reports every bad cell by line, field and reason, and applying is
 * all or nothing, audited per changed product.
 */
const clock = movableNow();
let store: TestStore;
let merchandiser: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  merchandiser = await signedInStaff(store, clock, "merchandiser");
});
afterAll(() => store.close());

type Rows = string[][];

async function send(path: string, csv: string, contentType = "text/csv") {
  const res = await store.app.request(`/svc_staff${path}`, {
    method: "POST",
    headers: { "content-type": contentType, cookie: `${STAFF_COOKIE}=${merchandiser.cookie}` },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as Json };
}
const dryRun = (csv: string) => send("/catalog/import/dry-run", csv);
const apply = (csv: string) => send("/catalog/import", csv);

async function exportText(): Promise<string> {
  const res = await store.app.request("/svc_staff/catalog/export", {
    headers: { cookie: `${STAFF_COOKIE}=${merchandiser.cookie}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
  return res.text();
}
/** The export as rows of cell values (the formula escape undone, as the import reads them). */
async function exported(): Promise<Rows> {
  return (parse(await exportText(), { bom: true }) as Rows).map((r) => r.map(unescapeCell));
}
/** Rows as a file the way the export writes it. */
const toCsv = (rows: Rows) => stringify(rows.map((r) => r.map(escapeCell)));
const col = (name: string) => CSV_COLUMNS.indexOf(name);
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await store.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const auditCount = async () =>
  Number((await rowsOf(sql`select count(*)::int as n from staff_audit where action = 'product.import'`))[0]?.n);

describe("export", () => {
  it("has the documented columns and one row per product", async () => {
    const rows = await exported();
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(CSV_COLUMNS).toEqual(
      expect.arrayContaining(["sku", "type", "name_de", "short_description_nl", "price_EUR", "promo_price_GBR", "qty"]),
    );
    const count = await store.services.catalog.countProducts();
    expect(rows.length - 1).toBe(count);
  });

  it("escapes cells a spreadsheet would run as a formula, and the import reads them back as text", async () => {
    const rows = await exported();
    const row = rows[1] as string[];
    const formula = "=cmd|' /C calc'!A0";
    row[col("name_de")] = formula;
    row[col("short_description_fr")] = "@SUM(1+1)";
    const res = await apply(toCsv([rows[0] as string[], row]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const raw = parse(await exportText(), { bom: true }) as Rows;
    const again = raw.find((r) => r[0] === row[0]) as string[];
    expect(again[col("name_de")]).toBe(`'${formula}`);
    expect(again[col("short_description_fr")]).toBe("'@SUM(1+1)");
    // Unescaped formula cells (a spreadsheet saves them without the apostrophe) are stored as the text they are.
    row[col("name_de")] = "+49 Hantel";
    expect((await apply(toCsv([rows[0] as string[], row]))).status).toBe(200);
    const third = (await exported()).find((r) => r[0] === row[0]) as string[];
    expect(third[col("name_de")]).toBe("+49 Hantel");
  });
});

describe("round trip", () => {
  it("export → edit any cells → import → export gives exactly the edit (property)", async () => {
    const text = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
      .filter((s) => s.trim() !== "" && !s.includes("\0"));
    const edit = fc.record({
      row: fc.nat(),
      kind: fc.constantFrom("text", "price", "qty", "special"),
      language: fc.constantFrom("en", "de", "fr", "es", "nl"),
      field: fc.constantFrom("name", "short_description"),
      text: fc.oneof(text, fc.constantFrom("=1+1", "'=x", "-5 kg", "@home", 'Bar "Ohio", 20 kg', "line\none")),
      minor: fc.integer({ min: 0, max: 9_999_999 }),
      qty: fc.integer({ min: 0, max: 1_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 6 }), async (edits) => {
        const rows = await exported();
        const [header, ...body] = rows as [string[], ...Rows];
        for (const e of edits) {
          const row = body[e.row % body.length] as string[];
          if (e.kind === "text") row[col(`${e.field}_${e.language}`)] = e.text;
          const priced = CSV_COLUMNS.filter((c) => c.startsWith("price_") && row[col(c)] !== "");
          const money = `${Math.trunc(e.minor / 100)}.${String(e.minor % 100).padStart(2, "0")}`;
          if (e.kind === "price" && priced.length) row[col(priced[e.minor % priced.length] as string)] = money;
          if (e.kind === "special" && row[col("type")] === "simple" && priced.length)
            row[col(`special_${priced[e.minor % priced.length]}`)] = money;
          if (e.kind === "qty" && row[col("qty")] !== "") row[col("qty")] = String(e.qty);
        }
        const res = await apply(toCsv([header, ...body]));
        expect(res.status, JSON.stringify(res.body.error ?? res.body.errors)).toBe(200);
        expect(await exported()).toEqual([header, ...body]);
      }),
      { numRuns: 12, seed: 17 },
    );
    // Each run exports the whole catalog twice and imports it once: minutes on a loaded machine, never a failure.
  }, 600_000);

  it("importing the export unchanged changes nothing and writes no audit entry", async () => {
    const before = await auditCount();
    const res = await apply(await exportText());
    expect(res.body).toMatchObject({ ok: true, applied: true, changed: 0 });
    expect(await auditCount()).toBe(before);
  });
});

describe("dry run report", () => {
  /** A file of the header and the first three products, with one edit. */
  async function sample(edit: (rows: Rows) => Rows | string): Promise<string> {
    const rows = (await exported()).slice(0, 4);
    const out = edit(rows);
    return typeof out === "string" ? out : toCsv(out);
  }
  const set = (line: number, column: string, value: string) => (rows: Rows) => {
    (rows[line - 1] as string[])[col(column)] = value;
    return rows;
  };
  const simpleRow = (rows: Rows) => rows.findIndex((r) => r[col("type")] === "simple") + 1;

  it.each<[string, (rows: Rows) => Rows | string, [number, string, RegExp][]]>([
    ["a bad number", set(2, "price_EUR", "12,50"), [[2, "price_EUR", /not an amount/]]],
    ["a negative number", set(3, "price_USA", "-3.00"), [[3, "price_USA", /not an amount/]]],
    ["three decimals", set(2, "price_USA", "1.234"), [[2, "price_USA", /at most two decimals/]]],
    ["a qty that is no whole number", set(4, "qty", "ten"), [[4, "qty", /not a stock quantity/]]],
    ["an unknown SKU", set(3, "sku", "NO-SUCH-SKU"), [[3, "sku", /not a product of the catalog/]]],
    ["an empty English name", set(2, "name_en", " "), [[2, "name_en", /required/]]],
    ["a changed type", set(2, "type", "virtual"), [[2, "type", /does not change a product's type/]]],
    ["a duplicate SKU", (rows) => [...rows, [...(rows[2] as string[])]], [[5, "sku", /also on line 3/]]],
    [
      "an unknown column",
      (rows) => rows.map((r, i) => [...r, i === 0 ? "colour" : "red"]),
      [[1, "colour", /not a column/]],
    ],
    ["no sku column", (rows) => rows.map((r) => r.slice(1)), [[1, "sku", /missing/]]],
    [
      "a row with a cell too few",
      (rows) => rows.map((r, i) => (i === 2 ? r.slice(0, -1) : r)),
      [[3, "row", /has \d+ cells; the header has \d+/]],
    ],
    ["an unclosed quote", (rows) => `${toCsv(rows)}X-1,"simple\n`, [[5, "file", /not readable as CSV/]]],
    ["an empty file", () => "", [[1, "file", /empty/]]],
  ])("%s: reported by line, field and reason; nothing applied", async (_, edit, expected) => {
    const csv = await sample(edit);
    const before = await exportText();
    const res = await dryRun(csv);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    expect(res.body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual(
      expected.map(([line, field]) => [line, field]),
    );
    for (const [i, [, , reason]] of expected.entries()) expect(res.body.errors[i].reason).toMatch(reason);
    const applied = await apply(csv);
    expect([applied.status, applied.body.error?.code]).toEqual([400, "validation_error"]);
    expect(applied.body.error.details.report.errors).toEqual(res.body.errors);
    expect(await exportText()).toBe(before);
  });

  it("a special price on a product that is not simple is refused", async () => {
    const rows = await exported();
    const line = rows.findIndex((r, i) => i > 0 && r[col("type")] !== "simple" && r[col("price_EUR")] !== "") + 1;
    expect(line).toBeGreaterThan(1);
    const file = toCsv(
      [rows[0] as string[], rows[line - 1] as string[]].map((r, i) => {
        if (i === 1) r[col("special_price_EUR")] = "1.00";
        return r;
      }),
    );
    const res = await dryRun(file);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        line: 2,
        field: "special_price_EUR",
        reason: expect.stringMatching(/simple products/),
      }),
    ]);
  });

  it("lists every change with its line and before/after, and applies nothing", async () => {
    const rows = (await exported()).slice(0, 3);
    const line = simpleRow(rows);
    const row = rows[line - 1] as string[];
    const oldName = row[col("name_de")];
    row[col("name_de")] = "Neue Hantel";
    const before = await auditCount();
    const res = await dryRun(toCsv(rows));
    expect(res.body).toMatchObject({ ok: true, applied: false, rows: 2, changed: 1, unchanged: 1 });
    expect(res.body.changes).toEqual([
      { line, sku: row[0], fields: { name_de: { before: oldName, after: "Neue Hantel" } } },
    ]);
    expect(await auditCount()).toBe(before);
    expect((await exported())[line - 1]?.[col("name_de")]).toBe(oldName);
  });

  it("takes the file as JSON {csv} too (the console)", async () => {
    const csv = toCsv((await exported()).slice(0, 2));
    const res = await send("/catalog/import/dry-run", JSON.stringify({ csv }), "application/json");
    expect(res.body).toMatchObject({ ok: true, rows: 1, changed: 0 });
  });
});

describe("apply", () => {
  it("is all or nothing: a bad last row leaves every product unchanged and writes no audit entry", async () => {
    const rows = await exported();
    const body = rows.slice(1, 40);
    for (const r of body) r[col("name_fr")] = `${r[col("name_en")]} (FR)`;
    (body.at(-1) as string[])[col("price_EUR")] = "abc";
    const before = await exportText();
    const audits = await auditCount();
    const res = await apply(toCsv([rows[0] as string[], ...body]));
    expect(res.status).toBe(400);
    expect(res.body.error.details.report.errors).toEqual([expect.objectContaining({ line: 40, field: "price_EUR" })]);
    expect(await exportText()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it("audits every changed product with the changed fields, moves its version, and the product reads back with the edit", async () => {
    const rows = await exported();
    const targets = rows
      .slice(1)
      .filter((r) => r[col("type")] === "simple" && r[col("price_EUR")] !== "")
      .slice(0, 3);
    const ids = await Promise.all(
      targets.map(async (r) => {
        const id = (await rowsOf(sql`select id from catalog_products where sku = ${r[0] as string}`))[0]?.id as number;
        return { id, version: (await merchandiser.json("GET", `/svc_staff/products/${id}`)).body.version };
      }),
    );
    for (const r of targets) {
      r[col("price_EUR")] = "123.45";
      r[col("name_de")] = `${r[col("name_en")]} – neu`;
    }
    const lastAudit = Number((await rowsOf(sql`select coalesce(max(id), 0)::int as n from staff_audit`))[0]?.n);
    // What the import tells every process: its products by id (patched into search, not a rebuild).
    const announced: { topic: string; productIds?: readonly number[] }[] = [];
    const unsubscribe = store.services.changes.subscribe((topic, detail) => announced.push({ topic, ...detail }));
    const res = await apply(toCsv([rows[0] as string[], ...targets])).finally(unsubscribe);
    expect(res.body).toMatchObject({ ok: true, applied: true, changed: 3 });
    const named = ids.map(({ id }) => id).sort((a, b) => a - b);
    expect(announced.map((a) => a.topic).sort()).toEqual(["catalog", "price"]);
    for (const a of announced) expect([...(a.productIds ?? [])].sort((x, y) => x - y)).toEqual(named);
    const audit = (await rowsOf(
      sql`select staff_email, action, target_id, changes from staff_audit where id > ${lastAudit} order by id`,
    )) as unknown as { staff_email: string; action: string; target_id: string; changes: Record<string, unknown> }[];
    expect(audit.map((a) => [a.staff_email, a.action, a.target_id, Object.keys(a.changes).sort()])).toEqual(
      ids.map(({ id }) => [merchandiser.email, "product.import", String(id), ["name_de", "price_EUR"]]),
    );
    expect(audit[0]?.changes.price_EUR).toMatchObject({ after: 12345 });
    for (const { id, version } of ids) {
      const now = await merchandiser.json("GET", `/svc_staff/products/${id}?locale=de`);
      expect(now.body.version).not.toBe(version);
      expect(now.body.name).toMatch(/– neu$/);
      expect(now.body.prices.find((p: { storeId: number }) => p.storeId === 5)?.price).toBe(12345);
    }
  });

  it("a qty from 0 to more mails the product's waiting back-in-stock alerts once, after the import commits", async () => {
    const p = seedData().products.find(
      (x) => x.visibility === 4 && x.sites === null && x.type === "simple" && x.inventory.qoh <= 0 && x.inventory.bin,
    );
    if (!p) throw new Error("no out-of-stock product with alerts in the seed");
    const stock = (qty: number | string) => `sku,qty\n${p.sku},${qty}\n`;
    expect((await apply(stock(0))).status).toBe(200);
    const browser = testBrowser(store);
    const { email } = await registerCustomer(store, browser);
    const alert = await browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: p.id, email, parent_id: null },
    });
    expect(alert.status).toBe(201);
    const mails = async () => {
      await store.services.stock.drain();
      return (await store.services.mail.listOutbox({ to: email })).filter((m) =>
        m.subject.startsWith("Back in stock:"),
      );
    };

    // A dry run and a refused import (a bad second row) restock nothing and mail no one.
    expect((await dryRun(stock(4))).body.changed).toBe(1);
    expect((await apply(`${stock(4)}NO-SUCH-SKU,1\n`)).status).toBe(400);
    expect(await mails()).toHaveLength(0);

    const imported = await apply(stock(4));
    expect([imported.status, imported.body.backInStockAlerts]).toEqual([200, 1]);
    const [mail] = await mails();
    expect(mail?.subject).toBe(`Back in stock: ${p.name}`);
    // More stock is no restock: nobody is mailed twice.
    expect((await apply(stock(9))).body.backInStockAlerts).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it("refuses a file above the bound with 413 before reading it", async () => {
    const res = await send("/catalog/import/dry-run", "x".repeat(50 * 1024 * 1024));
    expect([res.status, res.body.error.code]).toEqual([413, "payload_too_large"]);
  });
});
