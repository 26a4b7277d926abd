import { ReturnConfirmRequest, ReturnQuoteRequest, WithdrawalRequest } from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { type AppEnv, parseParam, resolveSite } from "../../platform/http.ts";
import type { Buyer } from "../checkout/index.ts";
import { photoAnswer, uploadedPhotos } from "../reviews/index.ts";
import type { ReturnsService } from "./returns.service.ts";

const OrderIdParam = z.string().min(1, "is required").max(64, "is too long");
const RmaParam = z.string().min(1, "is required").max(32, "is too long");
const DateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

async function buyer(c: Context<AppEnv>): Promise<Buyer> {
  const s = await c.get("session").find();
  if (!s) return { customerId: null, sessionId: null, groupId: 0, email: null };
  return { customerId: s.customerId, sessionId: s.sessionId, groupId: s.groupId, email: s.email };
}

/**
 * /svc_returns (issue #21); every answer is private. Who may return from an order is who may read
 * it (ADR 0016): the customer's own, or the session that placed it or proved it at
 * POST /svc_checkout/order/lookup (number + e-mail, captcha and throttle; one 404 for both misses).
 * - GET /order/{orderId} → the order's lines with eligibility (and why not), its returns.
 * - POST /quote ReturnQuoteRequest → the outcome and total; nothing written.
 * - POST /rma ReturnConfirmRequest → 201 the RMA; 409 rma_already_confirmed for a replayed key;
 *   422 line_not_returnable {lines:[{lineNo, problem}]}; 404 returns_closed / order_not_found.
 * - GET /rma/{rmaNumber} → the RMA; GET /rma/{rmaNumber}/print/{dateIssued} → the RMA and its
 *   Code 128 barcode (SVG); GET /rma/{rmaNumber}/label/{dateIssued} → the label as a PDF;
 *   POST /rma/{rmaNumber}/cancel → cancelled (before receipt only).
 * EU right of withdrawal (EUR with the EU returns flag; else 404 withdrawal_closed):
 * - GET /withdrawal/order/{orderId} → each line's withdrawability (period, delivered) and the withdrawals so far.
 * - POST /withdrawal WithdrawalRequest → 201 the withdrawal as submitted (and its return for the
 *   delivered units), acknowledged by mail; 409 withdrawal_already_confirmed for a replayed key;
 *   422 line_not_withdrawable {lines:[{lineNo, problem}]}.
 * - GET /withdrawal/{id} → the withdrawal.
 */
export function returnsRoutes(deps: { returns: ReturnsService }) {
  const { returns } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers, resolveSite);

  app.get("/order/:orderId", async (c) => {
    const id = parseParam(c.req.param("orderId"), OrderIdParam, "orderId");
    return c.json(await returns.orderView(await buyer(c), id), 200);
  });

  app.post("/quote", async (c) => {
    const input = await parseJsonBody(c, ReturnQuoteRequest);
    return c.json(await returns.quote(await buyer(c), input), 200);
  });

  app.post("/rma", async (c) => {
    const input = await parseJsonBody(c, ReturnConfirmRequest);
    return c.json(await returns.confirm(await buyer(c), input, input.locale ?? "en-US"), 201);
  });

  app.get("/rma/:rmaNumber", async (c) => {
    const id = parseParam(c.req.param("rmaNumber"), RmaParam, "rmaNumber");
    return c.json(await returns.get(await buyer(c), id), 200);
  });

  app.get("/rma/:rmaNumber/print/:dateIssued", async (c) => {
    const id = parseParam(c.req.param("rmaNumber"), RmaParam, "rmaNumber");
    const date = parseParam(c.req.param("dateIssued"), DateParam, "dateIssued");
    return c.json(await returns.print(await buyer(c), id, date), 200);
  });

  app.get("/rma/:rmaNumber/label/:dateIssued", async (c) => {
    const id = parseParam(c.req.param("rmaNumber"), RmaParam, "rmaNumber");
    const date = parseParam(c.req.param("dateIssued"), DateParam, "dateIssued");
    const { filename, pdf } = await returns.label(await buyer(c), id, date);
    return c.body(pdf, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
    });
  });

  // Photos of a damaged item (multipart `photos`, one file; ADR 0047): the id goes into the line's `photos`.
  app.post("/photos", async (c) => {
    const files = await uploadedPhotos(c);
    const orderId = parseParam(c.req.query("orderId") ?? "", OrderIdParam, "orderId");
    return c.json(await returns.addPhoto(await buyer(c), orderId, files), 201);
  });

  app.get("/photos/:id", async (c) => {
    const id = parseParam(c.req.param("id"), RmaParam, "id");
    return photoAnswer(c, await returns.photo(await buyer(c), id));
  });

  app.post("/rma/:rmaNumber/cancel", async (c) => {
    const id = parseParam(c.req.param("rmaNumber"), RmaParam, "rmaNumber");
    return c.json(await returns.cancel(await buyer(c), id), 200);
  });

  app.get("/withdrawal/order/:orderId", async (c) => {
    const id = parseParam(c.req.param("orderId"), OrderIdParam, "orderId");
    return c.json(await returns.withdrawalView(await buyer(c), id), 200);
  });

  app.post("/withdrawal", async (c) => {
    const input = await parseJsonBody(c, WithdrawalRequest);
    return c.json(await returns.withdraw(await buyer(c), input), 201);
  });

  app.get("/withdrawal/:id", async (c) => {
    const id = parseParam(c.req.param("id"), RmaParam, "id");
    return c.json(await returns.getWithdrawal(await buyer(c), id), 200);
  });

  return app;
}
