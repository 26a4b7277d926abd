import { useEffect, useState } from "react";

/** True once React runs in the browser (forms mark themselves data-hydrated; tests wait for it). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
