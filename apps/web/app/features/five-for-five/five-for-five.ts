import type { SiteCode } from "@ironworks/domain";
import { useSyncExternalStore } from "react";
import type { NativeAppContext } from "../native-app/native-app.ts";
import { serviceUrl } from "../native-app/service-url.ts";

/** SPEC §7 POST /svc_checkout/promotion/status {email} → five-for-five shipping for the customer. */
export interface FiveForFiveStatus {
  fiveShipForFive: boolean;
  fiveShipForFiveRemaining: number;
}

let current: FiveForFiveStatus | null = null;
const listeners = new Set<() => void>();

/** The latest status (null until asked, for guests, or after a failure that left nothing). */
export function getFiveForFive(): FiveForFiveStatus | null {
  return current;
}

export function setFiveForFive(next: FiveForFiveStatus | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function useFiveForFive(): FiveForFiveStatus | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFiveForFive,
    () => null,
  );
}

/**
 * Asks for the signed-in customer's promotion status (the health tick's "refresh promotions",
 * SPEC §4). A guest has none; a failure keeps what was known (promotions are decoration).
 */
export async function refreshFiveForFive(
  site: SiteCode,
  email: string | null,
  app: NativeAppContext | null,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!email) return setFiveForFive(null);
  try {
    const res = await fetchImpl(serviceUrl(site, "/svc_checkout", "/promotion/status", app), {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    if (!res.ok) return;
    const body = (await res.json()) as Partial<FiveForFiveStatus>;
    if (typeof body.fiveShipForFive === "boolean" && typeof body.fiveShipForFiveRemaining === "number")
      setFiveForFive({
        fiveShipForFive: body.fiveShipForFive,
        fiveShipForFiveRemaining: body.fiveShipForFiveRemaining,
      });
  } catch {}
}
