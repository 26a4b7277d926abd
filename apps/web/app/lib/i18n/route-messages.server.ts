import type { ServerBuild } from "react-router";
import type { PackedPageMessages, PageMessages } from "./messages.ts";
import { packMessages } from "./packing.ts";

/**
 * Per-route key sets (issue 15 budgets, ADR 0035 addendum). A loader returns whole catalogs
 * (`messages: pageMessages(locale, …catalogs)`); before its data is serialized into the page (or a
 * client navigation's `.data` answer), this keeps only the keys the route's modules name — the set the
 * build worked out from the source (`route-keys.ts`, `virtual:ironworks/route-message-keys`). The
 * cart then ships the words of the product card it shows, not the product page's whole catalog. The
 * kept messages travel packed, as one text (`PackedPageMessages`, packing.ts: no character of it is
 * escaped on the way into the page), made once per route and catalog set.
 * Loaders, `pageMessages`, `useT` and `defineCatalog` are unchanged; without key sets (the dev
 * server, tests) the catalogs travel whole.
 */
export type RouteKeySets = Readonly<Record<string, readonly string[]>>;

function isPageMessages(value: unknown): value is PageMessages {
  const v = value as Partial<PageMessages> | null;
  return typeof v === "object" && v !== null && typeof v.language === "string" && typeof v.messages === "object";
}

/** `data(value, init)`'s result (React Router's DataWithResponseInit), structurally. */
function isDataWithInit(value: unknown): value is { type: "DataWithResponseInit"; data: unknown } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * The route's part of a page's catalogs, packed. The same object for the same catalogs and route
 * (pageMessages returns one object per locale and catalog set), so the server filters and packs it
 * once and the browser unpacks and merges it once.
 */
const narrowed = new WeakMap<PageMessages, Map<string, PackedPageMessages>>();

export function narrowPageMessages(page: PageMessages, routeId: string, keys: ReadonlySet<string>): PackedPageMessages {
  let byRoute = narrowed.get(page);
  if (!byRoute) {
    byRoute = new Map();
    narrowed.set(page, byRoute);
  }
  let result = byRoute.get(routeId);
  if (!result) {
    const messages: PageMessages["messages"] = {};
    for (const [key, message] of Object.entries(page.messages)) if (keys.has(key)) messages[key] = message;
    result = { language: page.language, tag: page.tag, packed: packMessages(messages) };
    byRoute.set(routeId, result);
  }
  return result;
}

/** A loader's result with its `messages` narrowed to the route's keys; anything else as it was. */
export function narrowLoaderData(value: unknown, routeId: string, keys: ReadonlySet<string>): unknown {
  if (isDataWithInit(value)) {
    const inner = narrowLoaderData(value.data, routeId, keys);
    return inner === value.data ? value : { ...value, data: inner };
  }
  if (typeof value !== "object" || value === null || value instanceof Response || Array.isArray(value)) return value;
  const { messages } = value as { messages?: unknown };
  if (!isPageMessages(messages)) return value;
  return { ...value, messages: narrowPageMessages(messages, routeId, keys) };
}

/**
 * The server build with every route loader's `messages` narrowed to the route's key set. Routes
 * without a set (none was computed for them) ship their catalogs whole.
 */
export function withRouteMessageKeys(build: ServerBuild, sets: RouteKeySets | null): ServerBuild {
  if (!sets) return build;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    const list = sets[id];
    if (!route || !loader || !list) {
      routes[id] = route;
      continue;
    }
    const keys = new Set(list);
    const narrowedLoader: typeof loader = async (args) => narrowLoaderData(await loader(args), id, keys);
    routes[id] = { ...route, module: { ...route.module, loader: narrowedLoader } };
  }
  return { ...build, routes };
}
