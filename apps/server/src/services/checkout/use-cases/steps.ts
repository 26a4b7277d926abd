/**
 * A small step runner (ADR 0030): each step names itself, does its work, and may declare how to
 * undo it. When a step throws, the steps already done are compensated in reverse order, then the
 * error goes on to the caller. A compensation handles its own failure (it logs): it never hides
 * the error that started it.
 */
export interface Step<C> {
  readonly name: string;
  run(ctx: C): Promise<void>;
  /** Undoes what `run` did, when a later step failed. Absent: nothing to undo. */
  compensate?(ctx: C): Promise<void>;
}

export async function runSteps<C>(steps: readonly Step<C>[], ctx: C): Promise<void> {
  const done: Step<C>[] = [];
  for (const step of steps) {
    try {
      await step.run(ctx);
    } catch (err) {
      for (const finished of done.reverse()) await finished.compensate?.(ctx);
      throw err;
    }
    done.push(step);
  }
}
