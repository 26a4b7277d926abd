import type { Attributes } from "@growthbook/growthbook";
import { isStaffEmail, type Locale, type Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { readCookie } from "../../lib/cookies.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { isValidVisitorId, VISITOR_ID_COOKIE } from "../content/visibility.ts";
import { APP_COOKIE, type NativeAppContext, readNativeAppContext } from "../native-app/native-app.ts";
import { FLAG_DEFAULTS, type FlagValues } from "./flag-keys.ts";

/** What the root loader tells the browser about flags (SPEC: "the page tells the browser its client key"). */
export interface FlagsData {
  clientKey: string;
  /**
   * The attributes rules are evaluated against, server and browser alike, without the visitor id:
   * the page never carries it (ADR 0064, pages are shared by visitors of the same values); the
   * browser's SDK adds it from the `ab_vid` cookie.
   */
  attributes: Attributes;
  /** Every flag's value for this visitor, as the server rendered the page. */
  values: FlagValues;
  /** The payload version those values come from (the SDK's values replace them only when as new). */
  dateUpdated: string;
}

/**
 * Targeting attributes for one visitor. The browser's SDK gets the same object, so a rule gives the
 * same value on both sides (no flicker at hydration).
 */
export function flagAttributes(input: {
  site: Site;
  locale: Locale;
  visitorId: string | null;
  app: NativeAppContext | null;
  /** The signed-in customer, if any: only "logged in" and "staff" (SPEC §6) reach the attributes. */
  customer?: { email: string | null } | null;
}): Attributes {
  const attributes: Attributes = {
    site: input.site.code,
    country: input.locale.country,
    locale: input.locale.tag,
    loggedIn: Boolean(input.customer),
    staff: isStaffEmail(input.customer?.email),
    nativeApp: input.app !== null,
  };
  if (input.visitorId) attributes.id = input.visitorId;
  if (input.app) {
    attributes.appVersion = input.app.version;
    attributes.appPlatform = input.app.platform;
  }
  return attributes;
}

/** The attributes as the page carries them: the visitor id left out (the browser reads its cookie). */
export function pageAttributes(attributes: Attributes): Attributes {
  const { id: _id, ...rest } = attributes;
  return rest;
}

/**
 * The visitor's flags, in-process from the flags service (evaluated with the id); the default block
 * if that fails (SPEC §8). The attributes returned have no id (`pageAttributes`).
 */
export async function loadFlags(services: Services, attributes: Attributes): Promise<FlagsData> {
  let values: FlagValues;
  let dateUpdated = "1970-01-01T00:00:00.000Z";
  try {
    const [evaluated, payload] = await Promise.all([services.flags.evaluate(attributes), services.flags.getPayload()]);
    values = evaluated;
    dateUpdated = payload.dateUpdated;
  } catch (err) {
    console.warn("flags: evaluation failed, using the default block", String(err));
    values = { ...FLAG_DEFAULTS };
  }
  return { clientKey: services.flags.clientKey, attributes: pageAttributes(attributes), values, dateUpdated };
}

/** A cookie from a request; a malformed one is absent. */
export function requestCookie(request: Request, name: string): string | undefined {
  try {
    return readCookie(request.headers.get("cookie"), name);
  } catch {
    return undefined;
  }
}

/** The native-app context of a request (query, app headers or session cookie). */
export function requestAppContext(request: Request): NativeAppContext | null {
  return readNativeAppContext(new URL(request.url), request.headers, requestCookie(request, APP_COOKIE));
}

/** The targeting attributes of the visitor making this request, the id included (for evaluation). */
export function requestFlagAttributes(request: Request, customer: { email: string | null } | null = null): Attributes {
  const { site, locale } = localeFromRequest(request);
  const visitorId = requestCookie(request, VISITOR_ID_COOKIE);
  return flagAttributes({
    site,
    locale,
    visitorId: isValidVisitorId(visitorId) ? visitorId : null,
    app: requestAppContext(request),
    customer,
  });
}

/** The flags of the visitor making this request, evaluated as the root loader does. */
export async function loadRequestFlags(
  services: Services,
  request: Request,
  customer: { email: string | null } | null = null,
): Promise<FlagsData> {
  return loadFlags(services, requestFlagAttributes(request, customer));
}
