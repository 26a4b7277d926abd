import type { Quote, ZeusPartWire, ZeusProject } from "@ironworks/contracts";
import { billOfMaterials, toMinor, type ZeusItem, type ZeusPart, type ZeusPlan } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { staffTestStore } from "../staff/staff.testing.ts";
import { gym, quoteForm, ROOM } from "./zeus.testing.ts";

const ctx = staffTestStore(["support", "merchandiser"]);

async function json(b: TestBrowser, path: string, method = "GET", body?: unknown) {
  const res = await b.request(path, { method, body });
  return { status: res.status, body: (await res.json()) as Json };
}

async function shopper() {
  const b = testBrowser(ctx.store);
  await registerCustomer(ctx.store, b);
  return b;
}

async function parts(b: TestBrowser): Promise<ZeusPartWire[]> {
  const r = await json(b, "/svc_zeus/parts");
  expect(r.status).toBe(200);
  return r.body.parts as ZeusPartWire[];
}

const asDomain = (all: ZeusPartWire[]) =>
  new Map<number, ZeusPart>(
    all.map((p) => [p.productId, { ...p, kind: p.kind as ZeusPart["kind"], priceMinor: toMinor(p.price) }]),
  );

describe("/svc_zeus parts and pricing", () => {
  it("offers frames, attachments and storage with store prices, USA only", async () => {
    const b = testBrowser(ctx.store);
    const all = await parts(b);
    for (const kind of ["rack", "rig", "attachment", "storage"]) expect(all.some((p) => p.kind === kind)).toBe(true);
    expect(all.every((p) => p.price > 0)).toBe(true);
    const eu = await json(b, "/svc_zeus/site/EUR/parts");
    expect(eu.status).toBe(404);
    expect(eu.body.error.code).toBe("zeus_closed");
  });

  it("prices a valid plan the same as the browser's copy of the rules", async () => {
    const b = testBrowser(ctx.store);
    const all = await parts(b);
    const plan = gym(all);
    const r = await json(b, "/svc_zeus/price", "POST", { plan });
    expect(r.status).toBe(200);
    const browserTotal = billOfMaterials(plan, asDomain(all)).totalMinor;
    expect(toMinor(r.body.total)).toBe(browserTotal);
    expect(r.body.lines).toHaveLength(4);
  });

  it.each([
    [
      "an unknown product",
      (p: ZeusPlan) => ({ ...p, items: [...p.items, { ...p.items[0], id: "x", productId: 999999 }] }),
      "unknown_product",
    ],
    [
      "overlapping items",
      (p: ZeusPlan) => ({ ...p, items: [...p.items, { ...(p.items[0] as ZeusItem), id: "twin" }] }),
      "overlap",
    ],
    [
      "a room over 10,000 sq ft",
      (p: ZeusPlan) => ({ ...p, room: { widthIn: 2400, depthIn: 2400, heightIn: 120 } }),
      "room_too_large",
    ],
  ])("refuses %s with 400 naming the problem", async (_name, change, code) => {
    const b = testBrowser(ctx.store);
    const r = await json(b, "/svc_zeus/price", "POST", { plan: change(gym(await parts(b))) });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("zeus_plan_invalid");
    expect(r.body.error.details.problems.map((p: Json) => p.code)).toContain(code);
  });

  it("refuses an incompatible attachment (2x3 on a 3x3 rack) with the reason", async () => {
    const b = testBrowser(ctx.store);
    const all = await parts(b);
    const plan = gym(all);
    const other = all.find((p) => p.kind === "attachment" && p.tag?.includes("2x3")) as ZeusPartWire;
    plan.items.push({ id: "bad", productId: other.productId, x: 0, y: 0, rotation: 0, mountedOn: "rack" });
    const r = await json(b, "/svc_zeus/price", "POST", { plan });
    expect(r.status).toBe(400);
    expect(r.body.error.details.problems).toEqual([{ code: "incompatible", itemId: "bad", otherId: "rack" }]);
  });

  it("refuses 5,000 items and a stale total", async () => {
    const b = testBrowser(ctx.store);
    const plan = gym(await parts(b));
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: `i${i}`, productId: 1, x: 0, y: 0, rotation: 0 }));
    const big = await b.request("/svc_zeus/price", { method: "POST", body: { plan: { room: ROOM, items: many } } });
    // 5,000 items pass the body bound only when compact; either way the plan is refused with its reason.
    expect([400, 413]).toContain(big.status);
    const over = await json(b, "/svc_zeus/price", "POST", { plan: { room: ROOM, items: many.slice(0, 501) } });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body.error)).toContain("at most 500 items");
    const stale = await json(b, "/svc_zeus/price", "POST", { plan, expectedTotal: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("zeus_stale_price");
    expect(stale.body.error.details.total).toBeGreaterThan(1);
  });
});

