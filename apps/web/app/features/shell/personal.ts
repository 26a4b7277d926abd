import type { SessionHeaderResponse } from "@ironworks/contracts";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { useSession } from "../account/SessionProvider.tsx";
import { serviceUrl } from "../native-app/service-url.ts";
import type { RootData } from "./root-data.ts";

/**
 * The personal island of a page shared by sessions (ADR 0061). Such a page (root data `shared`)
 * carries no name, e-mail or cart count; once hydrated the browser asks for them with the session's
 * own cookie (GET /svc_session/session/header, no-store) and the header shows them. The first render
 * is the shared page's (no hydration mismatch); route data from a navigation or revalidation is the
 * session's own (`shared` false) and wins. A page rendered for another state than the session's now
 * (signed out or in elsewhere meanwhile) reloads its data instead.
 */
let filled: { data: RootData; island: SessionHeaderResponse } | null = null;
const listeners = new Set<() => void>();
const asked = new WeakSet<RootData>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function fetchIsland(url: string): Promise<SessionHeaderResponse | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch(url, { credentials: "same-origin", cache: "no-store" });
      if (res.ok) return (await res.json()) as SessionHeaderResponse;
    } catch {
      // offline or aborted: one more try
    }
  }
  return null;
}

/**
 * The island for this page's root data: `pending` while a shared page's personal parts are not known
 * yet (the header shows them neutral), then `island`; for a page rendered for its session, neither.
 */
export function usePersonalIsland(): { pending: boolean; island: SessionHeaderResponse | null } {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const snapshot = useSyncExternalStore(
    subscribe,
    () => filled,
    () => null,
  );
  const { signedIn } = useSession();
  const { revalidate } = useRevalidator();
  // The latest callbacks, so that the fetch depends on the page's data alone.
  const actions = useRef({ signedIn, revalidate });
  actions.current = { signedIn, revalidate };
  const shared = data?.shared === true;

  useEffect(() => {
    if (!data?.shared || asked.has(data)) return;
    asked.add(data);
    let cancelled = false;
    const url = `${serviceUrl(data.site.code, "/svc_session", "/session/header")}?site=${data.site.code}`;
    void fetchIsland(url).then((island) => {
      if (cancelled) return;
      const expected = data.customer?.groupId ?? 0;
      // Not the state the page was rendered for (or no answer): the session's own data instead.
      if (!island || (island.customer?.groupId ?? 0) !== expected || !island.customer !== !data.customer) {
        actions.current.revalidate();
        return;
      }
      filled = { data, island };
      for (const listener of listeners) listener();
      if (island.customer) actions.current.signedIn(island.customer);
    });
    return () => {
      cancelled = true;
      asked.delete(data);
    };
  }, [data]);

  const island = shared && snapshot?.data === data ? snapshot.island : null;
  return { pending: shared && !island, island };
}
