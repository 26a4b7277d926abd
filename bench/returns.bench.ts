// Issue #21's figures: the time for support to settle a return — approve, receive (restock) and
// refund through the test gateway (POST /svc_staff/returns/{id}/approve, /receive, /settle) — as
// p50/p95 over BENCH_RUNS returns, against a baseline measured in the same run: a plain back-office
// refund of the same amount on another order (POST /svc_staff/orders/{id}/refunds, no return), so
// the ratio shows what the return's own bookkeeping costs. Also the slip's Code 128 SVG generation
// and the label PDF's (pdfkit, ADR 0041 addendum), and an exchange's confirm (the unit held, ADR 0047).
// Orders are placed and delivered as in the HTTP tests (the setup is not timed). PGlite by default;
// `-- --postgres` uses TEST_DATABASE_URL's server. Saves bench/results/returns.json.
import { localeOfSite } from "@ironworks/domain";
import { code128Svg } from "../apps/server/src/services/returns/index.ts";
import { returnLabelPdf } from "../apps/server/src/services/returns/returns.label.ts";
import {
  confirmReturn,
  deliveredOrder,
  exchangeableOrder,
  returnProducts,
} from "../apps/server/src/services/returns/returns.testing.ts";
import { movableNow, signedInStaff } from "../apps/server/src/services/staff/staff.testing.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { ms, stats, time } from "./lib/samples.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Returns settled before timing starts (JIT, caches); each return settles once, so these are extra orders. */
const WARM = 3;
const engine = process.argv.includes("--postgres") ? "postgres" : "pglite";

