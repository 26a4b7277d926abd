import type { SiteCode } from "@ironworks/domain";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { NativeAppContext } from "../native-app/native-app.ts";
import { serviceUrl } from "../native-app/service-url.ts";
import {
  type CustomerSummary,
  fetchSession,
  isLoggedIn,
  readySnapshot,
  refreshDelay,
  type SessionSnapshot,
  sameCustomer,
} from "./session-client.ts";

export interface SessionValue extends SessionSnapshot {
  loggedIn: boolean;
  /** After a sign-in or registration answered by the API. */
  signedIn(customer: CustomerSummary): void;
}

const SessionContext = createContext<SessionValue>({
  status: "loading",
  customer: null,
  expiresAt: 0,
  loggedIn: false,
  signedIn: () => {},
});

export const useSession = () => useContext(SessionContext);

/**
 * The browser's session (SPEC §4): starts from what the server rendered, refreshes 45 s before
 * its 300 s lifetime ends, and a failed refresh (retried once) logs the shopper out of the page.
 * A change of customer reloads the route data so pages never show someone else's.
 */
export function SessionProvider({
  initial,
  site,
  app,
  children,
}: {
  /** undefined: not known yet (loading); null: a guest. */
  initial: CustomerSummary | null | undefined;
  site: SiteCode;
  app: NativeAppContext | null;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<SessionSnapshot>(() =>
    initial === undefined ? { status: "loading", customer: null, expiresAt: 0 } : readySnapshot(initial),
  );
  const { revalidate } = useRevalidator();
  const url = serviceUrl(site, "/svc_session", "/session", app);
  const current = useRef(state.customer);
  current.current = state.customer;

  // Fresh server data (a navigation or a form action revalidated the root) wins.
  const initialKey = initial === undefined ? "loading" : JSON.stringify(initial);
  useEffect(() => {
    if (initial !== undefined) setState(readySnapshot(initial));
  }, [initialKey]);

  useEffect(() => {
    if (state.status === "ready" && !isLoggedIn(state)) return; // guests have nothing to refresh
    let cancelled = false;
    const timer = setTimeout(
      async () => {
        const next = await fetchSession(url);
        if (cancelled) return;
        const customer = next?.customer ?? null;
        setState(next ?? readySnapshot(null));
        if (!sameCustomer(current.current, customer)) revalidate();
      },
      state.status === "loading" ? 0 : refreshDelay(state.expiresAt),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, url, revalidate]);

  const signedIn = useCallback((customer: CustomerSummary) => setState(readySnapshot(customer)), []);
  const value = useMemo(() => ({ ...state, loggedIn: isLoggedIn(state), signedIn }), [state, signedIn]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