describe("/svc_zeus projects", () => {
  it("saves versions, lists, shares read-only, duplicates; someone else's project is 404", async () => {
    const guest = testBrowser(ctx.store);
    const plan = gym(await parts(guest));
    expect((await json(guest, "/svc_zeus/projects", "POST", { name: "Garage", plan })).status).toBe(401);

    const b = await shopper();
    const created = await json(b, "/svc_zeus/projects", "POST", { name: "Garage", plan });
    expect(created.status).toBe(201);
    const project = created.body as ZeusProject;
    expect(project.version).toBe(1);

    plan.items.pop();
    const saved = await json(b, `/svc_zeus/projects/${project.projectId}`, "PUT", { name: "Garage v2", plan });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, name: "Garage v2" });
    expect(saved.body.priced.total).toBeLessThan(project.priced.total);

    const list = await json(b, "/svc_zeus/projects");
    expect(list.body.projects.map((p: Json) => p.projectId)).toEqual([project.projectId]);

    const shared = await json(b, `/svc_zeus/projects/${project.projectId}/share`, "POST", {});
    const token = shared.body.shareToken as string;
    const readOnly = await json(testBrowser(ctx.store), `/svc_zeus/shared/${token}`);
    expect(readOnly.status).toBe(200);
    expect(readOnly.body).toMatchObject({ name: "Garage v2", readOnly: true, projectId: "" });

    const copy = await json(b, `/svc_zeus/projects/${project.projectId}/duplicate`, "POST", { name: "Copy" });
    expect(copy.status).toBe(201);
    expect(copy.body.projectId).not.toBe(project.projectId);

    const other = await shopper();
    for (const [method, path, body] of [
      ["GET", `/svc_zeus/projects/${project.projectId}`, undefined],
      ["PUT", `/svc_zeus/projects/${project.projectId}`, { name: "Mine", plan }],
      ["POST", `/svc_zeus/projects/${project.projectId}/share`, {}],
      ["DELETE", `/svc_zeus/projects/${project.projectId}`, undefined],
    ] as const) {
      const r = await json(other, path, method, body);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error.code).toBe("zeus_project_not_found");
    }
    expect((await json(b, `/svc_zeus/projects/${project.projectId}`)).body.name).toBe("Garage v2");
  });
});

describe("custom quotes", () => {
  it("requested → in review → quoted by support (audited) → accepted by the shopper", async () => {
    const b = await shopper();
    const plan = gym(await parts(b));
    const project = (await json(b, "/svc_zeus/projects", "POST", { name: "Box", plan })).body as ZeusProject;

    const bad = await json(b, "/svc_zeus/quotes", "POST", { ...quoteForm(project.projectId), deliveryZip: "SW1A 1AA" });
    expect(bad.status).toBe(400);
    const asked = await json(b, "/svc_zeus/quotes", "POST", quoteForm(project.projectId));
    expect(asked.status).toBe(201);
    const quote = asked.body as Quote;
    expect(quote).toMatchObject({ state: "requested", listTotal: project.priced.total, quotedTotal: null });
    expect(quote.messages).toMatchObject([{ from: "customer", text: "Delivery after 5pm please" }]);

    const other = await shopper();
    expect((await json(other, `/svc_zeus/quotes/${quote.quoteId}`)).status).toBe(404);
    expect((await json(other, "/svc_zeus/quotes", "POST", quoteForm(project.projectId))).status).toBe(404);
    expect((await json(b, `/svc_zeus/quotes/${quote.quoteId}/accept`, "POST", {})).status).toBe(409);

    const { support, merchandiser } = ctx.staff;
    expect((await merchandiser.json("GET", "/svc_staff/quotes")).status).toBe(403);
    const queue = await support.json("GET", "/svc_staff/quotes?state=requested&limit=100");
    expect(queue.body.quotes.map((q: Json) => q.quoteId)).toContain(quote.quoteId);
    expect((await support.json("POST", `/svc_staff/quotes/${quote.quoteId}/review`, {})).body.state).toBe("in_review");

    const lines = quote.lines.map((l) => ({ productId: l.productId, unitPrice: Math.round(l.unitPrice * 0.9) }));
    const missing = await support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines: lines.slice(1),
      discount: 0,
      freight: 0,
      expiresAt: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect(missing.status).toBe(400);
    const offer = await support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines,
      discount: 50,
      freight: 199,
      expiresAt: new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString(),
      message: "Ten percent off the lot.",
    });
    expect(offer.status).toBe(200);
    const expected = quote.lines.reduce((s, l, i) => s + l.qty * (lines[i]?.unitPrice ?? 0), 0) - 50 + 199;
    expect(offer.body).toMatchObject({ state: "quoted", discount: 50, freight: 199, quotedTotal: expected });

    const seen = await json(b, `/svc_zeus/quotes/${quote.quoteId}`);
    expect(seen.body.messages.map((m: Json) => m.from)).toEqual(["customer", "staff"]);
    const accepted = await json(b, `/svc_zeus/quotes/${quote.quoteId}/accept`, "POST", {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe("accepted");

    const audit = await support.json("GET", `/svc_staff/audit?targetType=quote&targetId=${quote.quoteId}`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain("quote.quoted");
  });

  it("a quote accepted after its expiry → 409 zeus_quote_expired", async () => {
    const b = await shopper();
    const project = (await json(b, "/svc_zeus/projects", "POST", { name: "Team", plan: gym(await parts(b)) }))
      .body as ZeusProject;
    const quote = (await json(b, "/svc_zeus/quotes", "POST", quoteForm(project.projectId))).body as Quote;
    const offer = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines: quote.lines.map((l) => ({ productId: l.productId, unitPrice: l.unitPrice })),
      discount: 0,
      freight: 0,
      expiresAt: new Date(ctx.clock.now().getTime() + 60_000).toISOString(),
    });
    expect(offer.status).toBe(200);
    ctx.clock.advance(120_000);
    const late = await json(b, `/svc_zeus/quotes/${quote.quoteId}/accept`, "POST", {});
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("zeus_quote_expired");
    expect((await json(b, `/svc_zeus/quotes/${quote.quoteId}`)).body.state).toBe("expired");
  });
});
