import { setImmediate as turn } from "node:timers/promises";

/**
 * Long index builds in slices (ADR 0038 addendum): a builder is a generator that yields between units
 * of work (a product, a text entry, a phrase). Run to its end it is the plain synchronous build; run in
 * slices it gives the event loop a turn whenever a slice has taken `sliceMs`, so the process keeps
 * answering requests (from the index it has) while a new one is built.
 */
export type Builder<T> = Generator<void, T, void>;

export function runToEnd<T>(builder: Builder<T>): T {
  for (;;) {
    const step = builder.next();
    if (step.done) return step.value;
  }
}

export async function runInSlices<T>(builder: Builder<T>, sliceMs = 8): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = builder.next();
    if (step.done) return step.value;
    if (performance.now() - started >= sliceMs) {
      await turn();
      started = performance.now();
    }
  }
}
