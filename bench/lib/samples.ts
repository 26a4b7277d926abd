// Timing samples: one percentile rule and one timing loop for every bench script.

/** Percentiles of a list of timings (nearest rank; NaN for an empty list). */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const p50 = at(0.5);
  return {
    runs: samples.length,
    min: sorted[0] ?? Number.NaN,
    p50,
    median: p50,
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
  };
}

/** Runs `fn` `runs` times after a warm-up (JIT, caches) and returns each call's milliseconds. */
export async function time(runs: number, fn: () => unknown | Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(50, runs); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** Milliseconds for a table cell: three decimals below 10 ms, whole numbers above. */
export const ms = (n: number) => `${n < 10 ? n.toFixed(3) : Math.round(n)} ms`;
