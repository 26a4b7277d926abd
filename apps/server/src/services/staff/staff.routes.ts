import { CAPTCHA_HEADER } from "@ironworks/domain";
import {
  ERRORS,
  StaffAuditQuery,
  StaffBulkEdit,
  StaffCancelRequest,
  StaffCsvImport,
  StaffCustomerGroupRequest,
  StaffCustomerQuery,
  StaffGiftcardDisable,
  StaffInvite,
  StaffRoleChange,
  StaffGiftcardIssue,
  StaffGiftcardQuery,
  StaffMailQuery,
  StaffJobQueue,
  StaffStockQuery,
  StaffFlagRequest,
  StaffNoteRequest,
  StaffOrderQuery,
  StaffModerateRequest,
  StaffOptionAdd,
  StaffOptionRemove,
  StaffOptionValueAdd,
  StaffOptionValueEdit,
  StaffOptionValueOrder,
  StaffOptionValueRemove,
  StaffProductCreate,
  StaffProductDuplicate,
  StaffProductEdit,
  StaffProductQuery,
  StaffReplyRequest,
  StaffReviewQueueQuery,
  StaffRefundRequest,
  StaffSetupRequest,
  StaffShipRequest,
  StaffSignInRequest,
  StaffStockRequest,
  SegmentsRequest,
} from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { fieldsError, httpError, notFound } from "../../platform/errors.ts";
import { type AppEnv, IdParam, parseParam, parseQuery } from "../../platform/http.ts";
import type { FlagView } from "../flags/index.ts";
import type { MailService } from "../mail/index.ts";
import type { RestockResult } from "../bin/index.ts";
import { photoAnswer, type ReviewsService } from "../reviews/index.ts";
import { type StaffAuth, type StaffPrincipal, toMe } from "./staff.auth.ts";
import type { StaffCatalog } from "./staff.catalog.ts";
import type { StaffCsv } from "./staff.csv.ts";
import type { StaffCustomers } from "./staff.customers.ts";
import type { StaffGiftcards } from "./staff.giftcards.ts";
import type { StaffMembers } from "./staff.members.ts";
import type { StaffDuplicate } from "./staff.duplicate.ts";
import type { StaffCreate } from "./staff.create.ts";
import type { StaffMedia } from "./staff.media.ts";
import type { StaffOptionAxes } from "./staff.option-axes.ts";
import type { StaffVariants } from "./staff.variants.ts";
import type { StaffStock } from "./staff.stock.ts";
import { registerContentEndpoints } from "./staff.content.routes.ts";
import { indexEndpoints } from "./staff.index.ts";
import type { IndexEditor } from "../content/index.ts";
import type { StaffContent } from "./staff.content.ts";
import type { StaffRedirects } from "./staff.redirects.ts";
import type { StaffOrders } from "./staff.orders.ts";
import type { ReturnsService } from "../returns/index.ts";
import { returnEndpoints } from "./staff.returns.ts";
import { quoteEndpoints } from "./staff.quotes.ts";
import type { ZeusService } from "../zeus/index.ts";
import { can, type EndpointRule, STAFF_ENDPOINTS, type StaffEndpoint } from "./staff.permissions.ts";
import { recordAudit, type StaffRepository } from "./staff.repository.ts";
import type { Db } from "@ironworks/db";
import type { Jobs } from "../../platform/jobs.ts";
import { type FormsService, registerFormsStaffEndpoints } from "../forms/index.ts";

/** The staff cookie (issue #17): HttpOnly, SameSite=Strict, Secure over HTTPS, rotated at every sign-in. */
export const STAFF_COOKIE = "iw_staff";

export interface StaffEnv {
  Variables: AppEnv["Variables"] & { staff: StaffPrincipal | null };
}

