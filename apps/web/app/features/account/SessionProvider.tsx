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
import { emitSessionChange, sessionChangeOf } from "./session-events.ts";
import { saveSegments as saveVisitorSegments, syncGuestSegmentCookie } from "./segments.client.ts";

export interface SessionValue extends SessionSnapshot {
  loggedIn: boolean;
  /** After a sign-in or registration answered by the API. */
  signedIn(customer: CustomerSummary): void;
  /**
   * The visitor chose segments (SPEC §6): a guest's stay in local storage, a customer's are
   * saved on the server (failure ignored); the page data reloads so content follows.
   */
  saveSegments(segments: string[]): Promise<void>;
}

const SessionContext = createContext<SessionValue>({
  status: "loading",
  customer: null,
  expiresAt: 0,
  loggedIn: false,
  signedIn: () => {},
  saveSegments: async () => {},
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

  // SPEC §4: per-customer state (the events profile) resets on login or logout, reloads after login.
  const previous = useRef(state);
  useEffect(() => {
    const change = sessionChangeOf(previous.current, state);
    previous.current = state;
    if (change) emitSessionChange(change);
  }, [state]);

  // SPEC §6: a guest's segments live in local storage; the server filters content by the `seg`
  // cookie, so a stored choice the cookie lacks is copied there and the page data reloaded.
  const guest = state.status === "ready" && !isLoggedIn(state);
  useEffect(() => {
    if (guest && syncGuestSegmentCookie()) revalidate();
  }, [guest, revalidate]);

  const signedIn = useCallback((customer: CustomerSummary) => setState(readySnapshot(customer)), []);
  const loggedIn = isLoggedIn(state);
  const saveSegments = useCallback(
    async (segments: string[]) => {
      await saveVisitorSegments(segments, { loggedIn, site });
      revalidate();
    },
    [loggedIn, site, revalidate],
  );
  const value = useMemo(
    () => ({ ...state, loggedIn, signedIn, saveSegments }),
    [state, loggedIn, signedIn, saveSegments],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
