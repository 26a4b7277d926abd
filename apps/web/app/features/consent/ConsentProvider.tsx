import type { SiteCode } from "@ironworks/domain";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { analytics } from "./analytics.ts";
import {
  allows,
  browserGpc,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  type Consent,
  type ConsentCategory,
  type ConsentState,
  defaultConsent,
  serializeConsent,
} from "./consent.ts";

interface ConsentApi extends ConsentState {
  site: SiteCode;
  allows(category: ConsentCategory): boolean;
  choose(consent: Consent): void;
  /** The footer's "Cookie preferences": shows the notice again, with the category choices open. */
  reopen(): void;
  /** True from reopen() until the next choice. */
  reopened: boolean;
}

const ConsentContext = createContext<ConsentApi | null>(null);

function writeCookie(consent: Consent) {
  const parts = [
    `${CONSENT_COOKIE}=${serializeConsent(consent)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}`,
    "SameSite=Lax",
  ];
  if (location.protocol === "https:") parts.push("Secure");
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads the choice to render the page.
  document.cookie = parts.join("; ");
}

/**
 * The visitor's consent for the page, from the root loader (cookie + Sec-GPC header), with the
 * browser's GPC signal added after hydration. It gates the analytics bus.
 */
export function ConsentProvider({
  site,
  initial,
  children,
}: {
  site: SiteCode;
  initial: ConsentState;
  children: ReactNode;
}) {
  const [state, setState] = useState<ConsentState>(initial);
  useEffect(() => {
    if (!state.gpc && browserGpc()) setState((s) => ({ ...s, gpc: true }));
  }, [state.gpc]);

  // Another region's default applies after a full load to that region (consent follows the site).
  useEffect(() => {
    setState((s) => (s.decided ? s : { ...s, consent: defaultConsent(site) }));
  }, [site]);

  const [reopened, setReopened] = useState(false);
  const choose = useCallback((consent: Consent) => {
    writeCookie(consent);
    setState((s) => ({ ...s, consent, decided: true }));
    setReopened(false);
  }, []);
  const reopen = useCallback(() => {
    setState((s) => ({ ...s, decided: false }));
    setReopened(true);
  }, []);

  const api = useMemo<ConsentApi>(
    () => ({
      ...state,
      site,
      // The browser's GPC counts from the first event, even before the state above has it.
      allows: (category) => allows({ ...state, gpc: state.gpc || browserGpc() }, category),
      choose,
      reopen,
      reopened,
    }),
    [state, site, choose, reopen, reopened],
  );
  // The bus follows consent at once, before children's effects send anything.
  if (typeof window !== "undefined") analytics.setAllows(api.allows);
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentApi | null {
  return useContext(ConsentContext);
}