export interface StaffRoutesDeps {
  db: Db;
  auth: StaffAuth;
  repo: StaffRepository;
  orders: StaffOrders;
  catalog: StaffCatalog;
  csv: StaffCsv;
  customers: StaffCustomers;
  giftcardsAdmin: StaffGiftcards;
  stockList: StaffStock;
  /** A new product as a copy of another (staff.duplicate.ts). */
  duplicate: StaffDuplicate;
  /** A new product from scratch (staff.create.ts). */
  create: StaffCreate;
  /** Gallery uploads (staff.media.ts). */
  media: StaffMedia;
  /** Option values and variants of an existing configurable product (staff.variants.ts). */
  variants: StaffVariants;
  /** Whole options (variant axes) of an existing configurable product (staff.option-axes.ts, ADR 0063). */
  optionAxes: StaffOptionAxes;
  /** The owner's staff screen (staff.members.ts). */
  members: StaffMembers;
  /** The job queue (issue #18): counts, failed jobs and their retry (platform/jobs). */
  jobs: Pick<Jobs, "counts" | "failed" | "retry" | "find">;
  /** The mail service's failed-mail seam (services/mail). */
  mail: Pick<MailService, "listFailed" | "countFailed" | "countListed" | "retry">;
  content: StaffContent;
  redirects: StaffRedirects;
  returns: ReturnsService;
  zeus: ZeusService;
  stock: { restockSku(sku: string, qty: number): Promise<RestockResult> };
  flags: {
    list(): Promise<FlagView[]>;
    get(key: string): Promise<FlagView>;
    set(key: string, change: { value?: unknown }): Promise<FlagView>;
  };
  reviews: Pick<ReviewsService, "queue" | "moderate" | "reply" | "moderateQuestion" | "answerAsStaff" | "photo">;
  /** The Index editor (issue #19): services/content. */
  index: IndexEditor;
  /** The store's forms (services/forms); absent in tests that build the staff routes alone. */
  forms?: FormsService;
  /**
   * Endpoints another service registers through the permission table (the events service's heats
   * and waivers, issue #20): app.ts wires them, so this module imports no service that imports it.
   */
  more?: ((
    endpoint: (key: StaffEndpoint, handler: (c: Context, who: StaffPrincipal) => Promise<Response>) => void,
  ) => void)[];
  clientAddress: (c: Context) => string;
  secure: boolean;
  now?: () => Date;
}

const OrderId = z.string().min(1).max(64);
const Sku = z.string().min(1).max(64);
const FlagKey = z.string().min(1).max(100);
const IdempotencyKey = z
  .string()
  .trim()
  .min(8, "must be at least 8 characters")
  .max(64, "must be at most 64 characters")
  .regex(/^[\w.:-]+$/, "must be letters, digits, . : _ or -");

/**
 * The staff API at /svc_staff (issue #17, ADR 0037). Every endpoint is registered through
 * {@link STAFF_ENDPOINTS}: the middleware refuses a missing session (401 staff_unauthenticated)
 * and a role without the endpoint's permission (403 staff_forbidden naming it) before the handler
 * runs. Writes are same-origin only (app.ts sameOriginWrites) and the cookie is SameSite=Strict.
 * Answers are never cached.
 */
