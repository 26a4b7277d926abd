/**
 * SPEC §4: browser info collected for EUR/GBR card payments — what 3-D Secure 2 needs about the
 * shopper's browser (Adyen's `browserInfo`). `acceptHeader` cannot be read from script; the
 * browser's documented default for a navigation is sent (the server may overwrite it with the
 * request's own Accept header).
 */
export interface BrowserInfo {
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  timeZoneOffset: number;
  language: string;
  javaEnabled: boolean;
  userAgent: string;
  acceptHeader: string;
}

export const DEFAULT_ACCEPT_HEADER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** The colour depths 3-D Secure 2 accepts (EMVCo); anything else rounds down to the nearest. */
const COLOR_DEPTHS = [1, 4, 8, 15, 16, 24, 30, 32, 48];

export function normaliseColorDepth(depth: number): number {
  let best = 24;
  if (!Number.isFinite(depth) || depth <= 0) return best;
  best = 1;
  for (const d of COLOR_DEPTHS) if (d <= depth) best = d;
  return best;
}

interface BrowserEnv {
  screen?: { width?: number; height?: number; colorDepth?: number };
  navigator?: { language?: string; userAgent?: string; javaEnabled?: () => boolean };
  timeZoneOffset?: number;
}

export function collectBrowserInfo(env?: BrowserEnv): BrowserInfo {
  const source: BrowserEnv =
    env ??
    (typeof window === "undefined"
      ? {}
      : { screen: window.screen, navigator: window.navigator, timeZoneOffset: new Date().getTimezoneOffset() });
  let javaEnabled = false;
  try {
    javaEnabled = !!source.navigator?.javaEnabled?.();
  } catch {
    javaEnabled = false;
  }
  return {
    screenWidth: Math.max(0, Math.round(source.screen?.width ?? 0)),
    screenHeight: Math.max(0, Math.round(source.screen?.height ?? 0)),
    colorDepth: normaliseColorDepth(source.screen?.colorDepth ?? 24),
    timeZoneOffset: source.timeZoneOffset ?? 0,
    language: (source.navigator?.language || "en-US").slice(0, 35),
    javaEnabled,
    userAgent: (source.navigator?.userAgent ?? "").slice(0, 512),
    acceptHeader: DEFAULT_ACCEPT_HEADER,
  };
}

/** SPEC §4: card payments in the EUR and GBR stores carry the browser info (stores 5 and 34). */
export function needsBrowserInfo(currency: string): boolean {
  return currency === "EUR" || currency === "GBP";
}
