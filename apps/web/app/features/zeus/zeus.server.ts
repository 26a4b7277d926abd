import { QuoteRequestInput } from "@ironworks/contracts";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { requireAccountCustomer, serviceRefusal } from "../account/account-extras.server.ts";
import { FEATURED_IDS, isTemplate, TEMPLATE_IDS, type TemplateId, templatePlan } from "./templates.ts";

/**
 * The ZEUS pages' server side (issue #22): the zeus service in-process, this request's session as
 * the shopper. USA only (SPEC §2): elsewhere every page is a 404, as before.
 */
type ZeusService = AppLoadContext["services"]["zeus"];
export type ZeusProjectView = Awaited<ReturnType<ZeusService["getProject"]>>;
export type QuoteView = Awaited<ReturnType<ZeusService["getQuote"]>>;

export const PRIVATE = { "Cache-Control": "private, no-store" };

export function requireZeusSite(request: Request) {
  const { site } = localeFromRequest(request);
  if (site.code !== "USA") throw data(null, { status: 404 });
  return site;
}

async function shopperOf(context: AppLoadContext) {
  const s = await context.session.find();
  return s?.customerId ? { customerId: s.customerId, email: s.email ?? "", groupId: s.groupId } : null;
}

/** /zeus-builder: the templates (with their price today) and the signed-in shopper's gyms. */
export async function loadBuilderHome(request: Request, context: AppLoadContext) {
  const site = requireZeusSite(request);
  const zeus = context.services.zeus;
  const who = await shopperOf(context);
  const { parts } = await zeus.parts(site, who?.groupId ?? 0);
  const card = async (id: TemplateId) => {
    const plan = templatePlan(id, parts);
    const priced = await zeus.price(plan, site, who?.groupId ?? 0).catch(() => null);
    return { id, items: plan.items.length, total: priced?.total ?? null };
  };
  const [templates, featured] = await Promise.all([
    Promise.all(TEMPLATE_IDS.map(card)),
    Promise.all(FEATURED_IDS.map(card)),
  ]);
  const projects = who ? (await zeus.listProjects(who, site)).projects : null;
  return { templates, featured, projects, signedIn: !!who };
}

/**
 * The editor: a saved project of the shopper's (`:projectId`), a shared one read-only
 * (`?share=`), a template (`?template=`) or an empty room.
 */
export async function loadEditor(request: Request, context: AppLoadContext, projectId: string | undefined) {
  const site = requireZeusSite(request);
  const zeus = context.services.zeus;
  const who = await shopperOf(context);
  const { parts } = await zeus.parts(site, who?.groupId ?? 0);
  const url = new URL(request.url);
  const base = { parts, signedIn: !!who, currency: site.currency };
  const share = url.searchParams.get("share");
  try {
    if (share) {
      const shared = await zeus.sharedProject(share.slice(0, 64), site);
      return { ...base, project: { ...shared, projectId: null }, readOnly: true, template: null };
    }
    if (projectId) {
      if (!who) throw redirect(`/login?redirect=${encodeURIComponent(`/zeus-builder/project/${projectId}`)}`);
      const project = await zeus.getProject(who, projectId, site);
      return { ...base, project, readOnly: false, template: null };
    }
  } catch (err) {
    if (serviceRefusal(err)?.status === 404 || serviceRefusal(err)?.status === 400) throw data(null, { status: 404 });
    throw err;
  }
  const rid = url.searchParams.get("rid");
  if (rid) {
    const recipe = await zeus.recipe(rid.slice(0, 24), site).catch((err: unknown) => {
      if (serviceRefusal(err)) throw data(null, { status: 404 });
      throw err;
    });
    return {
      ...base,
      project: { projectId: null, name: recipe.name, version: 0, plan: recipe.plan, shareToken: null },
      readOnly: false,
      template: null,
      recipe: recipe.recipeId,
    };
  }
  const template = url.searchParams.get("template");
  const plan = isTemplate(template)
    ? templatePlan(template, parts)
    : { room: { widthIn: 240, depthIn: 240, heightIn: 108 }, items: [] };
  return {
    ...base,
    project: { projectId: null, name: "", version: 0, plan, shareToken: null },
    readOnly: false,
    template: isTemplate(template) ? template : null,
  };
}

/** /account/my-gyms and /account/zeus-saved-design: the shopper's projects; duplicate and delete without JavaScript. */
export async function loadMyGyms(request: Request, context: AppLoadContext) {
  requireZeusSite(request);
  const me = await requireAccountCustomer(request, context);
  const who = { customerId: me.customerId, email: me.email, groupId: (await shopperOf(context))?.groupId ?? 1 };
  const { projects } = await context.services.zeus.listProjects(who, me.site);
  const done = new URL(request.url).searchParams.get("done");
  return { projects, done: done === "duplicated" || done === "deleted" ? (done as "duplicated" | "deleted") : null };
}