export function staffRoutes(deps: StaffRoutesDeps) {
  const app = new Hono<StaffEnv>();
  app.use("*", privateAnswers);
  app.use("*", async (c, next) => {
    c.header("x-robots-tag", "noindex, nofollow");
    const token = getCookie(c, STAFF_COOKIE);
    c.set("staff", token ? await deps.auth.resolve(token) : null);
    await next();
  });

  const guard = (rule: EndpointRule) => async (c: Context<StaffEnv>, next: () => Promise<void>) => {
    if (rule === "public") return next();
    const staff = c.get("staff");
    if (!staff) throw httpError(ERRORS.staffUnauthenticated);
    if (rule !== "signed-in" && !can(staff.role, rule))
      throw httpError(ERRORS.staffForbidden, `Your role (${staff.role}) does not have the permission ${rule}.`, {
        permission: rule,
      });
    return next();
  };
  type Handler = (c: Context<StaffEnv>, who: StaffPrincipal) => Promise<Response>;
  /** The only way to add a staff endpoint: its rule comes from the table. */
  const endpoint = (key: StaffEndpoint, handler: Handler) => {
    const [method, path] = key.split(" ") as [string, string];
    app.on(method, path, guard(STAFF_ENDPOINTS[key]), (c) => handler(c, c.get("staff") as StaffPrincipal));
  };

  const signedIn = (c: Context, session: { token: string; expiresAt: Date }) => {
    setCookie(c, STAFF_COOKIE, session.token, {
      path: "/",
      httpOnly: true,
      sameSite: "Strict",
      secure: deps.secure,
      maxAge: Math.floor((session.expiresAt.getTime() - (deps.now?.() ?? new Date()).getTime()) / 1000),
    });
  };

  endpoint("POST /session", async (c) => {
    const input = await parseJsonBody(c, StaffSignInRequest);
    const old = getCookie(c, STAFF_COOKIE);
    const result = await deps.auth.signIn(input, {
      ip: deps.clientAddress(c),
      captchaToken: c.req.header(CAPTCHA_HEADER) ?? null,
    });
    // Rotated: the token before sign-in (if any) is gone.
    if (old) await deps.auth.signOut(old);
    signedIn(c, result);
    return c.json(result.me, 200);
  });
  endpoint("DELETE /session", async (c) => {
    const token = getCookie(c, STAFF_COOKIE);
    if (token) await deps.auth.signOut(token);
    deleteCookie(c, STAFF_COOKIE, { path: "/", secure: deps.secure });
    return c.body(null, 204);
  });
  endpoint("GET /me", async (c, who) => c.json(toMe(who), 200));
  endpoint("GET /setup/:token", async (c) => c.json(await deps.auth.setupInfo(c.req.param("token") ?? ""), 200));
  endpoint("POST /setup", async (c) => {
    const input = await parseJsonBody(c, StaffSetupRequest);
    const result = await deps.auth.completeSetup(input);
    signedIn(c, result);
    return c.json(result.me, 200);
  });

  // The owner manages staff (staff.members.ts): each write audited in its transaction.
  const memberId = (c: Context<StaffEnv>) => parseParam(c.req.param("id"), IdParam, "id");
  endpoint("GET /staff", async (c) => c.json(await deps.members.list(), 200));
  endpoint("POST /staff", async (c, who) =>
    c.json(await deps.members.invite(who, await parseJsonBody(c, StaffInvite)), 201),
  );
  endpoint("PUT /staff/:id/role", async (c, who) => {
    const id = memberId(c);
    const { role } = await parseJsonBody(c, StaffRoleChange);
    return c.json(await deps.members.setRole(who, id, role), 200);
  });
  endpoint("POST /staff/:id/disable", async (c, who) => {
    const id = memberId(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await deps.members.disable(who, id), 200);
  });
  endpoint("POST /staff/:id/enable", async (c, who) => {
    const id = memberId(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await deps.members.enable(who, id), 200);
  });
  endpoint("POST /staff/:id/reset", async (c, who) => {
    const id = memberId(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await deps.members.resetAccess(who, id), 200);
  });

  endpoint("GET /dashboard", async (c) => {
    const [orders, lowStock, failedMails] = await Promise.all([
      deps.orders.dashboard(deps.now?.() ?? new Date()),
      deps.catalog.lowStock(),
      deps.mail.countFailed(),
    ]);
    return c.json({ ...orders, lowStock, failedMails }, 200);
  });

  endpoint("GET /orders", async (c) => c.json(await deps.orders.list(parseQuery(c, StaffOrderQuery)), 200));
  endpoint("GET /orders/:id", async (c) =>
    c.json(await deps.orders.detail(parseParam(c.req.param("id"), OrderId, "id")), 200),
  );
  endpoint("POST /orders/:id/ship", async (c, who) => {
    const { carrier } = await parseJsonBody(c, StaffShipRequest);
    return c.json(await deps.orders.fulfil(who, parseParam(c.req.param("id"), OrderId, "id"), "ship", carrier), 200);
  });
  endpoint("POST /orders/:id/deliver", async (c, who) => {
    await parseJsonBody(c, z.object({}));
    return c.json(await deps.orders.fulfil(who, parseParam(c.req.param("id"), OrderId, "id"), "deliver"), 200);
  });
  endpoint("POST /orders/:id/refunds", async (c, who) => {
    const input = await parseJsonBody(c, StaffRefundRequest);
    // A retry with the same Idempotency-Key answers the first refund again (ADR 0037 addendum, admin-ops).
    const key = c.req.header("idempotency-key");
    const idempotencyKey = key === undefined ? undefined : parseParam(key, IdempotencyKey, "Idempotency-Key");
    return c.json(
      await deps.orders.refund(who, parseParam(c.req.param("id"), OrderId, "id"), input, idempotencyKey),
      201,
    );
  });
  endpoint("POST /orders/:id/notes", async (c, who) => {
    const { text } = await parseJsonBody(c, StaffNoteRequest);
    return c.json(await deps.orders.addNote(who, parseParam(c.req.param("id"), OrderId, "id"), text), 201);
  });

  endpoint("GET /products", async (c) => c.json(await deps.catalog.list(parseQuery(c, StaffProductQuery)), 200));
  endpoint("POST /products/bulk", async (c, who) =>
    c.json(await deps.catalog.bulk(who, await parseJsonBody(c, StaffBulkEdit)), 200),
  );
  endpoint("GET /products/:id", async (c) =>
    c.json(await deps.catalog.get(parseParam(c.req.param("id"), IdParam, "id"), c.req.query("locale") ?? "en"), 200),
  );
  endpoint("POST /products/:id/duplicate", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    const input = await parseJsonBody(c, StaffProductDuplicate);
    return c.json(await deps.duplicate.duplicate(who, id, input), 201);
  });
  endpoint("POST /products", async (c, who) =>
    c.json(await deps.create.create(who, await parseJsonBody(c, StaffProductCreate)), 201),
  );
  endpoint("POST /products/:id/images", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    const { values, files } = await readUpload(c);
    const version = parseParam(values.version ?? "", z.string().min(1, "is required").max(40), "version");
    const label = parseParam(values.label ?? "", z.string().trim().max(255, "is too long"), "label");
    return c.json(await deps.media.upload(who, id, { version, label, files }), 201);
  });
  // A configurable product's option values: a new one with its variants, a label or swatch, their order, one removed.
  endpoint("POST /products/:id/option-values", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return c.json(await deps.variants.addValue(who, id, await parseJsonBody(c, StaffOptionValueAdd)), 201);
  });
  endpoint("PUT /products/:id/option-values", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return c.json(await deps.variants.editValue(who, id, await parseJsonBody(c, StaffOptionValueEdit)), 200);
  });
  endpoint("PUT /products/:id/option-values/order", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return c.json(await deps.variants.orderValues(who, id, await parseJsonBody(c, StaffOptionValueOrder)), 200);
  });
  endpoint("DELETE /products/:id/option-values", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return c.json(await deps.variants.removeValue(who, id, parseQuery(c, StaffOptionValueRemove)), 200);
  });
  // A configurable product's options themselves: a new one with its first value, one with one value left removed.
  endpoint("POST /products/:id/options", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return c.json(await deps.optionAxes.addOption(who, id, await parseJsonBody(c, StaffOptionAdd)), 201);
  });
  endpoint("DELETE /products/:id/options", async (c, who) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return c.json(await deps.optionAxes.removeOption(who, id, parseQuery(c, StaffOptionRemove)), 200);
  });
  endpoint("PUT /products/:id", async (c, who) => {
    const edit = await parseJsonBody(c, StaffProductEdit);
    return c.json(await deps.catalog.edit(who, parseParam(c.req.param("id"), IdParam, "id"), edit), 200);
  });

  // Stock and flags: the CLIs' services (npm run stock / flags); the audit entry follows the change
  // (those services commit on their own), with the before/after read around it.
  endpoint("PUT /stock/:sku", async (c, who) => {
    const sku = parseParam(c.req.param("sku"), Sku, "sku");
    const { qty, reason } = await parseJsonBody(c, StaffStockRequest);
    const before = await deps.catalog.qohOf(sku);
    if (before === null) throw notFound(`No product with SKU ${sku}`);
    const result = await deps.stock.restockSku(sku, qty);
    await recordAudit(deps.db, {
      staffId: who.id,
      staffEmail: who.email,
      action: "stock.set",
      targetType: "product",
      targetId: String(result.productId),
      changes: { qoh: { before: result.previousQoh, after: result.qoh } },
      detail: { sku, reason, notified: result.notified },
    });
    return c.json(result, 200);
  });
  endpoint("GET /flags", async (c) => c.json({ flags: await deps.flags.list() }, 200));
  endpoint("PUT /flags/:key", async (c, who) => {
    const key = parseParam(c.req.param("key"), FlagKey, "key");
    const { value } = await parseJsonBody(c, StaffFlagRequest);
    const before = await deps.flags.get(key);
    const after = await deps.flags.set(key, { value });
    await recordAudit(deps.db, {
      staffId: who.id,
      staffEmail: who.email,
      action: "flag.set",
      targetType: "flag",
      targetId: key,
      changes: { value: { before: before.value, after: after.value } },
    });
    return c.json(after, 200);
  });

  endpoint("GET /audit", async (c) => {
    const q = parseQuery(c, StaffAuditQuery);
    const { entries, total } = await deps.repo.listAudit(q);
    return c.json(
      {
        entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
        page: q.page,
        limit: q.limit,
        total,
      },
      200,
    );
  });

  endpoint("POST /orders/:id/cancel", async (c, who) => {
    const input = await parseJsonBody(c, StaffCancelRequest);
    return c.json(await deps.orders.cancel(who, parseParam(c.req.param("id"), OrderId, "id"), input), 200);
  });
  endpoint("POST /orders/:id/mail", async (c, who) => {
    await parseJsonBody(c, z.object({}));
    return c.json(await deps.orders.resendMail(who, parseParam(c.req.param("id"), OrderId, "id")), 200);
  });
  // CSV export and import (ADR 0037 addendum): the body is the file (text/csv) or {csv} as JSON.
  const csvBody = async (c: Context<StaffEnv>) =>
    (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")
      ? (await parseJsonBody(c, StaffCsvImport)).csv
      : c.req.text();
  endpoint("GET /catalog/export", async (c) => {
    const day = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", `attachment; filename="products-${day}.csv"`);
    return c.body(await deps.csv.exportCsv(), 200);
  });
  endpoint("POST /catalog/import/dry-run", async (c) => c.json(await deps.csv.dryRun(await csvBody(c)), 200));
  endpoint("POST /catalog/import", async (c, who) => c.json(await deps.csv.apply(who, await csvBody(c)), 200));
  registerContentEndpoints(endpoint as never, deps);

  // Customers (admin-ops): search, profile, group, segments, sign-in unlock; every write audited.
  const customerId = (c: Context<StaffEnv>) => parseParam(c.req.param("id"), IdParam, "id");
  endpoint("GET /customers", async (c) => c.json(await deps.customers.list(parseQuery(c, StaffCustomerQuery)), 200));
  endpoint("GET /customers/:id", async (c) => c.json(await deps.customers.detail(customerId(c)), 200));
  endpoint("PUT /customers/:id/group", async (c, who) => {
    const id = customerId(c);
    const { groupId } = await parseJsonBody(c, StaffCustomerGroupRequest);
    return c.json(await deps.customers.setGroup(who, id, groupId), 200);
  });
  endpoint("PUT /customers/:id/segments", async (c, who) => {
    const id = customerId(c);
    const { segments } = await parseJsonBody(c, SegmentsRequest);
    return c.json(await deps.customers.setSegments(who, id, segments), 200);
  });
  endpoint("POST /customers/:id/unlock", async (c, who) => {
    const id = customerId(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await deps.customers.unlock(who, id), 200);
  });

  // Stock per SKU, gift cards, failed mail (admin-ops).
  endpoint("GET /stock", async (c) => c.json(await deps.stockList.list(parseQuery(c, StaffStockQuery)), 200));
  const cardId = (c: Context<StaffEnv>) => parseParam(c.req.param("id"), IdParam, "id");
  endpoint("GET /giftcards", async (c) =>
    c.json(await deps.giftcardsAdmin.list(parseQuery(c, StaffGiftcardQuery)), 200),
  );
  endpoint("GET /giftcards/:id", async (c) => c.json(await deps.giftcardsAdmin.detail(cardId(c)), 200));
  endpoint("POST /giftcards", async (c, who) =>
    c.json(await deps.giftcardsAdmin.issue(who, await parseJsonBody(c, StaffGiftcardIssue)), 201),
  );
  endpoint("POST /giftcards/:id/disable", async (c, who) => {
    const id = cardId(c);
    const { reason } = await parseJsonBody(c, StaffGiftcardDisable);
    return c.json(await deps.giftcardsAdmin.disable(who, id, reason), 200);
  });
  endpoint("GET /mail", async (c) => {
    const q = parseQuery(c, StaffMailQuery);
    const [rows, failed, listed] = await Promise.all([
      deps.mail.listFailed({ status: q.status, limit: q.limit, offset: (q.page - 1) * q.limit }),
      deps.mail.countFailed(),
      q.status === "failed" ? null : deps.mail.countListed(q.status),
    ]);
    // Addresses and subjects only: bodies hold sign-in and reset links.
    return c.json(
      {
        mails: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          status: m.status,
          error: m.error,
          attempts: m.attempts,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
        failed,
        // The pages' length: every mail of the status shown.
        total: listed ?? failed,
        page: q.page,
        limit: q.limit,
      },
      200,
    );
  });
  endpoint("POST /mail/:id/retry", async (c, who) => {
    const id = parseParam(c.req.param("id"), z.uuid("must be a mail id"), "id");
    await parseJsonBody(c, z.object({}));
    const row = await deps.mail.retry(id);
    if (!row) throw httpError(ERRORS.mailNotRetryable);
    // The relay is not in the database's transaction: the entry follows the attempt, either way.
    await recordAudit(deps.db, {
      staffId: who.id,
      staffEmail: who.email,
      action: row.status === "sent" ? "mail.retry" : "mail.retry.failed",
      targetType: "mail",
      targetId: row.id,
      changes: { status: { before: "failed", after: row.status } },
      detail: { to: row.to, subject: row.subject, attempts: row.attempts, error: row.error },
    });
    // 200 either way: the retry ran; `status` says whether the relay took it this time.
    return c.json({ id: row.id, to: row.to, subject: row.subject, status: row.status, error: row.error }, 200);
  });

  // The job queue (issue #18): what waits, runs and failed per queue; a failed job run again, audited
  // in the transaction that puts it back.
  endpoint("GET /jobs", async (c) => {
    const [counts, failed] = await Promise.all([deps.jobs.counts(), deps.jobs.failed(50)]);
    const queues = new Map<string, Record<string, number>>();
    for (const { queue, state, count } of counts) queues.set(queue, { ...queues.get(queue), [state]: count });
    return c.json(
      {
        queues: [...queues].map(([queue, states]) => ({ queue, states })),
        failed,
      },
      200,
    );
  });
  endpoint("POST /jobs/:queue/:id/retry", async (c, who) => {
    const queue = parseParam(c.req.param("queue"), StaffJobQueue, "queue");
    const id = parseParam(c.req.param("id"), z.uuid("must be a job id"), "id");
    await parseJsonBody(c, z.object({}));
    const job = await deps.jobs.find(id);
    if (!job || job.queue !== queue) throw httpError(ERRORS.jobNotRetryable);
    const retried = await deps.db.transaction(async (tx) => {
      const ok = await deps.jobs.retry(tx as unknown as Db, queue, id);
      if (ok)
        await recordAudit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "job.retry",
          targetType: "job",
          targetId: id,
          changes: { state: { before: "failed", after: "retry" } },
          detail: { queue, attempts: job.attempts, error: job.error },
        });
      return ok;
    });
    if (!retried) throw httpError(ERRORS.jobNotRetryable);
    return c.json({ id, queue, state: "retry" }, 200);
  });

  // Reviews and questions (issue #23): every decision audited in its own transaction (reviews service).
  const ReviewId = z.string().uuid("is not an id");
  endpoint("GET /reviews", async (c) =>
    c.json(await deps.reviews.queue(parseQuery(c, StaffReviewQueueQuery).status ?? "pending"), 200),
  );
  // A review's photo for the queue, whatever the review's state (moderated with it).
  endpoint("GET /reviews/photos/:id", async (c) =>
    photoAnswer(c, await deps.reviews.photo(parseParam(c.req.param("id"), ReviewId, "id"), { staff: true })),
  );
  endpoint("POST /reviews/:id/moderate", async (c, who) => {
    const { status, reason } = await parseJsonBody(c, StaffModerateRequest);
    return c.json(await deps.reviews.moderate(who, parseParam(c.req.param("id"), ReviewId, "id"), status, reason), 200);
  });
  endpoint("POST /reviews/:id/reply", async (c, who) => {
    const { body } = await parseJsonBody(c, StaffReplyRequest);
    return c.json(await deps.reviews.reply(who, parseParam(c.req.param("id"), ReviewId, "id"), body), 200);
  });
  endpoint("POST /questions/:id/moderate", async (c, who) => {
    const { status, reason } = await parseJsonBody(c, StaffModerateRequest);
    return c.json(
      await deps.reviews.moderateQuestion(who, parseParam(c.req.param("id"), ReviewId, "id"), status, reason),
      200,
    );
  });
  endpoint("POST /questions/:id/answers", async (c, who) => {
    const { body } = await parseJsonBody(c, StaffReplyRequest);
    return c.json(await deps.reviews.answerAsStaff(who, parseParam(c.req.param("id"), ReviewId, "id"), body), 201);
  });
  returnEndpoints(endpoint, deps.returns);
  indexEndpoints(endpoint, deps.index);
  quoteEndpoints(endpoint, deps.zeus);
  // The store's forms and the gym gallery's moderation (issue #24 part 3, issue #19 item 2).
  if (deps.forms) registerFormsStaffEndpoints(endpoint as never, deps.forms);
  // Events (issue #20): the organiser's heats and lanes, the owner's waiver versions.
  for (const register of deps.more ?? []) register(endpoint);

  app.all("*", () => {
    throw notFound("No such endpoint");
  });
  return app;
}

/** A multipart upload: its text parts (the last of a name) and its file parts' bytes (the name never trusted). */
async function readUpload(c: Context): Promise<{ values: Record<string, string>; files: Uint8Array[] }> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data"))
    throw fieldsError([{ field: "body", message: "Send the images as multipart/form-data." }]);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw fieldsError([{ field: "body", message: "The upload could not be read." }]);
  }
  const values: Record<string, string> = {};
  const files: Uint8Array[] = [];
  for (const [name, raw] of Object.entries(form))
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (item instanceof Blob) {
        if (name === "image") files.push(new Uint8Array(await item.arrayBuffer()));
      } else if (typeof item === "string") values[name] = item;
    }
  return { values, files };
}
