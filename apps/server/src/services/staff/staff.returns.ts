import { ERRORS, StaffRmaQuery, StaffRmaReceive, StaffRmaReject } from "@ironworks/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { httpError } from "../../platform/errors.ts";
import { parseParam, parseQuery } from "../../platform/http.ts";
import type { ReturnsService, StaffActor } from "../returns/index.ts";
import { photoAnswer } from "../reviews/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { SUPPORT_REFUND_LIMIT_MINOR, type StaffEndpoint } from "./staff.permissions.ts";
import { auditingActor } from "./staff.repository.ts";

const RmaId = z.string().min(1, "is required").max(32, "is too long");

/** The returns service's actor for a staff member: every change audited in its own transaction. */
export function staffActor(who: StaffPrincipal): StaffActor {
  return auditingActor(who, "rma");
}

type Handler<C> = (c: C, who: StaffPrincipal) => Promise<Response>;

/**
 * The returns queue (issue #21 item 6) under /svc_staff/returns, registered through the staff
 * routes' `endpoint` (so through the permission table). A support member settles a refund up to the
 * support limit; above it the owner does (403 naming orders.refund.above-limit, as for order refunds).
 */
export function returnEndpoints<C extends Context>(
  endpoint: (key: StaffEndpoint, handler: Handler<C>) => void,
  returns: ReturnsService,
) {
  const id = (c: C) => parseParam(c.req.param("id"), RmaId, "id");
  endpoint("GET /returns", async (c) => c.json(await returns.queue(parseQuery(c, StaffRmaQuery)), 200));
  endpoint("GET /returns/:id", async (c) => c.json(await returns.detail(id(c)), 200));
  endpoint("GET /returns/:id/photos/:photoId", async (c) =>
    photoAnswer(c, await returns.staffPhoto(id(c), parseParam(c.req.param("photoId"), RmaId, "photoId"))),
  );
  endpoint("POST /returns/:id/approve", async (c, who) => {
    await parseJsonBody(c, z.object({}));
    return c.json(await returns.approve(staffActor(who), id(c)), 200);
  });
  endpoint("POST /returns/:id/reject", async (c, who) => {
    const { reason } = await parseJsonBody(c, StaffRmaReject);
    return c.json(await returns.reject(staffActor(who), id(c), reason), 200);
  });
  endpoint("POST /returns/:id/in-transit", async (c, who) => {
    await parseJsonBody(c, z.object({}));
    return c.json(await returns.markInTransit(staffActor(who), id(c)), 200);
  });
  endpoint("POST /returns/:id/receive", async (c, who) => {
    const input = await parseJsonBody(c, StaffRmaReceive);
    return c.json(await returns.receive(staffActor(who), id(c), input), 200);
  });
  endpoint("POST /returns/:id/settle", async (c, who) => {
    await parseJsonBody(c, z.object({}));
    const rma = await returns.detail(id(c));
    if (who.role !== "owner" && rma.outcome === "refund" && rma.totals.total > SUPPORT_REFUND_LIMIT_MINOR)
      throw httpError(ERRORS.staffForbidden, "This refund is above your limit: the owner refunds it.", {
        permission: "orders.refund.above-limit",
        limitMinor: SUPPORT_REFUND_LIMIT_MINOR,
      });
    return c.json(await returns.settle(staffActor(who), rma.rmaNumber), 200);
  });
  endpoint("POST /returns/:id/close", async (c, who) => {
    await parseJsonBody(c, z.object({}));
    return c.json(await returns.close(staffActor(who), id(c)), 200);
  });
}
