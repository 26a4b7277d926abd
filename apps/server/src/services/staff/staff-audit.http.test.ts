import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftOrder, place, shopperWithCart } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { SITES } from "@ironworks/domain";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { insertCustomer, plentiful } from "../lists/lists.testing.ts";
import { confirmReturn, deliveredOrder } from "../returns/returns.testing.ts";
import { seedData } from "../../testing/seed-data.ts";
import { requestedQuote } from "../zeus/zeus.testing.ts";
import { submitted } from "../forms/forms.testing.ts";
import { testEvent, testHeat } from "../events/events.testing.ts";
import { STAFF_ENDPOINTS } from "./staff.permissions.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";
import { addSize, listedTee } from "./staff-variants.testing.ts";

/**
 * Issue #17 item 3: every staff write leaves exactly one audit entry per change — who, what, the
 * before/after of the changed fields. Each write endpoint of the permission table has a sample
 * request here; a write endpoint added without one fails the first test. Sign-in, sign-out and
 * setup are the session's own business, not changes to the store (setup is audited at the service).
 */
const NOT_STORE_CHANGES = ["POST /session", "DELETE /session", "POST /setup"];
/**
 * Writes whose sample needs another store or body: a mail retry needs a mail relay (staff-mail.http.test.ts
 * checks its entry); an image upload is multipart (staff-product-create.http.test.ts checks its entry).
 */
const SAMPLED_ELSEWHERE = ["POST /mail/:id/retry", "POST /products/:id/images"];

const clock = movableNow();
let store: TestStore;
let owner: StaffClient;
let orderId: string;
let customerId: number;
/** Staff members for the owner's staff-screen samples (made before, so their own setup entries come first). */
const staffIds = {} as Record<"role" | "disable" | "enable" | "reset", number>;
/** Configurable products for the option-value samples (made before, as the staff members are). */
const tees = {} as Record<
  "add" | "edit" | "order" | "remove" | "axisAdd" | "axisRemove",
  Awaited<ReturnType<typeof listedTee>>
>;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  owner = await signedInStaff(store, clock, "owner");
  const { browser, list } = await shopperWithCart(store, [{ productId: plentiful().id, qty: 2 }]);
  orderId = (await place(store, browser, await draftOrder(store, list))).body.orderId as string;
  customerId = (await registerCustomer(store, testBrowser(store))).response.customer.customerId;
  const me = async () => (await (await signedInStaff(store, clock, "merchandiser")).json("GET", "/svc_staff/me")).body;
  for (const k of ["role", "disable", "enable", "reset"] as const) staffIds[k] = (await me()).id as number;
  expect((await owner.json("POST", `/svc_staff/staff/${staffIds.enable}/disable`, {})).status).toBe(200);
  for (const k of ["add", "edit", "order", "remove", "axisAdd", "axisRemove"] as const)
    tees[k] = await listedTee(owner, `AUDIT${k.toUpperCase()}${process.pid}`);
  // An option with one value to remove (ADR 0063).
  const gripped = await owner.json("POST", `/svc_staff/products/${tees.axisRemove.id}/options`, {
    version: tees.axisRemove.product.version,
    code: "grip",
    label: "Grip",
    value: "standard",
    valueLabel: "Standard",
  });
  expect(gripped.status, JSON.stringify(gripped.body)).toBe(201);
  tees.axisRemove.product = gripped.body.product;
  // Seven configurable products and a placed order: over the default minute at the machine's usual load.
}, 240_000);
afterAll(() => store.close());

