import {
  type NotificationPreference,
  NotificationPreferencesChange,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
  type ProductSummary,
  SearchRequest,
} from "@ironworks/contracts";
import { languageOf } from "@ironworks/domain";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { requireAccountCustomer, serviceRefusal } from "../account/account-extras.server.ts";
import { requestAppContext } from "../flags/flags.server.ts";
import { loadOrders } from "../orders/orders.server.ts";
import { ordersCatalog } from "../orders/messages.server.ts";
import { toProductSummary } from "../search/search-product.ts";
import { appCatalog } from "./messages.server.ts";
import { featuredUri, MIN_GB_SHIPPING_EUROPE_VERSION, MIN_MESSAGING_VERSION, needsAppUpdate } from "./native-app.ts";

/**
 * The native app's pages (issue #24, SPEC §2): each loader answers privately (the page depends on
 * the app's version and the session) with the app catalog's words.
 */
export const PRIVATE = { "Cache-Control": "private, no-store" };

/** What every app page knows about the app that shows it. */
function appFrame(request: Request) {
  const app = requestAppContext(request);
  return {
    inApp: app !== null,
    update: needsAppUpdate(app),
    version: app?.version ?? null,
    platform: app?.platform ?? null,
  };
}
export type AppFrameData = ReturnType<typeof appFrame>;

const notFound = () => data(null, { status: 404 });

/** 1…10000 from the query; anything else is page 1. */
function pageOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  const n = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= 10_000 ? n : 1;
}

/** preloader: warms the session (a guest gets one), reads the cart count and the app's config. */
export async function loadPreloader(request: Request, context: AppLoadContext) {
  const { locale, site } = localeFromRequest(request);
  await context.session.ensure();
  const header = await context.session.header(site.code).catch(() => null);
  const s = header?.session ?? null;
  return data(
    {
      frame: appFrame(request),
      cartQty: header?.cartQty ?? 0,
      firstname: s?.customerId ? (s.firstname ?? "") : "",
      signedIn: !!s?.customerId,
      config: {
        site: site.code,
        locale: locale.prefix,
        featuredUri: featuredUri(site.code),
        minMessagingVersion: MIN_MESSAGING_VERSION,
        minGbShippingEuropeVersion: MIN_GB_SHIPPING_EUROPE_VERSION,
      },
      messages: pageMessages(locale, appCatalog),
    },
    { headers: PRIVATE },
  );
}

export const FEATURED_PAGE_SIZE = 12;

/** featured: the site's featured category (SPEC §9), 12 a page, from the search service in-process. */
export async function loadFeatured(request: Request, context: AppLoadContext) {
  const { locale, site } = localeFromRequest(request);
  const page = pageOf(request);
  const ask = SearchRequest.parse({
    widget: { rfkid: "rfkid_10" },
    n_item: FEATURED_PAGE_SIZE,
    page_number: page,
    content: { product: {} },
    context: { page: { uri: featuredUri(site.code) }, locale: { language: languageOf(locale) } },
    sort: { value: [{ name: "featured", order: "desc" }] },
  });
  let products: ProductSummary[] = [];
  let totalPages = 1;
  let failed = false;
  try {
    const answer = await context.services.search.query(site.code, ask);
    products = answer.content.product.value.map(toProductSummary);
    totalPages = Math.max(1, answer.total_page);
  } catch {
    // SPEC §8: a product list that fails to load is an empty list, never a failed page.
    failed = true;
  }
  return data(
    {
      frame: appFrame(request),
      products,
      page: Math.min(page, totalPages),
      totalPages,
      failed,
      messages: pageMessages(locale, appCatalog),
    },
    { headers: PRIVATE },
  );
}

/** exclusive/{productId}: an app-only drop; any other product (or none) is the 404 page. */
export async function loadExclusive(request: Request, context: AppLoadContext, productId: string | undefined) {
  const { locale, site } = localeFromRequest(request);
  if (!productId || !/^[1-9]\d{0,8}$/.test(productId)) throw notFound();
  const id = Number(productId);
  const drop = await context.services.nativeApp.exclusive(id).catch((err: unknown) => {
    if (serviceRefusal(err)) throw notFound();
    throw err;
  });
  const language = languageOf(locale);
  const product = await context.services.catalog.getProduct(id, site, language).catch((err: unknown) => {
    if (serviceRefusal(err)) throw notFound();
    throw err;
  });
  const [summary] = await context.services.catalog.listProductsBySku([product.sku], site, language);
  if (!summary) throw notFound();
  return data(
    {
      frame: appFrame(request),
      product: summary,
      drop,
      upcoming: !drop.live && Date.parse(drop.startsAt) > Date.now(),
      messages: pageMessages(locale, appCatalog),
    },
    { headers: PRIVATE },
  );
}

/** account/orders in the app's layout: the same history as the web's, its words too. */
export async function loadAppOrders(request: Request, context: AppLoadContext) {
  const { locale } = localeFromRequest(request);
  const orders = await loadOrders(request, context);
  return data(
    { frame: appFrame(request), orders, messages: pageMessages(locale, appCatalog, ordersCatalog) },
    { headers: PRIVATE },
  );
}

/** One entry of the notification centre. */
export type AppNotice =
  | { kind: "order"; topic: "order"; orderId: string; status: string; at: string }
  | { kind: "shipment"; topic: "shipping"; orderId: string; status: string }
  | { kind: "bin"; topic: "backInStock"; name: string; url: string | null; back: boolean; at: string }
  | { kind: "rapidFire"; topic: "rapidFire"; count: number };

