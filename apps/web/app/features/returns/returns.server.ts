import { randomBytes } from "node:crypto";
import { returnsOpen, withdrawalOpen } from "@ironworks/domain";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { serviceRefusal } from "../account/account-extras.server.ts";
import { flagValue } from "../flags/flag-keys.ts";
import { loadRequestFlags, requestFlagAttributes } from "../flags/flags.server.ts";
import { choiceFrom, type ReturnChoice } from "./choice.ts";

/**
 * The /rmaprocess pages' server side (issue #21): the returns service in-process, this request's
 * session as the buyer (who may read the order may return from it). The choice travels from
 * select-items to confirm in the query string (no JavaScript needed), and is priced again there.
 */

type Services = AppLoadContext["services"];
type ReturnsService = Services["returns"];
export type ReturnsOrderView = Awaited<ReturnType<ReturnsService["orderView"]>>;
export type ReturnQuote = Awaited<ReturnType<ReturnsService["quote"]>>;
export type RmaView = Awaited<ReturnType<ReturnsService["get"]>>;
export type RmaPrint = Awaited<ReturnType<ReturnsService["print"]>>;
export type OrderReturnsList = Awaited<ReturnType<ReturnsService["forOrder"]>>;

export const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * The buyer: this session, with the request's flag targeting attributes (site, visitor) when given,
 * so the service judges the EU returns flag as this page did.
 */
async function buyerOf(context: AppLoadContext, request?: Request) {
  const s = await context.session.find();
  const flags = request ? requestFlagAttributes(request) : undefined;
  const who = s
    ? { customerId: s.customerId, sessionId: s.sessionId, groupId: s.groupId, email: s.email }
    : { customerId: null, sessionId: null, groupId: 0, email: null };
  return flags ? { ...who, flags } : who;
}

/** SPEC §2: the pages exist on USA, APO and CAN, and on EUR/GBR with the EU returns flag; elsewhere 404. */
export async function requireReturnsSite(request: Request, context: AppLoadContext) {
  const { site } = localeFromRequest(request);
  const { values } = await loadRequestFlags(context.services, request);
  if (!returnsOpen(site.code, flagValue(values, "eu-returns") === true)) throw data(null, { status: 404 });
  return site;
}

/** An unknown order, someone else's, or one that has not been looked up: the 404 page. */
function notFound(err: unknown): never {
  const refusal = serviceRefusal(err);
  if (refusal && (refusal.status === 404 || refusal.status === 400)) throw data(null, { status: 404 });
  throw err;
}

/** The signed-in customer's orders for the initiate page (null for a guest). */
export async function customerOrders(context: AppLoadContext, request: Request) {
  const buyer = await buyerOf(context);
  if (buyer.customerId === null) return null;
  const { site } = localeFromRequest(request);
  const answer = await context.services.checkout.list(buyer, site, { page: 1, limit: 20, view: "summary" });
  return answer.orders.map((o) => ({ orderId: o.orderId, createdAt: o.createdAt, status: o.status }));
}

export async function loadOrderView(
  context: AppLoadContext,
  orderId: string | null,
  request: Request,
): Promise<ReturnsOrderView> {
  if (!orderId || orderId.length > 64) throw data(null, { status: 404 });
  return context.services.returns.orderView(await buyerOf(context, request), orderId).catch(notFound);
}

export type QuoteResult =
  | { ok: true; quote: ReturnQuote; confirmKey: string }
  | { ok: false; problems: { lineNo: number; problem: string }[]; code: string };

/** The confirm page: the choice priced (nothing written) and a fresh one-time confirm key. */
export async function quoteChoice(
  context: AppLoadContext,
  choice: ReturnChoice,
  request: Request,
): Promise<QuoteResult> {
  if (!choice.lines.length) return { ok: false, problems: [], code: "nothing_chosen" };
  try {
    const quote = await context.services.returns.quote(await buyerOf(context, request), choice);
    return { ok: true, quote, confirmKey: randomBytes(18).toString("base64url") };
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (refusal?.status === 422) {
      const details = (err as { details?: { lines?: { lineNo: number; problem: string }[] } }).details;
      return { ok: false, problems: details?.lines ?? [], code: refusal.code };
    }
    return notFound(err);
  }
}

/** The confirm form's POST: the RMA, then its print page (303); a replay or a refusal says why. */
export async function confirmAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const [k, v] of form) if (typeof v === "string") params.append(k, v);
  const choice = choiceFrom(params);
  const key = params.get("confirmKey") ?? "";
  const { locale } = localeFromRequest(request);
  try {
    const rma = await context.services.returns.confirm(
      await buyerOf(context, request),
      { ...choice, confirmKey: key },
      locale.tag,
    );
    return redirect(`/rmaprocess/print/${rma.rmaNumber}/${rma.dateIssued}`, 303);
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (!refusal || refusal.status === 404) return notFound(err);
    const details = (err as { details?: { rmaNumber?: string; lines?: { lineNo: number; problem: string }[] } })
      .details;
    return data(
      { code: refusal.code, rmaNumber: details?.rmaNumber ?? null, problems: details?.lines ?? [] },
      { status: refusal.status, headers: PRIVATE },
    );
  }
}

export async function loadPrint(
  context: AppLoadContext,
  rmaNumber: string | undefined,
  dateIssued: string | undefined,
) {
  if (!rmaNumber || !dateIssued || rmaNumber.length > 32 || !/^\d{4}-\d{2}-\d{2}$/.test(dateIssued))
    throw data(null, { status: 404 });
  return context.services.returns.print(await buyerOf(context), rmaNumber, dateIssued).catch(notFound);
}

