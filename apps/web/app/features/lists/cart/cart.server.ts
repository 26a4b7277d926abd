import { AddItemsRequest, type BuyRequest, type List, type ListMessage } from "@ironworks/contracts";
import { type Language, languageOf, type Site, safeRedirectPath } from "@ironworks/domain";
import type { Services, SessionInfo } from "@ironworks/server";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../lib/context.ts";
import { localeFromRequest } from "../../../lib/locale.ts";
import { type CartActionData, type CartIntent, IntentError, parseIntent } from "./cart-intents.ts";
import type { CartEstimateData, EstimatePlace } from "./estimate.ts";
import { canonicalPlace, checkPlace, loadEstimate, serializeEstimateCookie } from "./estimate.server.ts";

type ListsService = Services["lists"];
type Owner = Parameters<ListsService["listLists"]>[0];

/**
 * The client address rides along: the lists service counts list creations per address (ADR 0024);
 * so does the page's language, the one the items' names are shown in (ADR 0038).
 */
const ownerOf = (s: SessionInfo, language: Language, clientAddress: string | null = null): Owner => ({
  customerId: s.customerId,
  sessionId: s.sessionId,
  groupId: s.groupId,
  clientAddress,
  language,
});

/** SPEC §2, §6: a guest who saves for later or adds to a wishlist is sent to log in (lists merge then). */
const GUEST_LIST_REDIRECT = "/login?redirect=/account/wishlist";

export interface CartData {
  cart: List | null;
  sfl: List | null;
  signedIn: boolean;
  /** "Estimate shipping & tax" (null without a cart): the form and, once a place is known, the figures. */
  estimate: CartEstimateData | null;
}

/** The active cart and save-for-later list; a visitor without a session has an empty cart (nothing written). */
export async function loadCart(request: Request, context: AppLoadContext): Promise<CartData> {
  const { site, locale } = localeFromRequest(request);
  const session = await context.session.find();
  if (!session) return { cart: null, sfl: null, signedIn: false, estimate: null };
  const owner = ownerOf(session, languageOf(locale));
  const [cart, sfl] = await Promise.all([
    context.services.lists.findActiveList(owner, site, "quote"),
    context.services.lists.findActiveList(owner, site, "sfl"),
  ]);
  const estimate = await loadEstimate(request, context.services, session, site, cart);
  return { cart, sfl, signedIn: session.customerId !== null, estimate };
}

/** An expected service failure (HttpError below 500): its status, code and message. */
function expectedFailure(err: unknown): { status: number; code: string; message: string; reason?: string } | null {
  if (err instanceof IntentError)
    return { status: 400, code: "validation_error", message: err.message, reason: err.reason };
  const e = err as { status?: unknown; code?: unknown; message?: unknown } | null;
  if (!e || typeof e.status !== "number" || e.status >= 500 || typeof e.code !== "string") return null;
  return { status: e.status, code: e.code, message: typeof e.message === "string" ? e.message : e.code };
}

/** Buy requests from the product page, checked with the contract (the service prices them). */
function buyRequests(items: unknown[]): BuyRequest[] {
  const parsed = AddItemsRequest.safeParse({ items });
  if (!parsed.success)
    throw new IntentError("That selection cannot be added. Please check it and try again.", "selectionInvalid");
  return parsed.data.items;
}

interface Outcome {
  /** Where a plain form post (or any redirecting intent) goes next. */
  redirectTo: string | null;
  qty: number;
  messages: ListMessage[];
}

