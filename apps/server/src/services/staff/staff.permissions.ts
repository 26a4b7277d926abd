import type { StaffRole } from "@ironworks/contracts";

/**
 * Roles and permissions (issue #17 item 2, ADR 0037), in one place: what each role may do, and
 * which permission every staff endpoint needs. staff.routes.ts registers an endpoint only through
 * this table (an endpoint missing here fails at start), and staff-rbac.http.test.ts walks every
 * registered endpoint × every role against it.
 */
export const PERMISSIONS = [
  "dashboard.read",
  "orders.read",
  "orders.fulfil",
  "orders.refund",
  "orders.note",
  "catalog.read",
  "catalog.write",
  "stock.write",
  "flags.read",
  "flags.write",
  "audit.read",
  "staff.manage",
  "content.write",
  "events.score",
  "orders.cancel",
  "orders.mail",
  "catalog.import",
  "catalog.export",
  // admin-ops: customers, gift cards, the mail outbox.
  "customers.read",
  "customers.write",
  "customers.unlock",
  "giftcards.read",
  "giftcards.write",
  "mail.read",
  "mail.retry",
  // Categories, redirects, CMS pages and blocks (issue #17 item 4: the merchandiser's catalog and CMS).
  "catalog.categories",
  "catalog.redirects",
  "content.cms",
  "reviews.read",
  "reviews.moderate",
  // Returns (issue #21): the queue, its decisions and receipt, and settling (refund / store credit).
  "returns.read",
  "returns.manage",
  "returns.refund",
  // Custom quotes (issue #22): the queue, and answering (prices, decline, messages).
  "quotes.read",
  "quotes.manage",
  // The job queue (issue #18): per-queue counts, failed jobs, running one again. The owner's only.
  "jobs.read",
  "jobs.retry",
  // The store's forms (issue #24 part 3): submissions read, decided (gym applications approved).
  "forms.read",
  "forms.manage",
  // Events (issue #20): a new version of an event's waiver, the organiser's legal text (the owner's).
  "events.waiver",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READS: Permission[] = [
  "dashboard.read",
  "orders.read",
  "catalog.read",
  "flags.read",
  "audit.read",
  "customers.read",
  "giftcards.read",
  "reviews.read",
  "returns.read",
  "quotes.read",
  "forms.read",
];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  merchandiser: [
    "dashboard.read",
    "catalog.read",
    "catalog.write",
    "stock.write",
    "flags.read",
    "flags.write",
    "catalog.import",
    "catalog.export",
    "catalog.categories",
    "catalog.redirects",
    "content.cms",
  ],
  // Support reads the audit trail: who refunded or shipped an order is part of answering its customer.
  support: [
    "dashboard.read",
    "orders.read",
    "orders.fulfil",
    "orders.refund",
    "orders.note",
    "catalog.read",
    "audit.read",
    "orders.cancel",
    "orders.mail",
    // Customers (issue #17: support has customers): profile, group, segments, sign-in unlock; gift
    // cards read (balances asked by customers; issuing and disabling money is the owner's); failed
    // order and account mails seen and sent again.
    "customers.read",
    "customers.write",
    "customers.unlock",
    "giftcards.read",
    "mail.read",
    "mail.retry",
    // Reviews and questions (issue #23): support answers owners and moderates what they write.
    "reviews.read",
    "reviews.moderate",
    "returns.read",
    "returns.manage",
    "returns.refund",
    "quotes.read",
    "quotes.manage",
    // Forms (issue #24 part 3): support answers contact, wholesale, catalog and gym applications.
    "forms.read",
    "forms.manage",
  ],
  author: ["dashboard.read", "catalog.read", "content.write"],
  // Moderators score events and moderate reviews and questions (issue #23).
  moderator: ["dashboard.read", "events.score", "reviews.read", "reviews.moderate"],
  viewer: READS,
};