/** One write of each endpoint: the request, and the audit entries it must leave (action, fields). */
const SAMPLES: Record<string, () => Promise<{ path: string; body: unknown; expect: [string, string[]][] }>> = {
  "POST /orders/:id/ship": async () => ({
    path: `/orders/${orderId}/ship`,
    body: {},
    expect: [["order.ship", ["shipments"]]],
  }),
  "POST /orders/:id/deliver": async () => ({
    path: `/orders/${orderId}/deliver`,
    body: {},
    expect: [["order.deliver", ["shipments"]]],
  }),
  "POST /orders/:id/refunds": async () => ({
    path: `/orders/${orderId}/refunds`,
    body: { amountMinor: 100 },
    expect: [
      ["order.refund.requested", ["refundPendingMinor"]],
      ["order.refund", ["refundedMinor"]],
    ],
  }),
  "POST /orders/:id/notes": async () => ({
    path: `/orders/${orderId}/notes`,
    body: { text: "Checked the packing list" },
    expect: [["order.note", ["note"]]],
  }),
  "PUT /products/:id": async () => {
    const read = await owner.json("GET", `/svc_staff/products/${plentiful().id}`);
    return {
      path: `/products/${plentiful().id}`,
      body: { version: read.body.version, shortDescription: "Audited copy" },
      expect: [["product.edit", ["shortDescription"]]],
    };
  },
  "PUT /stock/:sku": async () => ({
    path: `/stock/${encodeURIComponent(plentiful().sku)}`,
    body: { qty: 77, reason: "Stocktake" },
    expect: [["stock.set", ["qoh"]]],
  }),
  "PUT /flags/:key": async () => ({ path: "/flags/gym-map", body: { value: true }, expect: [["flag.set", ["value"]]] }),
  "POST /jobs/:queue/:id/retry": async () => {
    const id = await failedJob(store);
    return { path: `/jobs/review-invitations/${id}/retry`, body: {}, expect: [["job.retry", ["state"]]] };
  },
  "POST /orders/:id/mail": async () => ({
    path: `/orders/${orderId}/mail`,
    body: {},
    expect: [["order.mail.resend", ["mail"]]],
  }),
  "POST /orders/:id/cancel": async () => {
    // An order of its own: the sample order has shipped by now, and a shipped order is not cancelled.
    const { browser, list } = await shopperWithCart(store, [{ productId: plentiful().id, qty: 1 }]);
    const id = (await place(store, browser, await draftOrder(store, list))).body.orderId as string;
    return {
      path: `/orders/${id}/cancel`,
      body: {},
      expect: [
        ["order.refund.requested", ["refundPendingMinor"]],
        ["order.refund", ["refundedMinor"]],
        ["order.cancel", ["status"]],
      ],
    };
  },
  // Customers (staff-customers.http.test.ts has the rest).
  "PUT /customers/:id/group": async () => ({
    path: `/customers/${customerId}/group`,
    body: { groupId: 2 },
    expect: [["customer.group", ["groupId"]]],
  }),
  "PUT /customers/:id/segments": async () => ({
    path: `/customers/${customerId}/segments`,
    body: { segments: ["strongman"] },
    expect: [["customer.segments", ["segments"]]],
  }),
  "POST /customers/:id/unlock": async () => ({
    path: `/customers/${customerId}/unlock`,
    body: {},
    expect: [["customer.unlock", ["signInWaitMs"]]],
  }),
  // Gift cards (staff-ops.http.test.ts has the rest).
  "POST /giftcards": async () => ({
    path: "/giftcards",
    body: { amountMinor: 2500, currency: "USD", reason: "Goodwill" },
    expect: [["giftcard.issue", ["balanceMinor"]]],
  }),
  "POST /giftcards/:id/disable": async () => {
    const issued = await owner.json("POST", "/svc_staff/giftcards", {
      amountMinor: 1000,
      currency: "USD",
      reason: "To disable",
    });
    return {
      path: `/giftcards/${issued.body.id}/disable`,
      body: { reason: "Reported stolen" },
      // The card issued for the sample, then its disabling.
      expect: [
        ["giftcard.issue", ["balanceMinor"]],
        ["giftcard.disable", ["disabled"]],
      ],
    };
  },
  // Bulk edit (staff-products.http.test.ts has the rest): one entry per changed product.
  "POST /products/bulk": async () => {
    const read = await owner.json("GET", `/svc_staff/products/${plentiful().id}`);
    return {
      path: "/products/bulk",
      body: {
        products: [{ id: plentiful().id, version: read.body.version }],
        change: { kind: "price", storeId: read.body.prices[0].storeId, mode: "amount", value: 100 },
      },
      expect: [["product.bulk", [`price.${read.body.prices[0].storeId}`]]],
    };
  },
  // CSV import (staff-csv.http.test.ts has the rest): the dry run writes nothing, the import one entry per changed product.
  // The stock it sets leaves enough for the orders the returns samples place.
  "POST /catalog/import/dry-run": async () => ({
    path: "/catalog/import/dry-run",
    body: { csv: `sku,qty\n${plentiful().sku},50\n` },
    expect: [],
  }),
  "POST /catalog/import": async () => ({
    path: "/catalog/import",
    body: { csv: `sku,qty\n${plentiful().sku},60\n` },
    expect: [["product.import", ["qty"]]],
  }),
  // Categories, redirects and CMS (staff-content.http.test.ts has the rules).
  "PUT /categories/:id": async () => {
    const read = await owner.json("GET", "/svc_staff/categories/1");
    return {
      path: "/categories/1",
      body: { version: read.body.version, position: 42 },
      expect: [["category.edit", ["position"]]],
    };
  },
  "POST /categories": async () => ({
    path: "/categories",
    body: { parentId: null, copy: { en: { name: "Audited aisle", urlKey: "audited-aisle" } } },
    expect: [["category.create", ["name", "urlKey", "isActive", "position"]]],
  }),
  "DELETE /categories/:id": async () => {
    const made = await owner.json("POST", "/svc_staff/categories", {
      parentId: null,
      copy: { en: { name: "Audited shelf", urlKey: "audited-shelf" } },
    });
    return {
      path: `/categories/${made.body.id}?version=1`,
      body: undefined,
      expect: [
        ["category.create", ["name", "urlKey", "isActive", "position"]],
        ["category.delete", ["name", "urlPath"]],
      ],
    };
  },
  "POST /cms/pages": async () => ({
    path: "/cms/pages",
    body: { identifier: "audited-page", url: "/audited-page", title: "Audited" },
    expect: [["cms_page.create", ["url", "site", "title", "isActive", "identifier"]]],
  }),
  "DELETE /cms/pages/:id": async () => {
    const made = await owner.json("POST", "/svc_staff/cms/pages", { identifier: "audited-gone", title: "Gone" });
    return {
      path: `/cms/pages/${made.body.id}?version=1`,
      body: undefined,
      expect: [
        ["cms_page.create", ["site", "title", "isActive", "identifier"]],
        ["cms_page.delete", ["site", "title", "identifier"]],
      ],
    };
  },
  "POST /cms/blocks": async () => ({
    path: "/cms/blocks",
    body: { name: "audited-block", content: "<p>Audited</p>" },
    expect: [["cms_block.create", ["active", "content"]]],
  }),
  "DELETE /cms/blocks/:site/:name": async () => {
    await owner.json("POST", "/svc_staff/cms/blocks", { name: "audited-gone", content: "<p>x</p>" });
    return {
      path: "/cms/blocks/*/audited-gone?version=1",
      body: undefined,
      expect: [
        ["cms_block.create", ["active", "content"]],
        ["cms_block.delete", ["active", "content"]],
      ],
    };
  },
  "POST /redirects": async () => ({
    path: "/redirects",
    body: { from: "/audited-sale", to: "/deals", type: 302 },
    expect: [["redirect.create", ["to", "type"]]],
  }),
  "PUT /redirects": async () => ({
    path: "/redirects?site=*&from=%2Faudited-sale",
    body: { to: "/deals", type: 301, version: 1 },
    expect: [["redirect.edit", ["type"]]],
  }),
  "DELETE /redirects": async () => ({
    path: "/redirects?site=*&from=%2Faudited-sale&version=2",
    body: undefined,
    expect: [["redirect.delete", ["to", "type"]]],
  }),
  "PUT /cms/pages/:id": async () => {
    const id = seedData().cmsPages[0]?.id;
    const read = await owner.json("GET", `/svc_staff/cms/pages/${id}?locale=en`);
    return {
      path: `/cms/pages/${id}`,
      body: { ...read.body, locale: "en", title: "Audited title" },
      expect: [["cms_page.edit", ["title"]]],
    };
  },
  "PUT /cms/blocks/:site/:name": async () => {
    const block = seedData().cmsBlocks[0];
    const path = `/cms/blocks/${encodeURIComponent(block?.site ?? "*")}/${block?.name}`;
    const read = await owner.json("GET", `/svc_staff${path}?locale=de`);
    return {
      path,
      body: { version: read.body.version, locale: "de", content: "<p>Geprüft</p>" },
      expect: [["cms_block.edit", ["content.de"]]],
    };
  },
  // Reviews and questions (issue #23): a review and a question waiting for a moderator.
  "POST /reviews/:id/moderate": async () => ({
    path: `/reviews/${await pendingReview()}/moderate`,
    body: { status: "rejected", reason: "Names another store" },
    expect: [["review.reject", ["status", "rejectionReason"]]],
  }),
  "POST /reviews/:id/reply": async () => ({
    path: `/reviews/${await pendingReview()}/reply`,
    body: { body: "Thanks for the detail, we have passed it on." },
    expect: [["review.reply", ["reply"]]],
  }),
  "POST /questions/:id/moderate": async () => ({
    path: `/questions/${await question("visit www.example.com for cheaper bars")}/moderate`,
    body: { status: "published" },
    expect: [["question.publish", ["status"]]],
  }),
  "POST /questions/:id/answers": async () => ({
    path: `/questions/${await question("Does the bar come with collars?")}/answers`,
    body: { body: "No, collars are sold separately." },
    expect: [["question.answer", ["answer"]]],
  }),
  // Returns (issue #21; returns.http.test.ts has the rules): each transition names the state it
  // moves; a sample's own set-up steps through the queue are audited too, so they are listed first.
  "POST /returns/:id/approve": async () => ({
    path: `/returns/${await rma("used")}/approve`,
    body: {},
    expect: [["rma.approved", ["state"]]],
  }),
  "POST /returns/:id/reject": async () => ({
    path: `/returns/${await rma("used")}/reject`,
    body: { reason: "Wear from use, not a defect" },
    expect: [["rma.rejected", ["state"]]],
  }),
  "POST /returns/:id/in-transit": async () => ({
    path: `/returns/${await rma()}/in-transit`,
    body: {},
    expect: [["rma.in_transit", ["state"]]],
  }),
  "POST /returns/:id/receive": async () => ({
    path: `/returns/${await rma()}/receive`,
    body: { lines: [{ lineNo: 1, qty: 1, condition: "restock" }] },
    expect: [["rma.received", ["state"]]],
  }),
  "POST /returns/:id/settle": async () => ({
    path: `/returns/${await receivedRma()}/settle`,
    body: {},
    expect: [
      ["rma.received", ["state"]],
      ["rma.refunded", ["state", "refundedMinor"]],
    ],
  }),
  "POST /returns/:id/close": async () => {
    const id = await receivedRma();
    const settled = await owner.json("POST", `/svc_staff/returns/${id}/settle`, {});
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    return {
      path: `/returns/${id}/close`,
      body: {},
      expect: [
        ["rma.received", ["state"]],
        ["rma.refunded", ["state", "refundedMinor"]],
        ["rma.closed", ["state"]],
      ],
    };
  },
  // The Index (issue #19; index-hub.staff.http.test.ts has the rules): a draft, its edit, its publication.
  "POST /index/posts": async () => ({
    path: "/index/posts",
    body: indexDraft(),
    expect: [["index.post.create", ["status"]]],
  }),
  "PUT /index/posts/:id": async () => {
    const id = await indexPost();
    return {
      path: `/index/posts/${id}`,
      body: { ...indexDraft(`audited-edit-${id}`), version: 1 },
      expect: [
        ["index.post.create", ["status"]],
        ["index.post.update", ["version"]],
      ],
    };
  },
  "POST /index/posts/:id/revisions/:revisionId/restore": async () => {
    const id = await indexPost();
    const revisions = await owner.json("GET", `/svc_staff/index/posts/${id}/revisions`);
    return {
      path: `/index/posts/${id}/revisions/${revisions.body.revisions[0].id}/restore`,
      body: { version: 1 },
      expect: [
        ["index.post.create", ["status"]],
        ["index.post.restore", ["version"]],
      ],
    };
  },
  "POST /index/posts/:id/status": async () => ({
    path: `/index/posts/${await indexPost()}/status`,
    body: { status: "publish" },
    expect: [
      ["index.post.create", ["status"]],
      ["index.post.publish", ["status", "publishedAt"]],
    ],
  }),
  // Custom quotes (issue #22; zeus.http.test.ts has the rules): a shopper's quote request, answered.
  "POST /quotes/:id/review": async () => ({
    path: `/quotes/${(await requestedQuote(store)).quoteId}/review`,
    body: {},
    expect: [["quote.in_review", ["state"]]],
  }),
  "POST /quotes/:id/offer": async () => {
    const quote = await requestedQuote(store);
    return {
      path: `/quotes/${quote.quoteId}/offer`,
      body: {
        lines: quote.lines.map((l) => ({ productId: l.productId, unitPrice: l.unitPrice })),
        discount: 0,
        freight: 99,
        expiresAt: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
      },
      expect: [["quote.quoted", ["lines", "state", "expiresAt", "freightMinor", "discountMinor"]]],
    };
  },
  "POST /quotes/:id/decline": async () => ({
    path: `/quotes/${(await requestedQuote(store)).quoteId}/decline`,
    body: { reason: "We do not deliver to this address." },
    expect: [["quote.declined", ["state"]]],
  }),
  "POST /quotes/:id/messages": async () => ({
    path: `/quotes/${(await requestedQuote(store)).quoteId}/messages`,
    body: { text: "Which colour would you like the uprights in?" },
    expect: [["quote.message", []]],
  }),
  // The store's forms (issue #24 part 3): a gym application approved onto the map; the gym gallery (issue #19).
  "POST /forms/submissions/:id/decision": async () => ({
    path: `/forms/submissions/${await submitted(store, "gym-application")}/decision`,
    body: { status: "approved", note: "Checked the photos" },
    expect: [["form.approve", ["note", "gymId", "status"]]],
  }),
  // Events (issue #20): heats and lanes (set up in the database, so only the sample's write is audited).
  "POST /events/:id/heats": async () => {
    const event = await testEvent(store);
    return {
      path: `/events/${event.id}/heats`,
      body: {
        workoutId: event.workouts.capped,
        divisionId: event.divisionId,
        number: 1,
        startsAt: "2030-06-01T09:00:00Z",
      },
      expect: [["event.heat.create", ["number", "startsAt"]]],
    };
  },
  "PUT /events/:id/heats/:heatId": async () => {
    const event = await testEvent(store);
    return {
      path: `/events/${event.id}/heats/${encodeURIComponent(await testHeat(store, event, []))}`,
      body: { number: 2 },
      expect: [["event.heat.update", ["number"]]],
    };
  },
  "DELETE /events/:id/heats/:heatId": async () => {
    const event = await testEvent(store, { athletes: 1 });
    return {
      path: `/events/${event.id}/heats/${encodeURIComponent(await testHeat(store, event, event.athletes))}`,
      body: undefined,
      expect: [["event.heat.delete", ["lanes", "number"]]],
    };
  },
  "PUT /events/:id/heats/:heatId/lanes/:lane": async () => {
    const event = await testEvent(store, { athletes: 1 });
    return {
      path: `/events/${event.id}/heats/${encodeURIComponent(await testHeat(store, event, []))}/lanes/3`,
      body: { registrationId: event.athletes[0] },
      expect: [["event.lane.assign", ["lane.3"]]],
    };
  },
  "DELETE /events/:id/heats/:heatId/lanes/:lane": async () => {
    const event = await testEvent(store, { athletes: 1 });
    return {
      path: `/events/${event.id}/heats/${encodeURIComponent(await testHeat(store, event, event.athletes))}/lanes/1`,
      body: undefined,
      expect: [["event.lane.clear", ["lane.1"]]],
    };
  },
  "PUT /events/:id/waiver": async () => ({
    path: `/events/${(await testEvent(store)).id}/waiver`,
    body: { title: "Athlete waiver", body: "I compete at my own risk and follow the judges." },
    expect: [["event.waiver.publish", ["waiverTitle", "waiverVersion"]]],
  }),
  "POST /gallery/:id/decision": async () => ({
    path: `/gallery/${await submitted(store, "ryourogue")}/decision`,
    body: { status: "rejected" },
    expect: [["form.reject", ["status"]]],
  }),
  "POST /products/:id/duplicate": async () => ({
    path: `/products/${plentiful(5).id}/duplicate`,
    body: { sku: `AUDITED-COPY-${process.pid}`, urlKey: `audited-copy-${process.pid}`, name: "Audited copy" },
    expect: [["product.create", ["sku", "name", "urlKey"]]],
  }),
  "POST /products/:id/option-values": async () => ({
    path: `/products/${tees.add.id}/option-values`,
    body: addSize(tees.add.product.version, tees.add.sku, "XL"),
    expect: [
      ["product.create", ["qoh", "sku", "type", "price.1", "price.5"]],
      ["product.create", ["qoh", "sku", "type", "price.1", "price.5"]],
      ["product.option.add", ["options.size"]],
    ],
  }),
  "PUT /products/:id/option-values": async () => ({
    path: `/products/${tees.edit.id}/option-values`,
    body: { version: tees.edit.product.version, code: "color", value: "red", swatch: "#aa0000" },
    expect: [["product.option.edit", ["options.color"]]],
  }),
  "PUT /products/:id/option-values/order": async () => ({
    path: `/products/${tees.order.id}/option-values/order`,
    body: { version: tees.order.product.version, code: "size", values: ["M", "S"] },
    expect: [["product.option.reorder", ["options.size"]]],
  }),
  "DELETE /products/:id/option-values": async () => ({
    path: `/products/${tees.remove.id}/option-values?version=${tees.remove.product.version}&code=size&value=S`,
    body: undefined,
    expect: [
      ["product.delete", ["qoh", "sku"]],
      ["product.delete", ["qoh", "sku"]],
      ["product.option.remove", ["options.size"]],
    ],
  }),
  "POST /products/:id/options": async () => ({
    path: `/products/${tees.axisAdd.id}/options`,
    body: { version: tees.axisAdd.product.version, code: "grip", label: "Grip", value: "std", valueLabel: "Std" },
    expect: [
      ...Array.from({ length: 4 }, (): [string, string[]] => ["product.option.set", ["options.grip"]]),
      ["product.option.add-axis", ["configurableAttributes"]],
    ],
  }),
  "DELETE /products/:id/options": async () => ({
    path: `/products/${tees.axisRemove.id}/options?version=${tees.axisRemove.product.version}&code=grip`,
    body: undefined,
    expect: [
      ...Array.from({ length: 4 }, (): [string, string[]] => ["product.option.set", ["options.grip"]]),
      ["product.option.remove-axis", ["configurableAttributes"]],
    ],
  }),
  "POST /products": async () => ({
    path: "/products",
    body: {
      type: "simple",
      sku: `AUDITED-NEW-${process.pid}`,
      urlKey: `audited-new-${process.pid}`,
      names: { en: "Audited new" },
      prices: [{ storeId: 1, price: 1000 }],
    },
    expect: [["product.create", ["sku", "name", "type", "urlKey", "price.1"]]],
  }),
  // The owner's staff screen (staff-members.http.test.ts has the rules).
  "POST /staff": async () => ({
    path: "/staff",
    body: { email: `invited.${process.pid}@staff.example.com`, role: "author" },
    expect: [["staff.create", ["role", "email"]]],
  }),
  "PUT /staff/:id/role": async () => ({
    path: `/staff/${staffIds.role}/role`,
    body: { role: "viewer" },
    expect: [["staff.role", ["role"]]],
  }),
  "POST /staff/:id/disable": async () => ({
    path: `/staff/${staffIds.disable}/disable`,
    body: {},
    expect: [["staff.disable", ["disabledAt"]]],
  }),
  "POST /staff/:id/enable": async () => ({
    path: `/staff/${staffIds.enable}/enable`,
    body: {},
    expect: [["staff.enable", ["disabledAt"]]],
  }),
  "POST /staff/:id/reset": async () => ({
    path: `/staff/${staffIds.reset}/reset`,
    body: {},
    expect: [["staff.reset", ["totp", "password"]]],
  }),
};

