import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false in the server's HTML and during hydration, true after: forms mark themselves data-hydrated (tests wait for it), add js=1 and hide no-JS buttons. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
