// The test worker's watchdog (vitest.setup.ts starts it, one per test process). It runs on its own
// thread, so it keeps going when the process's main thread is stuck: a synchronous loop (PGlite's
// WebAssembly spinning, a `while` that never ends) starves the event loop, and then neither
// vitest's timeouts nor any timer of the test fire. The main thread counts a beat every second;
// when the count stood still for `limitMs`, this prints the test file and test and kills the
// process, which vitest reports as a failed file, instead of a CI job that stalls until its limit.
import { writeSync } from "node:fs";
import { relative } from "node:path";
import { parentPort, workerData } from "node:worker_threads";

const { beat, limitMs, checkEveryMs } = workerData;
const beats = new Int32Array(beat);
let seen = Atomics.load(beats, 0);
/** This thread's own clock (a test's fake timers live on the main thread): when the count last moved. */
let movedAt = Date.now();
/** What the main thread last told: the file and the test (or hook) it was in. */
let where = { file: "(unknown file)", test: "" };
parentPort.on("message", (message) => {
  where = { ...where, ...message };
});

const check = setInterval(() => {
  const count = Atomics.load(beats, 0);
  if (count !== seen) {
    seen = count;
    movedAt = Date.now();
    return;
  }
  const silentMs = Date.now() - movedAt;
  if (silentMs < limitMs) return;
  clearInterval(check);
  const minutes = Math.round(silentMs / 60_000);
  writeSync(
    2,
    `\n[test watchdog] ${relative(process.cwd(), where.file)}${where.test ? ` > ${where.test}` : ""}: the test process made no progress ` +
      `for ${minutes} min (its event loop is blocked: a synchronous loop or a stuck WebAssembly call). ` +
      `Killing process ${process.pid} so the run fails instead of stalling.\n`,
  );
  // The main thread cannot run a signal handler while it is stuck: only SIGKILL ends it.
  process.kill(process.pid, "SIGKILL");
}, checkEveryMs);