async function run(
  intent: CartIntent,
  form: FormData | null,
  context: AppLoadContext,
  { site, language }: { site: Site; language: Language },
): Promise<Outcome> {
  const lists = context.services.lists;
  const listId = () => {
    const id = form?.get("listId");
    if (typeof id !== "string" || !id || id.length > 64)
      throw new IntentError("Which list was meant is missing.", "listMissing");
    return id;
  };
  const done = (list: List, redirectTo: string | null = null): Outcome => ({
    redirectTo,
    qty: list.type === "quote" ? list.totals.qty : 0,
    messages: list.messages,
  });

  if (intent.intent === "add" || intent.intent === "buy-now" || intent.intent === "add-to-wishlist") {
    const items = buyRequests(intent.items);
    const session = await context.session.ensure();
    const owner = ownerOf(session, language, context.clientAddress);
    if (intent.intent === "add") return done(await lists.addToActiveList(owner, site, "quote", items));
    if (intent.intent === "buy-now") {
      const list = await lists.createList(owner, site, { type: "buyNow", items });
      return { ...done(list, "/checkout"), qty: 0 };
    }
    const wishlist = await lists.addToActiveList(owner, site, "wishlist", items);
    return done(wishlist, session.customerId === null ? GUEST_LIST_REDIRECT : null);
  }

  const session = await context.session.find();
  if (!session) throw new IntentError("Your cart has expired. Please add the item again.", "cartExpired");
  const owner = ownerOf(session, language, context.clientAddress);
  switch (intent.intent) {
    case "estimate":
      throw new IntentError("Unknown cart action.", "unknownAction");
    case "delete-buy-now": {
      const buyNow = await lists.findActiveList(owner, site, "buyNow");
      if (buyNow) await lists.deleteList(owner, site, buyNow._id);
      return { redirectTo: null, qty: 0, messages: [] };
    }
    case "update-qty":
      return done(await lists.updateItem(owner, site, listId(), intent.itemId, { qty: intent.qty }));
    case "remove":
      return done(await lists.removeItem(owner, site, listId(), intent.itemId));
    case "move-to-sfl": {
      const { from } = await lists.moveItem(owner, site, intent.itemId, "sfl");
      return done(from, session.customerId === null ? GUEST_LIST_REDIRECT : null);
    }
    case "move-to-cart": {
      const { to } = await lists.moveItem(owner, site, intent.itemId, "quote");
      return done(to);
    }
  }
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new IntentError("Unknown cart action.", "unknownAction");
  return body as Record<string, unknown>;
}

/** A same-site path to go back to after a plain form post (anything else: the cart). */
function backTo(form: FormData | null): string {
  return safeRedirectPath(form?.get("redirectTo"), "/cart");
}

/**
 * "Estimate shipping & tax": a place the site ships to is remembered for the browser session (a
 * cookie the cart loader reads, so a reload keeps it) and the revalidated loader works out the
 * figures; a refused place answers 400 with the first error per field and the place as sent.
 */
function estimateAnswer(place: EstimatePlace, viaFetcher: boolean, context: AppLoadContext, site: Site) {
  const fields = checkPlace(place, site);
  const first = Object.values(fields)[0];
  if (first)
    return data<CartActionData>(
      { ok: false, intent: "estimate", code: "validation_error", message: first, place, fields },
      { status: 400 },
    );
  const headers = {
    "set-cookie": serializeEstimateCookie(site, canonicalPlace(place), context.publicBaseUrl.startsWith("https:")),
  };
  if (!viaFetcher) throw redirect("/cart", { headers });
  return data<CartActionData>({ ok: true, intent: "estimate", qty: 0, messages: [] }, { headers });
}

/**
 * The cart route's action. Fetchers (JSON bodies, or forms carrying js=1 once hydrated) get data
 * and the router revalidates the cart and the header count; a plain form post (before hydration)
 * is redirected back, or shown the page again with the failure or the messages of the change.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const { site, locale } = localeFromRequest(request);
  const isJson = (request.headers.get("content-type") ?? "").includes("application/json");
  let form: FormData | null = null;
  let intent: CartIntent | null = null;
  try {
    if (!isJson) form = await request.formData();
    const body = form ?? (await readJson(request));
    const viaFetcher = isJson || form?.get("js") === "1";
    intent = parseIntent(body);
    if (intent.intent === "estimate") return estimateAnswer(intent.place, viaFetcher, context, site);
    const outcome = await run(intent, form, context, { site, language: languageOf(locale) });
    // Router paths: React Router adds the locale basename to loader/action redirects itself.
    if (outcome.redirectTo) throw redirect(outcome.redirectTo);
    if (!viaFetcher && outcome.messages.length === 0) throw redirect(backTo(form));
    return data<CartActionData>({ ok: true, intent: intent.intent, qty: outcome.qty, messages: outcome.messages });
  } catch (err) {
    if (err instanceof Response) throw err;
    const failure = expectedFailure(err);
    if (!failure) throw err;
    return data<CartActionData>(
      {
        ok: false,
        intent: intent?.intent ?? null,
        code: failure.code,
        message: failure.message,
        ...(failure.reason ? { reason: failure.reason } : {}),
      },
      { status: failure.status },
    );
  }
}
