import { useSyncExternalStore } from "react";

/** SPEC §4: the network is tracked as online or offline. */
function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * SPEC §8: offline browser errors are silent — failed fetches and chunk loads while offline are
 * not reported as unhandled errors.
 */
export function silenceOfflineErrors(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!navigator.onLine) event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    if (!navigator.onLine) event.preventDefault();
  };
  window.addEventListener("unhandledrejection", onRejection);
  window.addEventListener("error", onError);
  return () => {
    window.removeEventListener("unhandledrejection", onRejection);
    window.removeEventListener("error", onError);
  };
}