let indexPosts = 0;
/** A new Index draft (its slug unique to this run). */
function indexDraft(slug = `audited-${process.pid}-${++indexPosts}`) {
  return {
    categoryIds: [205],
    tagIds: [782],
    authorId: 9,
    featuredImage: "/media/banner/rack/index-test-build-1.svg",
    skus: [],
    texts: [
      { lang: "en", slug, title: `Audited post ${slug}`, excerpt: "A garage build.", html: "<p>Four posts.</p>" },
    ],
  };
}

/** An Index draft created by the owner (its creation is audited too, so samples list it first). */
async function indexPost(): Promise<number> {
  const created = await owner.json("POST", "/svc_staff/index/posts", indexDraft());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

/** A review that waits for a moderator (its author never bought the product). */
async function pendingReview(): Promise<string> {
  const customerId = await insertCustomer(store);
  const input = { rating: 2, title: "Wobbles", body: "The base wobbles on a flat floor, needs shims.", nickname: "Al" };
  return (await store.services.reviews.submit(customerId, plentiful().id, input, { site: SITES.USA, locale: "en" }))
    .review.id;
}

async function question(body: string): Promise<string> {
  const customerId = await insertCustomer(store);
  return (await store.services.reviews.ask(customerId, plentiful().id, { nickname: "Al", body }, SITES.USA)).id;
}

/**
 * A return of one unit of a new delivered order's first line, as its buyer confirms it: approved by
 * the returns policy when unopened, waiting for support when used.
 */
async function rma(condition: "unopened" | "used" = "unopened"): Promise<string> {
  const { browser, orderId } = await deliveredOrder(store);
  const confirmed = await confirmReturn(browser, orderId, [{ lineNo: 1, qty: 1, reason: "defective", condition }]);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
  return confirmed.body.rmaNumber as string;
}

/** An approved return, received back into stock by the owner. */
async function receivedRma(): Promise<string> {
  const id = await rma();
  const received = await owner.json("POST", `/svc_staff/returns/${id}/receive`, {
    lines: [{ lineNo: 1, qty: 1, condition: "restock" }],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  return id;
}

/** A failed job (the back office's jobs screen retries it): one try, no retries left. */
async function failedJob(on: TestStore): Promise<string> {
  const { jobs } = on.services;
  jobs.handle("review-invitations", async () => {
    throw new Error("no relay");
  });
  let id: string | null = null;
  await on.database.db.transaction(async (tx) => {
    id = await jobs.send(tx as never, "review-invitations", {}, { retryLimit: 0 });
  });
  await jobs.drain(["review-invitations"]);
  return id as unknown as string;
}

const auditRows = async (afterId: number) =>
  (
    (await store.database.db.execute(
      sql`select id::int, action, staff_email as "staffEmail", changes from staff_audit where id > ${afterId} order by id`,
    )) as unknown as { rows: { id: number; action: string; staffEmail: string; changes: Record<string, unknown> }[] }
  ).rows;

describe("audit trail", () => {
  const writes = Object.keys(STAFF_ENDPOINTS).filter(
    (k) => !k.startsWith("GET ") && !NOT_STORE_CHANGES.includes(k) && !SAMPLED_ELSEWHERE.includes(k),
  );

  it("has a sample write for every write endpoint in the permission table", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(writes.sort());
  });

  it.each(Object.keys(SAMPLES))("%s leaves its audit entries, with who and the changed fields", async (key) => {
    const last = (await auditRows(0)).at(-1)?.id ?? 0;
    const sample = await (
      SAMPLES[key] as () => Promise<{ path: string; body: unknown; expect: [string, string[]][] }>
    )();
    const method = key.split(" ")[0] as string;
    const res = await owner.json(method, `/svc_staff${sample.path}`, sample.body);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const added = await auditRows(last);
    expect(added.map((r) => [r.action, Object.keys(r.changes)])).toEqual(sample.expect);
    expect(added.every((r) => r.staffEmail === owner.email)).toBe(true);
  });

  it("is readable with filters and pages", async () => {
    const byAction = await owner.json("GET", "/svc_staff/audit?action=order.note");
    expect(byAction.body.entries.map((e: { action: string }) => e.action)).toEqual(["order.note"]);
    const paged = await owner.json("GET", "/svc_staff/audit?limit=2&page=1");
    expect(paged.body.entries).toHaveLength(2);
    expect(paged.body.total).toBeGreaterThan(2);
    const bad = await owner.json("GET", "/svc_staff/audit?from=yesterday");
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
  });
});
