import type { Order, OrdersResponse } from "@ironworks/contracts";
import { formIssues } from "@ironworks/domain";
import { said } from "../account/form-message.ts";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { requireAccountCustomer, serviceRefusal } from "../account/account-extras.server.ts";
import {
  CAPTCHA_FIELD,
  cleanOrderId,
  LOOKUP_CAPTCHA,
  LOOKUP_NOT_FOUND,
  LOOKUP_RULES,
  type LookupResult,
} from "./order-lookup.ts";
import type { OrdersPage } from "./OrdersListView.tsx";

/**
 * The order pages' server side: the checkout service in-process (services.checkout), with this
 * request's session as the reader. Unknown ids and other people's orders are the same "not
 * found" (a 404 page, never a 500, never a hint that the id exists).
 */

export const ORDERS_PER_PAGE = 10;

/** The checkout service's reader: this request's session (a guest reads what it placed or looked up). */
async function buyerOf(context: AppLoadContext, create = false) {
  const s = create ? await context.session.ensure() : await context.session.find();
  return s
    ? { customerId: s.customerId, sessionId: s.sessionId, groupId: s.groupId, email: s.email }
    : { customerId: null, sessionId: null, groupId: 0, email: null };
}

const isNotFound = (err: unknown) => {
  const status = serviceRefusal(err)?.status;
  return status === 404 || status === 403 || status === 401 || status === 400;
};

/** A page number from the query: 1…10000, anything else is page 1. */
export function pageParam(value: string | null): number {
  const n = value && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return n >= 1 && n <= 10_000 ? n : 1;
}

/** A summary row from either view of GET /svc_checkout/order. */
function toRow(o: OrdersResponse["orders"][number]): OrdersPage["orders"][number] {
  if ("items" in o) {
    return {
      orderId: o.orderId,
      status: o.status,
      createdAt: o.createdAt,
      currency: o.currency,
      grandTotalIncludingTax: o.totals.grandTotalIncludingTax,
      itemCount: o.items.reduce((n, i) => n + i.qty, 0),
    };
  }
  return {
    orderId: o.orderId,
    status: o.status,
    createdAt: o.createdAt,
    currency: o.currency,
    grandTotalIncludingTax: o.grandTotalIncludingTax,
    itemCount: o.itemCount,
  };
}

/** /account/orders?page=: the customer's orders on this site's store, newest first. */
export async function loadOrders(request: Request, context: AppLoadContext): Promise<OrdersPage> {
  const me = await requireAccountCustomer(request, context);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const answer = await context.services.checkout.list(await buyerOf(context), me.site, {
    page,
    limit: ORDERS_PER_PAGE,
    view: "summary",
  });
  return { orders: answer.orders.map(toRow), page: answer.page, limit: answer.limit, total: answer.total };
}

/** The order if this session may read it (its customer's, or a guest's own or looked-up one); else null. */
export async function findReadableOrder(context: AppLoadContext, orderId: string | null): Promise<Order | null> {
  const id = orderId ? cleanOrderId(orderId) : "";
  if (!id || id.length > 64) return null;
  const buyer = await buyerOf(context);
  if (buyer.customerId === null && buyer.sessionId === null) return null;
  try {
    return await context.services.checkout.get(buyer, id);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** /account/order/{id}: one of the customer's orders; anything else is the 404 page. */
export async function loadAccountOrder(request: Request, context: AppLoadContext, id: string) {
  await requireAccountCustomer(request, context);
  const order = await findReadableOrder(context, id);
  if (!order || order.customer.customerId === null) throw data(null, { status: 404 });
  return { order };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * The lookup form's POST, with or without JavaScript: validate, pass the captcha gate (the hydrated
 * form sends a solved token; without one the gate's strict tokenless throttle decides), look the
 * order up in-process. A found order this session may now read goes to `target` (303); one it may
 * not re-read (a customer's order found by a guest: the service lets sessions re-read guest orders
 * only) is answered in the action's data. Every miss reads the same.
 */
export async function lookupAction(
  request: Request,
  context: AppLoadContext,
  target: (orderId: string) => string,
): Promise<Response | ReturnType<typeof data<LookupResult>>> {
  const form = await request.formData();
  const values = { orderId: cleanOrderId(text(form, "orderId")), email: text(form, "email").trim() };
  const errors = formIssues(values, LOOKUP_RULES);
  if (Object.keys(errors).length) return data<LookupResult>({ values, errors }, { status: 400 });
  const token = text(form, CAPTCHA_FIELD) || null;
  let order: Order;
  try {
    await context.services.captchaGate.pass(token, LOOKUP_CAPTCHA, context.clientAddress);
    order = await context.services.checkout.lookup(await buyerOf(context, true), values);
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (!refusal) throw err;
    const message = refusal.status === 404 ? LOOKUP_NOT_FOUND : said(refusal.code, refusal.message);
    return data<LookupResult>({ values, errors: {}, message }, { status: refusal.status === 429 ? 429 : 400 });
  }
  if (await findReadableOrder(context, order.orderId)) return redirect(target(order.orderId), 303);
  return data<LookupResult>({ values: {}, errors: {}, order }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Why the guest's mailed link did not open the order (no order data either way): `orders.guestLink.<problem>`. */
export type GuestLinkProblem = "expired" | "invalid";

/**
 * The guest's mailed link (?o={id}&t={token}, ADR 0021): a good signature opens the order and lets
 * this session read it from now on; an expired or changed link gets a message and the lookup form.
 */
export async function openGuestLink(
  context: AppLoadContext,
  orderId: string,
  token: string,
): Promise<
  { order: Order; problem: null; status: 200 } | { order: null; problem: GuestLinkProblem; status: 404 | 410 }
> {
  const id = cleanOrderId(orderId);
  if (!id || id.length > 64 || token.length > 128) return { order: null, problem: "invalid", status: 404 };
  try {
    const order = await context.services.checkout.openGuestLink(await buyerOf(context, true), id, token);
    return { order, problem: null, status: 200 };
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (refusal?.status === 410) return { order: null, problem: "expired", status: 410 };
    if (refusal) return { order: null, problem: "invalid", status: 404 };
    throw err;
  }
}
