/**
 * Release and session health (SPEC §4 Session): a tick every 60 s while the page is visible,
 * tasks per tick, a full document load on navigation once the session is a day old or a new
 * release exists, and a flag an unhandled render error sets.
 */
export const HEALTH_TICK_MS = 60_000;
/** SPEC §9: session reload after 24 h. */
export const SESSION_RELOAD_MS = 24 * 60 * 60_000;

/**
 * What a tick does. `cartProducts` revalidates the page's loaders (the cart and its count);
 * `promotions` asks for the customer's five-for-five status; `heartbeat` is the release check;
 * `appConfig` reloads the feature flags.
 */
export type HealthTask = "cartProducts" | "appConfig" | "promotions" | "heartbeat";

/** SPEC §4: cart products on checkout pages or every 5th tick; app config every 5th; promotions and heartbeat every 2nd. */
export function tasksForTick(tick: number, onCheckout: boolean): HealthTask[] {
  const tasks: HealthTask[] = [];
  if (onCheckout || tick % 5 === 0) tasks.push("cartProducts");
  if (tick % 5 === 0) tasks.push("appConfig");
  if (tick % 2 === 0) tasks.push("promotions", "heartbeat");
  return tasks;
}

type Handler = () => unknown;
const handlers = new Map<HealthTask, Set<Handler>>();

/** Registers work for a task; returns the unregister function. */
export function onHealthTask(task: HealthTask, handler: Handler): () => void {
  let set = handlers.get(task);
  if (!set) {
    set = new Set();
    handlers.set(task, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

/** Runs every handler of the tasks; a failing handler never stops the others or reaches the page. */
export function runHealthTasks(tasks: readonly HealthTask[]): void {
  for (const task of tasks)
    for (const handler of handlers.get(task) ?? []) {
      try {
        const result = handler();
        if (result && typeof (result as Promise<unknown>).catch === "function")
          (result as Promise<unknown>).catch(() => {});
      } catch {}
    }
}

const state = {
  startedAt: Date.now(),
  newRelease: null as string | null,
  preloaded: new Set<string>(),
  forced: false,
};

/** A newer release exists on the server (from the heartbeat). */
export function markNewRelease(hash: string): void {
  state.newRelease = hash;
}

/** SPEC §8: an unhandled render error can force full-reload mode. */
export function forceFullReload(): void {
  state.forced = true;
}

export function needsFullReload(now = Date.now()): boolean {
  return state.forced || state.newRelease !== null || now - state.startedAt >= SESSION_RELOAD_MS;
}

/** Whether this release was already preloaded (SPEC §4: preloaded once); marks it. */
export function claimPreload(hash: string): boolean {
  if (state.preloaded.has(hash)) return false;
  state.preloaded.add(hash);
  return true;
}

/** Tests only: a fresh session. */
export function resetHealthState(now = Date.now()): void {
  state.startedAt = now;
  state.newRelease = null;
  state.preloaded.clear();
  state.forced = false;
}

/** SPEC §8: a checkout module that fails to load is retried once, then the failure is raised. */
export async function importWithRetry<T>(load: () => Promise<T>, delayMs = 500): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return load();
  }
}