/** The order page's returns panel: the order's returns, or null where online returns are not open. */
export async function loadReturnsPanel(
  request: Request,
  context: AppLoadContext,
  orderId: string,
): Promise<{ list: OrderReturnsList; withdrawal: boolean } | null> {
  const { site } = localeFromRequest(request);
  const { values } = await loadRequestFlags(context.services, request);
  const eu = flagValue(values, "eu-returns") === true;
  if (!returnsOpen(site.code, eu)) return null;
  return {
    list: await context.services.returns.forOrder(await buyerOf(context), orderId),
    withdrawal: withdrawalOpen(site.code, eu),
  };
}

// ——— the EU right of withdrawal (issue #21 item 7) ———

export type WithdrawalView = Awaited<ReturnType<ReturnsService["withdrawalView"]>>;
export type WithdrawalMade = Awaited<ReturnType<ReturnsService["getWithdrawal"]>>;

/** The withdrawal pages exist on the EU store while the EU returns flag is on; elsewhere 404. */
export async function requireWithdrawalSite(request: Request, context: AppLoadContext) {
  const { site } = localeFromRequest(request);
  const { values } = await loadRequestFlags(context.services, request);
  if (!withdrawalOpen(site.code, flagValue(values, "eu-returns") === true)) throw data(null, { status: 404 });
  return site;
}

export async function loadWithdrawalView(context: AppLoadContext, request: Request, orderId: string | null) {
  if (!orderId || orderId.length > 64) throw data(null, { status: 404 });
  return context.services.returns.withdrawalView(await buyerOf(context, request), orderId).catch(notFound);
}

export async function loadWithdrawal(context: AppLoadContext, request: Request, id: string | undefined) {
  if (!id || id.length > 32) throw data(null, { status: 404 });
  return context.services.returns.getWithdrawal(await buyerOf(context, request), id).catch(notFound);
}

/** A fresh one-time key for the confirmation step (a replay of the same page makes no second withdrawal). */
export const withdrawalKey = () => randomBytes(18).toString("base64url");

/**
 * The confirmation step's POST: name, order, the units ticked (`w-{lineNo}` = quantity), the key;
 * the withdrawal, then its acknowledgement page (303). A refusal comes back with its problems.
 */
export async function withdrawAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  const lines: { lineNo: number; qty: number }[] = [];
  for (const [k, v] of form) {
    const m = k.match(/^w-(\d{1,3})$/);
    const qty = Number(v);
    if (m && Number.isInteger(qty) && qty >= 1 && qty <= 999) lines.push({ lineNo: Number(m[1]), qty });
  }
  const name = text("name").slice(0, 120);
  if (!name) return data({ code: "name_required", problems: [] }, { status: 400, headers: PRIVATE });
  if (!lines.length) return data({ code: "nothing_chosen", problems: [] }, { status: 400, headers: PRIVATE });
  const { locale } = localeFromRequest(request);
  try {
    const made = await context.services.returns.withdraw(await buyerOf(context, request), {
      orderId: text("orderId").slice(0, 64),
      name,
      lines,
      confirmKey: text("confirmKey"),
      locale: locale.tag,
    });
    return redirect(`/rmaprocess/withdrawal/${made.id}`, 303);
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (!refusal || refusal.status === 404) return notFound(err);
    const details = (err as { details?: { withdrawalId?: string; lines?: { lineNo: number; problem: string }[] } })
      .details;
    if (refusal.code === "withdrawal_already_confirmed" && details?.withdrawalId)
      return redirect(`/rmaprocess/withdrawal/${details.withdrawalId}`, 303);
    return data({ code: refusal.code, problems: details?.lines ?? [] }, { status: refusal.status, headers: PRIVATE });
  }
}

// ——— photos of damaged items on select-items (ADR 0047) ———

/**
 * The select-items photo form's POST (multipart: `orderId`, `lineNo`, `back` = the choice so far,
 * one `photos` file): the photo is stored by the returns service (type told by its bytes, size
 * bound; a refusal stores nothing), then back to select-items with its id on the line (303).
 */
export async function photoAction(request: Request, context: AppLoadContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ photo: { lineNo: 0, issue: "damaged" } }, { status: 400, headers: PRIVATE });
  }
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  const orderId = text("orderId").slice(0, 64);
  const lineNo = Number(text("lineNo"));
  if (!orderId || !Number.isInteger(lineNo) || lineNo < 1 || lineNo > 999) throw data(null, { status: 404 });
  const file = form.get("photos");
  const bytes = file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  try {
    const made = await context.services.returns.addPhoto(await buyerOf(context, request), orderId, [bytes]);
    const back = new URLSearchParams(text("back").slice(0, 4000));
    back.set("orderId", orderId);
    const key = `photos-${lineNo}`;
    const ids = (back.get(key) ?? "").split(",").filter(Boolean);
    back.set(key, [...ids, made.id].slice(-4).join(","));
    if (!back.get(`qty-${lineNo}`)) back.set(`qty-${lineNo}`, "1");
    if (!back.get(`reason-${lineNo}`)) back.set(`reason-${lineNo}`, "damaged");
    return redirect(`/rmaprocess/select-items?${back.toString()}`, 303);
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (!refusal || refusal.status === 404) return notFound(err);
    const issue =
      (err as { details?: { issues?: { key?: string }[] } }).details?.issues?.[0]?.key?.replace("photo.", "") ?? "type";
    return data({ photo: { lineNo, issue } }, { status: refusal.status, headers: PRIVATE });
  }
}
