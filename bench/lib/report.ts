// Printing and saving of benchmark figures: a compact table on stdout, JSON in bench/results/.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { ROOT } from "./server.ts";

export const RESULTS_DIR = join(ROOT, "bench", "results");

/** What every result file records about where it was measured. */
export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "unknown",
    platform: `${process.platform}-${process.arch}`,
    loadAvg1m: Number((loadavg()[0] ?? 0).toFixed(2)),
  };
}

/** Load figures mean little when other work keeps the cores busy: say so before measuring. */
export function warnIfBusy(): void {
  const load = loadavg()[0] ?? 0;
  const cores = cpus().length;
  if (load > cores * 0.5)
    console.warn(
      `warning: load average ${load.toFixed(1)} on ${cores} cores before the run: other work competes for the CPU, figures will be low and noisy.`,
    );
}

/** Writes bench/results/<name>.json and returns its path. */
export function saveResults(name: string, data: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(
    path,
    `${JSON.stringify({ bench: name, at: new Date().toISOString(), machine: machine(), ...data }, null, 2)}\n`,
  );
  return path;
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of cells.slice(1)) console.log(line(r));
}

export const fmt = {
  int: (n: number) => Math.round(n).toLocaleString("en-US"),
  ms: (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  pct: (r: number) => `${(r * 100).toFixed(1)}%`,
  /** "ok" / "OVER" against a budget; benchmarks print, they never fail on a figure. */
  verdict: (ok: boolean) => (ok ? "ok" : "OVER"),
};
