import {
  AddItemsRequest,
  CreateListRequest,
  ERRORS,
  ListMetadataIn,
  ListsQuery,
  RegistrySearchQuery,
  UpdateItemRequest,
} from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { copyRetryAfter } from "../../platform/body.ts";
import { httpError, validationError } from "../../platform/errors.ts";
import { type AppEnv, cacheControl, parseQuery, resolveSite } from "../../platform/http.ts";
import { type ListOwner, type ListsService, listOwner } from "./lists.api.ts";

/** Our ids are UUIDs; anything else cannot name a list, so it is the same 404 as an unknown id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const URL_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function listId(c: Context<AppEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!UUID.test(id)) throw httpError(ERRORS.listNotFound);
  return id;
}

function itemId(c: Context<AppEnv>): string {
  const id = c.req.param("itemId") ?? "";
  if (!UUID.test(id)) throw httpError(ERRORS.listItemNotFound);
  return id;
}

async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw httpError(ERRORS.malformedJson);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * /svc_list (SPEC §7), also under /svc_list/site/{code}. Answers are whole priced lists, never cached.
 * - GET /lists[?active=true] → 200 {lists} (a visitor without a session: empty, no session started)
 * - POST /lists {type, metadata, items?} → 201 list (starts a guest session when there is none);
 *   registry without sign-in → 401 login_required
 * - GET, DELETE /lists/{id}; PUT /lists/{id}/metadata → 200 list
 * - POST /lists/{id}/items {items} → 200 list; engine refusal → 422 pricing_error (nothing written);
 *   more than MAX_LINES_PER_LIST lines → 409 list_full
 * - PUT, DELETE /lists/{id}/items/{itemId}; DELETE /lists/{id}/items → 200 list
 * - unknown or someone else's list → 404 list_not_found (same body); unknown item → 404 list_item_not_found
 * - bad JSON → 400 malformed_json; bad shape, > 100 items or item metadata beyond its bounds (4096
 *   characters, 4 levels, 20 keys: ITEM_METADATA_LIMITS) → 400 validation_error; > 1 MB → 413
 * - a list created (POST /lists, or a cart an add creates) beyond LIST_CREATIONS_PER_ADDRESS_PER_HOUR
 *   from one address, or 30 an hour from one session → 429 too_many_attempts with Retry-After
 * Our extension (ADR 0010): GET /public/{urlKey} → PublicList; GET /registries?name= → {registries};
 * POST /lists/buy-now/close[?page=] → 200 {closed} (checkout's pagehide beacon: closes the session's
 * active buy-now list, only while `page` is its latest checkout page; no body is read; a visitor
 * without a session gets {closed: false}; the same-origin CSRF check applies, sendBeacon sends Origin).
 */
export function listsRoutes(lists: ListsService, guard: { clientAddress: (c: Context) => string } | null = null) {
  // The client address rides on the owner: the service throttles list creations per address (ADR 0024).
  const ownerOf = (c: Context<AppEnv>, session: Parameters<typeof listOwner>[0]): ListOwner =>
    listOwner(session, guard?.clientAddress(c) ?? null);
  /** The owner of an existing session (no session is started: a visitor without one owns nothing). */
  const existingOwner = async (c: Context<AppEnv>): Promise<ListOwner> => ownerOf(c, await c.get("session").find());
  const app = new Hono<AppEnv>();
  app.use("*", resolveSite);
  app.use("*", async (c, next) => {
    await next();
    // Lists are private: never cached, unless a public view said otherwise.
    if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
    copyRetryAfter(c);
  });

  app.get("/lists", async (c) => {
    const query = parseQuery(c, ListsQuery);
    const found = await lists.listLists(await existingOwner(c), c.get("site"), { activeOnly: query.active === "true" });
    return c.json({ lists: found }, 200);
  });

  app.post("/lists", async (c) => {
    const body = await readBody(c, CreateListRequest);
    const owner = ownerOf(c, await c.get("session").ensure());
    return c.json(await lists.createList(owner, c.get("site"), body), 201);
  });

  app.post("/lists/buy-now/close", async (c) => {
    const page = c.req.query("page");
    const pageId = page && /^[A-Za-z0-9_-]{1,64}$/.test(page) ? page : null;
    return c.json({ closed: await lists.closeBuyNow(await existingOwner(c), c.get("site"), pageId) }, 200);
  });

  app.get("/lists/:id", async (c) => {
    const id = listId(c);
    return c.json(await lists.getList(await existingOwner(c), c.get("site"), id), 200);
  });

  app.delete("/lists/:id", async (c) => {
    const id = listId(c);
    return c.json(await lists.deleteList(await existingOwner(c), c.get("site"), id), 200);
  });

  app.put("/lists/:id/metadata", async (c) => {
    const id = listId(c);
    const body = await readBody(c, ListMetadataIn);
    return c.json(await lists.updateMetadata(await existingOwner(c), c.get("site"), id, body), 200);
  });

  app.post("/lists/:id/items", async (c) => {
    const id = listId(c);
    const body = await readBody(c, AddItemsRequest);
    return c.json(await lists.addItems(await existingOwner(c), c.get("site"), id, body.items), 200);
  });

  app.delete("/lists/:id/items", async (c) => {
    const id = listId(c);
    return c.json(await lists.clearItems(await existingOwner(c), c.get("site"), id), 200);
  });

  app.put("/lists/:id/items/:itemId", async (c) => {
    const id = listId(c);
    const item = itemId(c);
    const body = await readBody(c, UpdateItemRequest);
    return c.json(await lists.updateItem(await existingOwner(c), c.get("site"), id, item, body), 200);
  });

  app.delete("/lists/:id/items/:itemId", async (c) => {
    const id = listId(c);
    const item = itemId(c);
    return c.json(await lists.removeItem(await existingOwner(c), c.get("site"), id, item), 200);
  });

  app.get("/public/:urlKey", async (c) => {
    const key = c.req.param("urlKey");
    const found = URL_KEY.test(key) ? await lists.findPublic(key, c.get("site")) : null;
    if (!found) throw httpError(ERRORS.listNotFound);
    c.header("cache-control", cacheControl(60));
    return c.json(found, 200);
  });

  app.get("/registries", async (c) => {
    const { name } = parseQuery(c, RegistrySearchQuery);
    c.header("cache-control", cacheControl(60));
    return c.json({ registries: await lists.searchRegistries(name, c.get("site")) }, 200);
  });

  return app;
}
