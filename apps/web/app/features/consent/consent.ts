import type { SiteCode } from "@ironworks/domain";

/**
 * Cookie consent (SPEC §6): categories performance, marketing and functional; denied until the
 * visitor chooses in EUR, GBR and CAN, granted until they choose elsewhere; Global Privacy Control
 * (the Sec-GPC header / navigator.globalPrivacyControl) keeps marketing off whatever was chosen.
 */
export const CONSENT_CATEGORIES = ["performance", "marketing", "functional"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

export interface ConsentState {
  /** What the visitor chose, or the site's default until they choose. */
  consent: Consent;
  /** Whether the visitor has chosen (the banner shows until then). */
  decided: boolean;
  /** Global Privacy Control is on: marketing is off. */
  gpc: boolean;
}

export const CONSENT_COOKIE = "iw_consent";
export const CONSENT_MAX_AGE_DAYS = 365;
/** Sites where nothing but the strictly necessary runs before the visitor agrees. */
export const OPT_IN_SITES: readonly SiteCode[] = ["EUR", "GBR", "CAN"];

const LETTER: Record<ConsentCategory, string> = { performance: "p", marketing: "m", functional: "f" };

export function defaultConsent(site: SiteCode): Consent {
  const granted = !OPT_IN_SITES.includes(site);
  return { performance: granted, marketing: granted, functional: granted };
}

/** Cookie value: "v1.p1m0f1". */
export function serializeConsent(consent: Consent): string {
  return `v1.${CONSENT_CATEGORIES.map((c) => `${LETTER[c]}${consent[c] ? 1 : 0}`).join("")}`;
}

export function parseConsent(value: string | undefined | null): Consent | null {
  const match = value?.match(/^v1\.p([01])m([01])f([01])$/);
  if (!match) return null;
  return { performance: match[1] === "1", marketing: match[2] === "1", functional: match[3] === "1" };
}

export function readConsent(cookieValue: string | undefined, site: SiteCode, gpc: boolean): ConsentState {
  const chosen = parseConsent(cookieValue);
  return { consent: chosen ?? defaultConsent(site), decided: chosen !== null, gpc };
}

/** Whether a category may run now. */
export function allows(state: ConsentState, category: ConsentCategory): boolean {
  if (category === "marketing" && state.gpc) return false;
  return state.consent[category];
}

/** The browser's Global Privacy Control signal. */
export function browserGpc(): boolean {
  return (
    typeof navigator !== "undefined" && (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}
