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
  // Returns (issue #21): the queue, its decisions and receipt, and settling (refund / store credit).
  "returns.read",
  "returns.manage",
  "returns.refund",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READS: Permission[] = [
  "dashboard.read",
  "orders.read",
  "catalog.read",
  "flags.read",
  "audit.read",
  "returns.read",
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
    "returns.read",
    "returns.manage",
    "returns.refund",
  ],
  author: ["dashboard.read", "catalog.read", "content.write"],
  moderator: ["dashboard.read", "events.score"],
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
  // Returns (issue #21): the support role's queue.
  "GET /returns": "returns.read",
  "GET /returns/:id": "returns.read",
  "POST /returns/:id/approve": "returns.manage",
  "POST /returns/:id/reject": "returns.manage",
  "POST /returns/:id/in-transit": "returns.manage",
  "POST /returns/:id/receive": "returns.manage",
  "POST /returns/:id/settle": "returns.refund",
  "POST /returns/:id/close": "returns.manage",
} as const satisfies Record<string, EndpointRule>;
export type StaffEndpoint = keyof typeof STAFF_ENDPOINTS;