export async function myGymsAction(request: Request, context: AppLoadContext, back: string) {
  requireZeusSite(request);
  const me = await requireAccountCustomer(request, context);
  const who = { customerId: me.customerId, email: me.email, groupId: (await shopperOf(context))?.groupId ?? 1 };
  const form = await request.formData();
  const id = String(form.get("projectId") ?? "").slice(0, 64);
  const intent = form.get("intent");
  try {
    if (intent === "duplicate") {
      const name = String(form.get("name") ?? "").slice(0, 70);
      await context.services.zeus.duplicateProject(who, id, me.site, `${name} (2)`);
      return redirect(`${back}?done=duplicated`);
    }
    if (intent === "delete") {
      await context.services.zeus.deleteProject(who, id, me.site);
      return redirect(`${back}?done=deleted`);
    }
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (!refusal) throw err;
    return data({ error: refusal.code }, { status: refusal.status });
  }
  return data({ error: "unknown_action" }, { status: 400 });
}

/** /account/custom-quoting: the shopper's quotes, one opened (`?quote=`), the request form (`?project=`). */
export async function loadQuotes(request: Request, context: AppLoadContext) {
  requireZeusSite(request);
  const me = await requireAccountCustomer(request, context);
  const who = { customerId: me.customerId, email: me.email, groupId: (await shopperOf(context))?.groupId ?? 1 };
  const zeus = context.services.zeus;
  const url = new URL(request.url);
  const owner = {
    customerId: who.customerId,
    sessionId: (await context.session.find())?.sessionId ?? null,
    groupId: who.groupId,
  };
  const [{ quotes }, { projects }, cart] = await Promise.all([
    zeus.listQuotes(who, me.site),
    zeus.listProjects(who, me.site),
    context.services.lists.findActiveCart(owner, me.site),
  ]);
  const quoteId = url.searchParams.get("quote");
  const open = quoteId
    ? await zeus.getQuote(who, quoteId.slice(0, 20), me.site).catch((err: unknown) => {
        if (serviceRefusal(err)) return null;
        throw err;
      })
    : null;
  return {
    quotes,
    open,
    projects: projects.map((p) => ({ projectId: p.projectId, name: p.name, total: p.priced.total })),
    chosen: url.searchParams.get("from") === "cart" ? "cart" : url.searchParams.get("project"),
    /** The cart's lines a quote can be asked on (issue #22 item 5: a quote from the cart). */
    cartCount: (cart?.items ?? []).filter((i) => i.price && !i.error).length,
    done: url.searchParams.get("done"),
  };
}

export type QuoteFormErrors = Partial<Record<string, string>>;

export async function quotesAction(request: Request, context: AppLoadContext) {
  requireZeusSite(request);
  const me = await requireAccountCustomer(request, context);
  const who = { customerId: me.customerId, email: me.email, groupId: (await shopperOf(context))?.groupId ?? 1 };
  const zeus = context.services.zeus;
  const form = await request.formData();
  const intent = form.get("intent");
  const field = (k: string) => String(form.get(k) ?? "");
  try {
    if (intent === "request") {
      // The form's first choice is the cart ("cart"), else one of the shopper's gyms.
      const fromCart = field("projectId") === "cart";
      const parsed = QuoteRequestInput.safeParse({
        ...(fromCart ? { source: "cart" } : { projectId: field("projectId") }),
        contactName: field("contactName"),
        phone: field("phone"),
        facilityType: field("facilityType"),
        deliveryZip: field("deliveryZip"),
        installation: form.get("installation") === "on",
        notes: field("notes") || undefined,
        // The quote's mails in the language this page is in.
        locale: localeFromRequest(request).locale.tag,
      });
      if (!parsed.success) {
        const errors: QuoteFormErrors = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= "invalid";
        return data({ errors, error: null }, { status: 400 });
      }
      const owner = {
        customerId: who.customerId,
        sessionId: (await context.session.find())?.sessionId ?? null,
        groupId: who.groupId,
      };
      const quote = await zeus.requestQuote(who, parsed.data, me.site, owner);
      return redirect(`/account/custom-quoting?quote=${quote.quoteId}&done=requested`);
    }
    const quoteId = field("quoteId").slice(0, 20);
    if (intent === "accept" || intent === "withdraw") {
      await (intent === "accept" ? zeus.accept(who, quoteId, me.site) : zeus.withdraw(who, quoteId, me.site));
      return redirect(
        `/account/custom-quoting?quote=${quoteId}&done=${intent === "accept" ? "accepted" : "withdrawn"}`,
      );
    }
    if (intent === "cart") {
      const owner = {
        customerId: who.customerId,
        sessionId: (await context.session.find())?.sessionId ?? null,
        groupId: who.groupId,
      };
      await zeus.toCart(who, owner, quoteId, me.site);
      return redirect("/cart");
    }
    if (intent === "message") {
      const text = field("text").trim().slice(0, 2000);
      if (!text) return data({ errors: { text: "invalid" } as QuoteFormErrors, error: null }, { status: 400 });
      await zeus.customerMessage(who, quoteId, text, me.site);
      return redirect(`/account/custom-quoting?quote=${quoteId}&done=sent`);
    }
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (!refusal) throw err;
    return data({ errors: {} as QuoteFormErrors, error: refusal.code }, { status: refusal.status });
  }
  return data({ errors: {} as QuoteFormErrors, error: "unknown_action" }, { status: 400 });
}