warnIfBusy();
const clock = movableNow();
const store = await createTestStore({ engine, now: clock.now });
try {
  const owner = await signedInStaff(store, clock, "owner");
  // Enough stock for every order the setup places.
  for (const p of returnProducts()) await store.services.stock.restockSku(p.sku, 100_000);
  const setup = performance.now();
  // Used + defective: each return waits for support's approval, as the figure asks.
  const rmas: { rmaNumber: string; amountMinor: number }[] = [];
  const plain: string[] = [];
  for (let i = 0; i < RUNS + WARM; i++) {
    const { browser, orderId } = await deliveredOrder(store);
    const r = await confirmReturn(browser, orderId, [{ lineNo: 2, qty: 1, reason: "defective", condition: "used" }]);
    if (r.status !== 201 || r.body.state !== "requested")
      throw new Error(`confirm: ${r.status} ${JSON.stringify(r.body)}`);
    rmas.push({ rmaNumber: r.body.rmaNumber, amountMinor: r.body.amountMinor });
    plain.push((await deliveredOrder(store)).orderId);
  }
  const setupMs = performance.now() - setup;

  const ok = (label: string, res: { status: number; body: unknown }) => {
    if (res.status >= 300) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  /** Each call on its own return (or order): `WARM` untimed, then `RUNS` timed. */
  const timeEach = async (fn: (i: number) => Promise<void>) => {
    for (let i = 0; i < WARM; i++) await fn(i);
    const samples: number[] = [];
    for (let i = WARM; i < WARM + RUNS; i++) {
      const t = performance.now();
      await fn(i);
      samples.push(performance.now() - t);
    }
    return samples;
  };
  // Each step timed too: the restock's change notice rebuilds the search index on PGlite (the
  // suspected cause of a slow settle right after a receipt), so receive and refund are told apart.
  const steps = { approve: [] as number[], receive: [] as number[], refund: [] as number[] };
  const step = async (name: keyof typeof steps, i: number, call: () => Promise<{ status: number; body: unknown }>) => {
    const t = performance.now();
    ok(name, await call());
    if (i >= WARM) steps[name].push(performance.now() - t);
  };
  const settle = await timeEach(async (i) => {
    const { rmaNumber } = rmas[i] as { rmaNumber: string };
    await step("approve", i, () => owner.json("POST", `/svc_staff/returns/${rmaNumber}/approve`, {}));
    await step("receive", i, () =>
      owner.json("POST", `/svc_staff/returns/${rmaNumber}/receive`, {
        lines: [{ lineNo: 2, qty: 1, condition: "restock" }],
      }),
    );
    await step("refund", i, () => owner.json("POST", `/svc_staff/returns/${rmaNumber}/settle`, {}));
  });
  const baseline = await timeEach(async (i) => {
    const amountMinor = (rmas[i] as { amountMinor: number }).amountMinor;
    ok("refund", await owner.json("POST", `/svc_staff/orders/${plain[i]}/refunds`, { amountMinor, reason: "bench" }));
  });
  // An exchange's confirm (ADR 0047): priced, the order row locked, the variant's unit held, in one
  // transaction; each on its own delivered order of a configurable's variant (setup not timed).
  const swaps: Awaited<ReturnType<typeof exchangeableOrder>>[] = [];
  for (let i = 0; i < RUNS + WARM; i++) swaps.push(await exchangeableOrder(store, `bench-swap-${i}@example.com`));
  const exchange = await timeEach(async (i) => {
    const o = swaps[i] as (typeof swaps)[number];
    const r = await confirmReturn(
      o.browser,
      o.orderId,
      [{ lineNo: 1, qty: 1, reason: "does_not_fit", condition: "unopened", exchangeFor: o.other.productId }],
      { outcome: "exchange" },
    );
    ok("exchange confirm", r);
  });
  const barcode = await time(200, () => code128Svg("RMA-0123456789"));
  // The label PDF (pdfkit + a Code 128 PNG), German, three lines: the "label PDF generation time".
  const labelFacts = {
    rmaNumber: "RMA-0123456789",
    orderId: "IW-0000000001",
    dateIssued: "2026-07-01",
    needsPickup: false,
    lines: [1, 2, 3].map((n) => ({ qty: n, name: `Hantelscheibe ${n} × 20 kg`, sku: `SKU-${n}` })),
  };
  const de = localeOfSite("EUR", "de-DE");
  for (let i = 0; i < 5; i++) await returnLabelPdf(labelFacts, de);
  const labelSamples: number[] = [];
  let labelBytes = 0;
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    labelBytes = (await returnLabelPdf(labelFacts, de)).length;
    labelSamples.push(performance.now() - t);
  }
  const label = stats(labelSamples);

  const a = stats(settle);
  const b = stats(baseline);
  const c = stats(barcode);
  console.log(`\n${RUNS} returns on ${engine} (orders placed and delivered in ${fmt.ms(setupMs)}):\n`);
  printTable(
    ["measure", "p50", "p95", "p95 ratio"],
    [
      ["approve + receive + refund (3 calls)", fmt.ms(a.p50), fmt.ms(a.p95), `${(a.p95 / b.p95).toFixed(2)}×`],
      ...(["approve", "receive", "refund"] as const).map((name) => {
        const s = stats(steps[name]);
        return [`  of which ${name}`, fmt.ms(s.p50), fmt.ms(s.p95), `${(s.p95 / b.p95).toFixed(2)}×`];
      }),
      ["baseline: one order refund of the same amount", fmt.ms(b.p50), fmt.ms(b.p95), "1.00×"],
      ["exchange confirm (unit held)", fmt.ms(stats(exchange).p50), fmt.ms(stats(exchange).p95), "–"],
      ["slip barcode (Code 128 SVG)", ms(c.p50), ms(c.p95), "–"],
      [`label PDF (${Math.round(labelBytes / 1024)} KB, 50 runs)`, ms(label.p50), ms(label.p95), "–"],
    ],
  );
  console.log(
    `\nsaved ${saveResults("returns", {
      engine,
      runs: RUNS,
      setupMs,
      settle: a,
      steps: { approve: stats(steps.approve), receive: stats(steps.receive), refund: stats(steps.refund) },
      baseline: b,
      exchangeConfirm: stats(exchange),
      barcode: c,
      label,
    })}`,
  );
} finally {
  await store.close();
}
