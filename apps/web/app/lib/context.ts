import type { RequestSession, Services } from "@ironworks/server";
import type { AppLoadContext } from "react-router";

/** The server passes its services in-process (apps/server/src/web.ts builds this object). */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    publicBaseUrl: string;
    debugUi: boolean;
    nonce: string;
    /** The page's Content-Security-Policy, built by the server (payment origins included, ADR 0018). */
    contentSecurityPolicy: string;
    /** The visitor's session: `find()` (null for a visitor without one), `ensure()` starts a guest one. */
    session: RequestSession;
    /** The client's address (trusted proxies resolved); sign-in throttling keys on it. */
    clientAddress: string;
    /** Bots: send the whole document at once instead of streaming it (the server decides, ADR 0032). */
    wholeDocument?: boolean;
    /** entry.server.tsx marks a render that failed after the shell (the guest page cache skips it). */
    render?: { failed: boolean };
    /** A session's page others may share (ADR 0061): the root loader renders the personal parts neutral. */
    shared?: { requested: boolean; done: boolean };
    /**
     * What this render decides by the visitor id (ADR 0064): loaders report each content A/B test
     * they chose a variant for, and the root loader its flag attributes (no id) and values. The page
     * cache keys a visitor's page by these, never by the id (the page does not carry it).
     */
    assignment?: {
      tests: Map<string, number>;
      flags: { attributes: Record<string, unknown>; values: Record<string, unknown> } | null;
    };
  }
}

export type { AppLoadContext };
