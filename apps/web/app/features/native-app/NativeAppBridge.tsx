import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { sendToApp } from "./bridge.ts";
import { APP_COOKIE, type NativeAppContext, serializeNativeAppContext, withAppParams } from "./native-app.ts";

const SERVICE_PATH = /^\/(svc_[a-z]+|search-api)(\/|$)/;

/**
 * Native-app mode in the browser: keeps the app context for the session (cookie, so a full reload
 * stays in app mode), adds the app parameters to every same-origin service call (SPEC §7), and tells
 * the app (3.3.0+) where the web view is.
 */
export function NativeAppBridge({ app: given }: { app: NativeAppContext | null }) {
  const location = useLocation();
  // The root loader sends a new object on every navigation: key the effects on its content.
  const key = given ? serializeNativeAppContext(given) : "";
  const app = useMemo(() => (key ? given : null), [key]);

  useEffect(() => {
    if (!app) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie the server reads on the next load.
    document.cookie = `${APP_COOKIE}=${encodeURIComponent(serializeNativeAppContext(app))}; Path=/; SameSite=Lax${
      window.location.protocol === "https:" ? "; Secure" : ""
    }`;
    const original = window.fetch;
    const patched: typeof window.fetch = (input, init) => {
      const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, window.location.href);
      if (url.origin !== window.location.origin || !SERVICE_PATH.test(url.pathname)) return original(input, init);
      const withParams = withAppParams(url.href, app);
      return original(input instanceof Request ? new Request(withParams, input) : withParams, init);
    };
    window.fetch = patched;
    sendToApp(app, { type: "ready", payload: { path: window.location.pathname } });
    return () => {
      if (window.fetch === patched) window.fetch = original;
    };
  }, [app]);

  useEffect(() => {
    if (app) sendToApp(app, { type: "route", payload: { path: location.pathname, search: location.search } });
  }, [app, location.pathname, location.search]);

  return null;
}