async function preferencesOf(context: AppLoadContext, me: Awaited<ReturnType<typeof requireAccountCustomer>>) {
  return context.services.nativeApp.preferences({ customerId: me.customerId, email: me.email, site: me.site });
}

/**
 * account/notifications: the centre lists what the customer's topics turned on for push say —
 * their recent orders (order or shipping news by status), their back-in-stock alerts and the live
 * Rapid Fire deals. Each source failing alone costs its entries, never the page.
 */
export async function loadNotifications(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const { locale, site } = localeFromRequest(request);
  const session = await context.session.find();
  const buyer = {
    customerId: me.customerId,
    sessionId: session?.sessionId ?? null,
    groupId: session?.groupId ?? 1,
    email: me.email,
  };
  const [preferences, orders, bins, hot] = await Promise.all([
    preferencesOf(context, me),
    context.services.checkout
      .list(buyer, site, { page: 1, limit: 10, view: "full" })
      .then((a) => a.orders)
      .catch(() => []),
    context.services.bins.list(me.customerId, site).catch(() => []),
    context.services.catalog
      .getHotActive(site, languageOf(locale))
      .then((h) => h.products.length)
      .catch(() => 0),
  ]);
  const on = new Set(preferences.filter((p) => p.push).map((p) => p.topic));
  const notices: AppNotice[] = [];
  if (on.has("rapidFire") && hot > 0) notices.push({ kind: "rapidFire", topic: "rapidFire", count: hot });
  for (const o of orders) {
    // Shipping news: each package that left the warehouse; order news: the order's own status.
    if (on.has("shipping") && "shipments" in o)
      for (const sh of o.shipments)
        if (sh.status !== "processing")
          notices.push({ kind: "shipment", topic: "shipping", orderId: o.orderId, status: sh.status });
    if (on.has("order"))
      notices.push({ kind: "order", topic: "order", orderId: o.orderId, status: o.status, at: o.createdAt });
  }
  if (on.has("backInStock"))
    for (const b of bins)
      notices.push({
        kind: "bin",
        topic: "backInStock",
        name: b.product?.name ?? "",
        url: b.product?.url ?? null,
        back: b.product?.stockStatus === "in_stock",
        at: b.createdAt,
      });
  const off = NOTIFICATION_TOPICS.filter((t) => !on.has(t));
  return data(
    { frame: appFrame(request), notices, off, messages: pageMessages(locale, appCatalog, ordersCatalog) },
    { headers: PRIVATE },
  );
}

/** account/notifications/preferences: every topic's two switches. */
export async function loadPreferences(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const { locale } = localeFromRequest(request);
  return data(
    {
      frame: appFrame(request),
      preferences: await preferencesOf(context, me),
      messages: pageMessages(locale, appCatalog),
    },
    { headers: PRIVATE },
  );
}

export type PreferencesActionData = { ok: true; preferences: NotificationPreference[] } | { ok: false };

/**
 * The settings form's POST (with or without JavaScript): one checkbox per topic and channel
 * (`order.push`, `order.email`, …), every topic sent; anything else is 400.
 */
export async function preferencesAction(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const form = await request.formData().catch(() => null);
  const listed = form?.getAll("topic") ?? [];
  const change = NotificationPreferencesChange.safeParse({
    preferences: listed.map((topic) => ({
      topic,
      push: form?.get(`${String(topic)}.push`) === "on",
      email: form?.get(`${String(topic)}.email`) === "on",
    })),
  });
  if (!change.success) return data<PreferencesActionData>({ ok: false }, { status: 400, headers: PRIVATE });
  const preferences = await context.services.nativeApp.setPreferences(
    { customerId: me.customerId, email: me.email, site: me.site },
    change.data,
  );
  return data<PreferencesActionData>({ ok: true, preferences }, { headers: PRIVATE });
}

/** account/notifications/rapidfire: the live deals and the Rapid Fire e-mail switch (the `rapidfire` list). */
export async function loadRapidFire(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const { locale, site } = localeFromRequest(request);
  const [preferences, deals] = await Promise.all([
    preferencesOf(context, me),
    context.services.catalog
      .getHotActive(site, languageOf(locale))
      .then((h) => h.products)
      .catch(() => []),
  ]);
  const rapid = preferences.find((p) => p.topic === "rapidFire");
  return data(
    {
      frame: appFrame(request),
      subscribed: rapid?.email ?? false,
      deals,
      messages: pageMessages(locale, appCatalog),
    },
    { headers: PRIVATE },
  );
}

/** The Rapid Fire form: subscribe=1 joins the list, subscribe=0 leaves it; the push switch is kept. */
export async function rapidFireAction(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const form = await request.formData().catch(() => null);
  const wanted = form?.get("subscribe");
  if (wanted !== "1" && wanted !== "0") return data({ ok: false as const }, { status: 400, headers: PRIVATE });
  const who = { customerId: me.customerId, email: me.email, site: me.site };
  const current = await context.services.nativeApp.preferences(who);
  const push = current.find((p) => p.topic === "rapidFire")?.push ?? true;
  await context.services.nativeApp.setPreferences(who, {
    preferences: [{ topic: "rapidFire" as NotificationTopic, push, email: wanted === "1" }],
  });
  // A plain form post comes back to the page (a router path: React Router adds the locale itself).
  if (form?.get("js") !== "1") throw redirect(localeFromRequest(request).path, 303);
  return data({ ok: true as const }, { headers: PRIVATE });
}
