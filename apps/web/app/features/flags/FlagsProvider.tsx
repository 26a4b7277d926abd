import type { Attributes } from "@growthbook/growthbook";
import { isValidVisitorId, VISITOR_ID_COOKIE } from "@ironworks/domain/ab";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { readCookie } from "../../lib/cookies.ts";
import { onHealthTask } from "../health/health.ts";
import { type FlagKey, type FlagValue, type FlagValues, flagValue } from "./flag-keys.ts";
import { trackExperiment } from "./tracking.ts";

interface LiveSdk {
  getFeatureValue(key: string, fallback: unknown): unknown;
  getPayload(): { dateUpdated?: string };
}

interface FlagsSource {
  get(key: string): unknown;
}

const FlagsContext = createContext<FlagsSource | null>(null);

/** The SDK waits this long after the page's load event: it is not needed to render (the server evaluated the flags). */
const SDK_DELAY_MS = 2000;

/** Runs `run` when the browser is idle, SDK_DELAY_MS after the load event, so the SDK never competes with the page. */
function afterLoad(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else run();
  };
  const schedule = () => {
    const id = window.setTimeout(idle, SDK_DELAY_MS);
    cancel = () => window.clearTimeout(id);
  };
  if (document.readyState === "complete") schedule();
  else {
    window.addEventListener("load", schedule, { once: true });
    cancel = () => window.removeEventListener("load", schedule);
  }
  return () => cancel();
}

/**
 * The page's attributes with the visitor id from the `ab_vid` cookie (ADR 0064: the page does not
 * carry it, so visitors of the same flag values share one cached page). Browser only.
 */
function withVisitorId(attributes: Attributes): Attributes {
  let id: string | undefined;
  try {
    id = readCookie(document.cookie, VISITOR_ID_COOKIE);
  } catch {
    id = undefined; // malformed percent-encoding: no id
  }
  return isValidVisitorId(id) ? { ...attributes, id } : attributes;
}

/**
 * Feature flags for the page. It renders (on the server and at hydration) with the values the root
 * loader evaluated; after the page has loaded it loads the GrowthBook SDK, which fetches
 * /api/features/{clientKey}, streams /sub/{clientKey} and re-renders on every change.
 */
export function FlagsProvider({
  clientKey,
  attributes,
  values,
  dateUpdated,
  children,
}: {
  clientKey: string;
  attributes: Attributes;
  values: FlagValues;
  dateUpdated: string;
  children: ReactNode;
}) {
  const [live, setLive] = useState<{ gb: LiveSdk } | null>(null);
  const [version, setVersion] = useState(0);
  const gbRef = useRef<{ refreshFeatures(): Promise<void>; setAttributes(a: Attributes): Promise<void> } | null>(null);
  // The SDK starts once per page, with the latest attributes and the cookie's visitor id; changes
  // (other root data, a visitor id the server set meanwhile) are passed on below.
  const start = useRef({ clientKey, attributes });
  start.current = { clientKey, attributes };
  const applied = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const cancelIdle = afterLoad(() => {
      import("./growthbook.client.ts")
        .then(({ startGrowthBook }) =>
          startGrowthBook({
            clientKey: start.current.clientKey,
            attributes: withVisitorId(start.current.attributes),
            onChange: () => setVersion((v) => v + 1),
            onExperiment: (experimentId, variationId) => trackExperiment(experimentId, variationId, "flag"),
          }),
        )
        .then(({ gb, ok }) => {
          destroy = () => gb.destroy();
          if (cancelled) return destroy();
          gbRef.current = gb;
          applied.current = JSON.stringify(withVisitorId(start.current.attributes));
          if (ok) setLive({ gb });
        })
        .catch((err: unknown) => {
          // The SDK chunk did not load (offline, new release): the page keeps its rendered values.
          if (navigator.onLine) console.warn("[flags] flag SDK unavailable; using the rendered values", String(err));
        });
    });
    // SPEC §4: the health tick reloads app config every 5th tick.
    const stopTask = onHealthTask("appConfig", () => gbRef.current?.refreshFeatures());
    return () => {
      cancelled = true;
      cancelIdle();
      stopTask();
      destroy?.();
    };
  }, []);

  // After every render (a navigation's root data; the cookie may have been set meanwhile, e.g. by
  // the home page's answer): the SDK gets the attributes when they, or the id, changed.
  useEffect(() => {
    if (!gbRef.current || applied.current === null) return;
    const next = withVisitorId(attributes);
    const json = JSON.stringify(next);
    if (json === applied.current) return;
    applied.current = json;
    void gbRef.current.setAttributes(next);
  });

  const source = useMemo<FlagsSource>(() => {
    // The SDK's values replace the rendered ones once they are at least as new (a cached payload
    // from localStorage may be older until the stream's first message arrives).
    const sdk = live && (live.gb.getPayload().dateUpdated ?? "") >= dateUpdated ? live.gb : null;
    return { get: (key) => (sdk ? sdk.getFeatureValue(key, values[key] ?? null) : values[key]) };
  }, [live, values, dateUpdated, version]);
  return <FlagsContext.Provider value={source}>{children}</FlagsContext.Provider>;
}

/** A flag's current value; the default block outside a provider or when the value is missing. */
export function useFlag<K extends FlagKey>(key: K): FlagValue<K> {
  const source = useContext(FlagsContext);
  return flagValue(source ? { [key]: source.get(key) } : undefined, key);
}