/**
 * The most one support refund may return, per order and currency minor units; above it the owner
 * refunds (issue #17: "refunds up to a limit"). 403 names `orders.refund.above-limit`.
 */
export const SUPPORT_REFUND_LIMIT_MINOR = 50_000;

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** "public": no session needed (sign-in, setup); "signed-in": any staff member; else the permission. */
export type EndpointRule = "public" | "signed-in" | Permission;

/** Every endpoint under /svc_staff, "METHOD /path" (Hono's path pattern) → its rule. */
export const STAFF_ENDPOINTS = {
  "POST /session": "public",
  "DELETE /session": "signed-in",
  "GET /me": "signed-in",
  "GET /setup/:token": "public",
  "POST /setup": "public",
  "GET /dashboard": "dashboard.read",
  "GET /orders": "orders.read",
  "GET /orders/:id": "orders.read",
  "POST /orders/:id/ship": "orders.fulfil",
  "POST /orders/:id/deliver": "orders.fulfil",
  "POST /orders/:id/refunds": "orders.refund",
  "POST /orders/:id/notes": "orders.note",
  "GET /products/:id": "catalog.read",
  "PUT /products/:id": "catalog.write",
  "PUT /stock/:sku": "stock.write",
  "GET /flags": "flags.read",
  "PUT /flags/:key": "flags.write",
  "GET /audit": "audit.read",
  "POST /orders/:id/cancel": "orders.cancel",
  "POST /orders/:id/mail": "orders.mail",
  "GET /catalog/export": "catalog.export",
  "POST /catalog/import/dry-run": "catalog.import",
  "POST /catalog/import": "catalog.import",
  // admin-ops
  "GET /customers": "customers.read",
  "GET /customers/:id": "customers.read",
  "PUT /customers/:id/group": "customers.write",
  "PUT /customers/:id/segments": "customers.write",
  "POST /customers/:id/unlock": "customers.unlock",
  "GET /stock": "catalog.read",
  "GET /giftcards": "giftcards.read",
  "GET /giftcards/:id": "giftcards.read",
  "POST /giftcards": "giftcards.write",
  "POST /giftcards/:id/disable": "giftcards.write",
  "GET /mail": "mail.read",
  "POST /mail/:id/retry": "mail.retry",
  "GET /jobs": "jobs.read",
  "POST /jobs/:queue/:id/retry": "jobs.retry",
  // Categories, redirects, CMS and the missing-translations report (staff.content.routes.ts).
  "GET /categories": "catalog.read",
  "GET /categories/:id": "catalog.read",
  "PUT /categories/:id": "catalog.categories",
  "POST /categories": "catalog.categories",
  "DELETE /categories/:id": "catalog.categories",
  "GET /redirects": "catalog.read",
  "POST /redirects": "catalog.redirects",
  "PUT /redirects": "catalog.redirects",
  "DELETE /redirects": "catalog.redirects",
  "GET /cms/pages": "catalog.read",
  "GET /cms/pages/:id": "catalog.read",
  "PUT /cms/pages/:id": "content.cms",
  "POST /cms/pages": "content.cms",
  "DELETE /cms/pages/:id": "content.cms",
  "GET /cms/blocks": "catalog.read",
  "GET /cms/blocks/:site/:name": "catalog.read",
  "PUT /cms/blocks/:site/:name": "content.cms",
  "POST /cms/blocks": "content.cms",
  "DELETE /cms/blocks/:site/:name": "content.cms",
  "GET /translations/missing": "catalog.read",
  // admin-catalog: the product list and its bulk edit (ADR 0037 addendum "Products").
  "GET /products": "catalog.read",
  "POST /products/bulk": "catalog.write",
  "POST /products/:id/duplicate": "catalog.write",
  // A new product from scratch (any type; a configurable one with its variants) and gallery uploads.
  "POST /products": "catalog.write",
  "POST /products/:id/images": "catalog.write",
  // An existing configurable product's option values and their variants (ADR 0058).
  "POST /products/:id/option-values": "catalog.write",
  "PUT /products/:id/option-values": "catalog.write",
  "PUT /products/:id/option-values/order": "catalog.write",
  "DELETE /products/:id/option-values": "catalog.write",
  // Whole options (variant axes) of an existing configurable product (ADR 0063).
  "POST /products/:id/options": "catalog.write",
  "DELETE /products/:id/options": "catalog.write",
  // Reviews and questions (issue #23): the moderation queue, decisions, public replies, staff answers.
  "GET /reviews": "reviews.read",
  "GET /reviews/photos/:id": "reviews.read",
  "POST /reviews/:id/moderate": "reviews.moderate",
  "POST /reviews/:id/reply": "reviews.moderate",
  "POST /questions/:id/moderate": "reviews.moderate",
  "POST /questions/:id/answers": "reviews.moderate",
  // Returns (issue #21): the support role's queue.
  "GET /returns": "returns.read",
  "GET /returns/:id": "returns.read",
  "POST /returns/:id/approve": "returns.manage",
  "POST /returns/:id/reject": "returns.manage",
  "POST /returns/:id/in-transit": "returns.manage",
  "POST /returns/:id/receive": "returns.manage",
  "POST /returns/:id/settle": "returns.refund",
  "POST /returns/:id/close": "returns.manage",
  "GET /returns/:id/photos/:photoId": "returns.read",
  // The Index (issue #19 item 4): the author role's posts (content.write: author and owner).
  "GET /index/posts": "content.write",
  "GET /index/posts/:id": "content.write",
  "POST /index/posts": "content.write",
  "PUT /index/posts/:id": "content.write",
  "POST /index/posts/:id/status": "content.write",
  "GET /index/posts/:id/revisions": "content.write",
  "POST /index/posts/:id/revisions/:revisionId/restore": "content.write",
  "GET /index/posts/:id/preview": "content.write",
  // Custom quotes (issue #22): the support role answers them.
  "GET /quotes": "quotes.read",
  "GET /quotes/:id": "quotes.read",
  "POST /quotes/:id/review": "quotes.manage",
  "POST /quotes/:id/offer": "quotes.manage",
  "POST /quotes/:id/decline": "quotes.manage",
  "POST /quotes/:id/messages": "quotes.manage",
  // The store's forms (issue #24 part 3) and the gym gallery's moderation (issue #19 item 2).
  "GET /forms/submissions": "forms.read",
  "GET /forms/submissions/:id": "forms.read",
  "POST /forms/submissions/:id/decision": "forms.manage",
  "GET /forms/images/:id": "signed-in",
  "GET /gallery": "content.write",
  "POST /gallery/:id/decision": "content.write",
  // The owner manages staff (issue #17 item 2): invite, role, disable/enable, a new setup link.
  "GET /staff": "staff.manage",
  "POST /staff": "staff.manage",
  "PUT /staff/:id/role": "staff.manage",
  "POST /staff/:id/disable": "staff.manage",
  "POST /staff/:id/enable": "staff.manage",
  "POST /staff/:id/reset": "staff.manage",
  // Events (issue #20): heats and lanes of the events an organiser runs, the waiver's versions.
  "GET /events": "events.score",
  "GET /events/:id/heats": "events.score",
  "POST /events/:id/heats": "events.score",
  "PUT /events/:id/heats/:heatId": "events.score",
  "DELETE /events/:id/heats/:heatId": "events.score",
  "PUT /events/:id/heats/:heatId/lanes/:lane": "events.score",
  "DELETE /events/:id/heats/:heatId/lanes/:lane": "events.score",
  "GET /events/:id/waivers": "events.score",
  "PUT /events/:id/waiver": "events.waiver",
} as const satisfies Record<string, EndpointRule>;
export type StaffEndpoint = keyof typeof STAFF_ENDPOINTS;
