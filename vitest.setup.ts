import { Worker } from "node:worker_threads";
import { afterEach, beforeEach, expect, vi } from "vitest";

// House rule: any unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length)
    throw new Error(`Unexpected console.error: ${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
});

/**
 * A stuck test process fails the run instead of stalling it (scripts/test-watchdog.mjs): the main
 * thread beats every second; a watchdog thread kills the process, naming the file and test, when no
 * beat came for VITEST_STALL_MINUTES (default 5). Slow but moving work keeps beating: only an event
 * loop blocked for minutes on end (a synchronous loop, a spinning WebAssembly call) trips it.
 */
const STALL_MINUTES = Math.max(1, Number(process.env.VITEST_STALL_MINUTES) || 5);
const watchdogKey = Symbol.for("ironworks.test-watchdog");
type Watchdog = { tell(where: { file?: string; test?: string }): void };
function startWatchdog(): Watchdog {
  const beat = new SharedArrayBuffer(4);
  const beats = new Int32Array(beat);
  const thread = new Worker(new URL("./scripts/test-watchdog.mjs", import.meta.url), {
    workerData: { beat, limitMs: STALL_MINUTES * 60_000, checkEveryMs: 10_000 },
  });
  thread.unref();
  // A count, not a time: a test's fake clock (vi.useFakeTimers, setSystemTime) must not look like a stall.
  setInterval(() => Atomics.add(beats, 0, 1), 1000).unref();
  return { tell: (where) => thread.postMessage(where) };
}
// One per test process (the setup file runs again for every test file the process takes).
const perProcess = globalThis as Record<symbol, Watchdog | undefined>;
const watchdog = perProcess[watchdogKey] ?? startWatchdog();
perProcess[watchdogKey] = watchdog;

// The setup file runs before each test file's own code: from here on the watchdog names the file.
watchdog.tell({
  file: expect.getState().testPath ?? "(unknown file)",
  test: "(loading, or a beforeAll/afterAll hook)",
});
beforeEach(({ task }) => {
  watchdog.tell({ test: task.fullTestName ?? task.name });
});
afterEach(() => {
  watchdog.tell({ test: "(between tests, or an afterAll hook)" });
});
