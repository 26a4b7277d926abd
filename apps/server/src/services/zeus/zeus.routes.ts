import {
  QuoteMessageInput,
  QuoteRequestInput,
  ZeusBuyRequest,
  ZeusClaimRequest,
  ZeusPriceRequest,
  ZeusProjectName,
  ZeusProjectSave,
} from "@ironworks/contracts";
import { localeOfSite } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { type AppEnv, parseParam, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import { listOwner } from "../lists/index.ts";
import type { Shopper, ZeusService } from "./zeus.service.ts";

const ProjectId = z.string().uuid("is not a project id");
const QuoteId = z.string().regex(/^ZQ-[0-9A-F]{10}$/, "is not a quote id");
const RecipeId = z.string().regex(/^R-[0-9A-F]{16}$/, "is not a recipe id");
const ShareToken = z.string().regex(/^[A-Za-z0-9_-]{24}$/, "is not a share link");

async function shopper(c: Context<AppEnv>): Promise<Shopper> {
  const customerId = await requireCustomerId(c);
  const s = await c.get("session").find();
  return { customerId, email: s?.email ?? "", groupId: s?.groupId ?? 1 };
}

async function groupOf(c: Context<AppEnv>): Promise<number> {
  return (await c.get("session").find())?.groupId ?? 0;
}

/**
 * /svc_zeus (issue #22), USA only (404 zeus_closed elsewhere); every answer is private.
 * - GET /parts → the builder's parts (frames, attachments, storage) with server prices.
 * - POST /price ZeusPriceRequest → the checked, priced plan; 400 zeus_plan_invalid {problems};
 *   409 zeus_stale_price {total} when `expectedTotal` is not the server's total.
 * - Customers (401 for guests): GET/POST /projects, GET/PUT/DELETE /projects/{id} (PUT: a new version),
 *   POST /projects/{id}/duplicate, POST /projects/{id}/share; someone else's project → 404.
 * - POST /projects/claim ZeusClaimRequest → {claimed, refused}: a guest's gyms from this device into
 *   the account at sign-in (a refused plan named with its problems; claiming again answers the same project).
 * - GET /catalog → the /rogue-catalog edition (chapters per category); GET /catalog.pdf → it as a PDF
 *   (drawn again only after a catalog change; `?l10n=` a locale tag of the site).
 * - POST /buy ZeusBuyRequest → 201 {recipeId, total, link, cart}: every line into the cart as one
 *   recipe (guests too: a guest session is started); 400 zeus_plan_invalid, 409 zeus_stale_price {total}.
 * - GET /recipes/{rid} → the bought build's plan (the `rid=` link); DELETE /cart/recipes/{rid} → the
 *   recipe's lines out of the caller's cart (404 when the cart has none).
 * - GET /shared/{token} → a read-only copy of a shared project (no sign-in).
 * - Quotes: POST /quotes (from a project: `projectId`; or from the caller's cart: `source: "cart"`) → 201; GET /quotes, GET /quotes/{id};
 *   POST /quotes/{id}/accept | /withdraw | /messages; POST /quotes/{id}/cart → the accepted quote's
 *   lines into the cart at the quoted prices (honoured at checkout for this customer until expiry); 409 zeus_quote_expired / zeus_quote_wrong_state.
 */
export function zeusRoutes(deps: { zeus: ZeusService }) {
  const { zeus } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers, resolveSite);
  const pid = (c: Context<AppEnv>) => parseParam(c.req.param("id"), ProjectId, "id");
  const qid = (c: Context<AppEnv>) => parseParam(c.req.param("id"), QuoteId, "id");

  app.get("/parts", async (c) => c.json(await zeus.parts(c.get("site"), await groupOf(c)), 200));

  app.post("/price", async (c) => {
    zeus.open(c.get("site"));
    const input = await parseJsonBody(c, ZeusPriceRequest);
    return c.json(await zeus.price(input.plan, c.get("site"), await groupOf(c), input.expectedTotal), 200);
  });

  app.get("/catalog", async (c) => {
    const site = c.get("site");
    return c.json(await zeus.catalogEdition(site, localeOfSite(site.code, c.req.query("l10n"))), 200);
  });
  app.get("/catalog.pdf", async (c) => {
    const site = c.get("site");
    const { pdf, fingerprint } = await zeus.catalogPdf(site, localeOfSite(site.code, c.req.query("l10n")));
    return c.body(pdf, 200, {
      "content-type": "application/pdf",
      "content-disposition": 'inline; filename="ironworks-catalog.pdf"',
      etag: `"${fingerprint}"`,
    });
  });

  app.post("/buy", async (c) => {
    zeus.open(c.get("site"));
    const input = await parseJsonBody(c, ZeusBuyRequest);
    const owner = listOwner(await c.get("session").ensure());
    return c.json(await zeus.buy(owner, input, c.get("site")), 201);
  });
  app.get("/recipes/:rid", async (c) => {
    const rid = parseParam(c.req.param("rid"), RecipeId, "rid");
    return c.json(await zeus.recipe(rid, c.get("site")), 200);
  });
  app.delete("/cart/recipes/:rid", async (c) => {
    zeus.open(c.get("site"));
    const rid = parseParam(c.req.param("rid"), RecipeId, "rid");
    const owner = listOwner(await c.get("session").find());
    return c.json(await zeus.removeRecipe(owner, rid, c.get("site")), 200);
  });

  app.get("/shared/:token", async (c) => {
    const token = parseParam(c.req.param("token"), ShareToken, "token");
    return c.json(await zeus.sharedProject(token, c.get("site")), 200);
  });

  app.get("/projects", async (c) => {
    zeus.open(c.get("site"));
    return c.json(await zeus.listProjects(await shopper(c), c.get("site")), 200);
  });
  app.post("/projects", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const input = await parseJsonBody(c, ZeusProjectSave);
    return c.json(await zeus.createProject(who, input, c.get("site")), 201);
  });
  app.post("/projects/claim", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const input = await parseJsonBody(c, ZeusClaimRequest);
    return c.json(await zeus.claimProjects(who, input, c.get("site")), 200);
  });
  app.get("/projects/:id", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    return c.json(await zeus.getProject(who, pid(c), c.get("site")), 200);
  });
  app.put("/projects/:id", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const id = pid(c);
    const input = await parseJsonBody(c, ZeusProjectSave);
    return c.json(await zeus.saveProject(who, id, input, c.get("site")), 200);
  });
  app.delete("/projects/:id", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    return c.json(await zeus.deleteProject(who, pid(c), c.get("site")), 200);
  });
  app.post("/projects/:id/duplicate", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const id = pid(c);
    const { name } = await parseJsonBody(c, z.object({ name: ZeusProjectName }));
    return c.json(await zeus.duplicateProject(who, id, c.get("site"), name), 201);
  });
  app.post("/projects/:id/share", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const id = pid(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await zeus.shareProject(who, id, c.get("site")), 200);
  });

  app.get("/quotes", async (c) => {
    zeus.open(c.get("site"));
    return c.json(await zeus.listQuotes(await shopper(c), c.get("site")), 200);
  });
  app.post("/quotes", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const input = await parseJsonBody(c, QuoteRequestInput);
    const owner = listOwner(await c.get("session").find());
    return c.json(await zeus.requestQuote(who, input, c.get("site"), owner), 201);
  });
  app.get("/quotes/:id", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    return c.json(await zeus.getQuote(who, qid(c), c.get("site")), 200);
  });
  app.post("/quotes/:id/accept", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const id = qid(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await zeus.accept(who, id, c.get("site")), 200);
  });
  app.post("/quotes/:id/cart", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const id = qid(c);
    await parseJsonBody(c, z.object({}));
    const owner = listOwner(await c.get("session").find());
    return c.json(await zeus.toCart(who, owner, id, c.get("site")), 200);
  });
  app.post("/quotes/:id/withdraw", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const id = qid(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await zeus.withdraw(who, id, c.get("site")), 200);
  });
  app.post("/quotes/:id/messages", async (c) => {
    zeus.open(c.get("site"));
    const who = await shopper(c);
    const id = qid(c);
    const { text } = await parseJsonBody(c, QuoteMessageInput);
    return c.json(await zeus.customerMessage(who, id, text, c.get("site")), 200);
  });

  return app;
}
