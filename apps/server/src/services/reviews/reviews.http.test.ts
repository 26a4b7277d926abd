import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { searchClient } from "../search/search.testing.ts";
import { movableNow, signedInStaff, type StaffClient } from "../staff/staff.testing.ts";
import { SESSION_COOKIE } from "../../platform/session.ts";
import { seedData } from "../../testing/seed-data.ts";
import { rmas } from "../returns/returns.schema.ts";
import {
  jpegWithExif,
  placedOrder,
  pngWithText,
  returnedLine,
  reviewable,
  reviewLinkToken,
  sized,
} from "./reviews.testing.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
type Json = Record<string, any>;

const engines = TEST_DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(engines)("/svc_reviews on %s", (engine) => {
  let store: TestStore;
  let moderator: StaffClient;
  const clock = movableNow();

  beforeAll(async () => {
    store = await createTestStore({ engine, now: clock.now });
    moderator = await signedInStaff(store, clock, "moderator");
  });
  afterAll(async () => {
    await store?.close();
  });

  async function customer() {
    const browser = testBrowser(store);
    const { email, response } = await registerCustomer(store, browser);
    return { browser, email, customerId: response.customer.customerId };
  }

  async function call(browser: TestBrowser, method: string, path: string, body?: unknown) {
    const res = await browser.request(path, { method, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  }

  const review = (over: Json = {}) => ({
    rating: 5,
    title: "Solid bar for the money",
    body: "Knurling is sharp without shredding hands and the sleeves spin well.",
    nickname: "Sam L.",
    ...over,
  });

  it("publishes a verified buyer's clean review at once, with the badge, in the summary and the list", async () => {
    const product = reviewable(0);
    const { browser, customerId, email } = await customer();
    await placedOrder(store, { customerId, email, productIds: [product.id] });

    const sent = await call(browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review());
    expect(sent.status).toBe(201);
    expect(sent.body.review).toMatchObject({ status: "published", verified: true, rating: 5 });

    const page = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews`);
    expect(page.status).toBe(200);
    expect(page.body.summary).toMatchObject({ count: 1, average: 5, distribution: { 5: 1 } });
    expect(page.body.reviews[0]).toMatchObject({ title: "Solid bar for the money", verified: true });
    expect(page.body.reviews[0]).not.toHaveProperty("email");
  });

  it("holds a review of a product never bought for moderation, without the badge; a second review edits the first", async () => {
    const product = reviewable(1);
    const { browser } = await customer();
    const first = await call(browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review({ rating: 2 }));
    expect(first.status).toBe(201);
    expect(first.body.review).toMatchObject({ status: "pending", verified: false });
    const again = await call(browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review({ rating: 3 }));
    expect(again.status).toBe(200);
    expect(again.body.review.id).toBe(first.body.review.id);
    expect(again.body.review.rating).toBe(3);
    const page = await call(browser, "GET", `/svc_reviews/products/${product.id}/reviews`);
    expect(page.body.summary.count).toBe(0);
  });

  it.each([
    ["a rating of 0", { rating: 0 }, "rating"],
    ["a rating of 6", { rating: 6 }, "rating"],
    ["20,000 characters", { body: "x".repeat(20_000) }, "body"],
    ["no title", { title: "" }, "title"],
    ["fit on a barbell", { aspects: { fit: 4 } }, "aspects.fit"],
  ])("answers %s with 400 naming the field, writing nothing", async (_name, over, field) => {
    const product = reviewable(2);
    const { browser } = await customer();
    const res = await call(browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review(over));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_error");
    expect(res.body.error.details.fields[0].field).toBe(field);
    expect((await call(browser, "GET", "/svc_reviews/mine")).body.reviews).toEqual([]);
  });

  it("no badge once the bought units came back through a return; a pending return or an exchange keeps it", async () => {
    const [refunded, pending, exchanged] = [reviewable(10), reviewable(11), reviewable(12)];
    const c = await customer();
    const orderOf = async (productId: number) =>
      placedOrder(store, { customerId: c.customerId, email: c.email, productIds: [productId] });
    await returnedLine(store, await orderOf(refunded.id), { state: "refunded", outcome: "refund" });
    await returnedLine(store, await orderOf(pending.id), { state: "in_transit", outcome: "refund" });
    await returnedLine(store, await orderOf(exchanged.id), { state: "closed", outcome: "exchange" });

    const badge = async (productId: number) =>
      (await call(c.browser, "POST", `/svc_reviews/products/${productId}/reviews`, review())).body.review;
    // Refunded: written like any review, but unverified, so it waits for a moderator.
    expect(await badge(refunded.id)).toMatchObject({ verified: false, status: "pending" });
    expect(await badge(pending.id)).toMatchObject({ verified: true, status: "published" });
    expect(await badge(exchanged.id)).toMatchObject({ verified: true, status: "published" });
    // The author sees the same in their account.
    const mine = await call(c.browser, "GET", "/svc_reviews/mine");
    expect(mine.body.reviews.find((r: Json) => r.productId === refunded.id)?.verified).toBe(false);
  });

  it("a unit received back out of two bought keeps the badge (one is still the buyer's)", async () => {
    const product = reviewable(13);
    const c = await customer();
    const orderId = await placedOrder(store, { customerId: c.customerId, email: c.email, productIds: [product.id] });
    await store.database.db.execute(sql`update checkout_order_lines set qty = 2 where order_id = ${orderId}`);
    await returnedLine(store, orderId, { state: "received", qty: 2, receivedQty: 1 });
    const sent = await call(c.browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review());
    expect(sent.body.review).toMatchObject({ verified: true });
  });

  it("a return received after the review takes the badge away; the review stays published", async () => {
    const product = reviewable(15);
    const c = await customer();
    const orderId = await placedOrder(store, { customerId: c.customerId, email: c.email, productIds: [product.id] });
    await returnedLine(store, orderId, { state: "in_transit", outcome: "refund" });
    const sent = await call(c.browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review());
    expect(sent.body.review).toMatchObject({ verified: true, status: "published" });

    const support = await signedInStaff(store, clock, "support");
    const [rma] = await store.database.db.select({ id: rmas.id }).from(rmas).where(eq(rmas.orderId, orderId));
    const received = await support.json("POST", `/svc_staff/returns/${rma?.id}/receive`, {
      lines: [{ lineNo: 1, qty: 1, condition: "damaged" }],
    });
    expect(received.status).toBe(200);
    const shown = async () =>
      (await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews`)).body.reviews[0];
    await expect.poll(async () => (await shown())?.verified).toBe(false);
    // Still published (nothing hidden for a return): the list shows it, now without the badge.
    expect(await shown()).toMatchObject({ id: sent.body.review.id, title: "Solid bar for the money" });
  });

  it("keeps script in the text as text, holding it for a moderator", async () => {
    const product = reviewable(3);
    const { browser, customerId, email } = await customer();
    await placedOrder(store, { customerId, email, productIds: [product.id] });
    const body = '<script>alert("x")</script> The rack arrived complete and solid.';
    const res = await call(browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review({ body }));
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ body, status: "pending", verified: true });
  });

  it("answers 404 for someone else's review and 401 for a guest", async () => {
    const product = reviewable(4);
    const a = await customer();
    const b = await customer();
    const mine = await call(a.browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review());
    expect((await call(b.browser, "PUT", `/svc_reviews/reviews/${mine.body.review.id}`, review())).status).toBe(404);
    expect(
      (await call(testBrowser(store), "POST", `/svc_reviews/products/${product.id}/reviews`, review())).status,
    ).toBe(401);
  });

  it("filters by stars (fills up to 5), verified only and text; sorts; pages", async () => {
    const product = reviewable(5);
    const ratings = [5, 4, 2, 1, 5];
    for (const [n, rating] of ratings.entries()) {
      const c = await customer();
      if (n % 2 === 0) await placedOrder(store, { customerId: c.customerId, email: c.email, productIds: [product.id] });
      const sent = await call(
        c.browser,
        "POST",
        `/svc_reviews/products/${product.id}/reviews`,
        review({
          rating,
          title: `Review number ${n}`,
          body: n === 3 ? "The pins rattle in the uprights, disappointed." : review().body,
        }),
      );
      if (sent.body.review.status === "pending") {
        const ok = await moderator.json("POST", `/svc_staff/reviews/${sent.body.review.id}/moderate`, {
          status: "published",
        });
        expect(ok.status).toBe(200);
      }
    }
    const get = async (q: string) =>
      (await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews?${q}`)).body;
    expect((await get("")).summary).toEqual({ count: 5, average: 3.4, distribution: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 2 } });
    expect((await get("rating=4")).reviews.map((r: Json) => r.rating).sort()).toEqual([4, 5, 5]);
    expect((await get("stars=2")).total).toBe(1);
    expect((await get("verified=1")).total).toBe(3);
    expect((await get("q=rattle")).reviews.map((r: Json) => r.rating)).toEqual([1]);
    expect((await get("sort=lowest")).reviews.map((r: Json) => r.rating)).toEqual([1, 2, 4, 5, 5]);
    expect((await get("size=2&page=3")).reviews).toHaveLength(1);
    const bad = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews?rating=6`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].field).toBe("query.rating");
  });

  it("counts one helpful vote per session and refuses stuffing from one address", async () => {
    const product = reviewable(0);
    const list = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews`);
    const id = list.body.reviews[0].id as string;
    const voter = testBrowser(store, "10.200.0.1");
    const first = await voter.request(`/svc_reviews/reviews/${id}/helpful`, { method: "POST" });
    expect(first.status).toBe(204);
    const second = await call(voter, "POST", `/svc_reviews/reviews/${id}/helpful`);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("already_voted");
    // Many voters from one address (30 sessions behind one router): the address's hourly bound stops the next.
    for (let n = 0; n < 29; n++) await store.services.reviews.vote("review", id, `s:stuffer-${n}`, "10.200.0.2");
    const stuffer = testBrowser(store, "10.200.0.2");
    expect((await stuffer.request(`/svc_reviews/reviews/${id}/helpful`, { method: "POST" })).status).toBe(204);
    const refused = await call(testBrowser(store, "10.200.0.2"), "POST", `/svc_reviews/reviews/${id}/helpful`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("too_many_votes");
    const after = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews`);
    expect(after.body.reviews[0].helpfulCount).toBe(31);
  });

  it("mails a signed link after delivery; the buyer rates every product on one page without signing in", async () => {
    const [a, b] = [reviewable(6), sized()];
    const email = `guest.${process.pid}.${Date.now()}@example.com`;
    const orderId = await placedOrder(store, { customerId: null, email, productIds: [a.id, b.id] });
    await placedOrder(store, { customerId: null, email: `late.${email}`, productIds: [a.id], delivered: false });
    await store.services.reviews.inviteDelivered();
    await store.services.reviews.inviteDelivered(); // a second sweep mails nobody twice
    const token = await reviewLinkToken(store, email);
    expect(token).toBeTruthy();
    expect(await reviewLinkToken(store, `late.${email}`)).toBeNull();
    expect((await store.services.mail.listOutbox({ to: email })).length).toBe(1);

    const guest = testBrowser(store);
    const view = await call(guest, "GET", `/svc_reviews/link/${encodeURIComponent(token as string)}`);
    expect(view.status).toBe(200);
    expect(view.body.orderId).toBe(orderId);
    expect(view.body.products.map((p: Json) => [p.productId, p.verified])).toEqual([
      [a.id, true],
      [b.id, true],
    ]);
    expect(view.body.products[1].aspects).toEqual(["fit", "quality"]);

    const bad = await call(guest, "POST", `/svc_reviews/link/${encodeURIComponent(token as string)}`, {
      reviews: [review({ productId: a.id }), review({ productId: b.id, rating: 0 })],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].field).toBe("reviews.1.rating");
    expect(
      (await call(guest, "GET", `/svc_reviews/link/${encodeURIComponent(token as string)}`)).body.products[0].review,
    ).toBeNull();

    const done = await call(guest, "POST", `/svc_reviews/link/${encodeURIComponent(token as string)}`, {
      reviews: [review({ productId: a.id, rating: 4 }), review({ productId: b.id, rating: 3, aspects: { fit: 3 } })],
    });
    expect(done.status).toBe(200);
    expect(done.body.reviews.map((r: Json) => [r.status, r.verified])).toEqual([
      ["published", true],
      ["published", true],
    ]);
    expect((await call(guest, "GET", "/svc_reviews/link/not-a-real-token-at-all")).body.error.code).toBe(
      "review_link_invalid",
    );
  });

  it("the mailed link's buyer adds photos to their review without signing in; no one else can", async () => {
    const product = reviewable(14);
    const email = `photo.${process.pid}.${Date.now()}@example.com`;
    await placedOrder(store, { customerId: null, email, productIds: [product.id] });
    await placedOrder(store, { customerId: null, email: `other.${email}`, productIds: [product.id] });
    await store.services.reviews.inviteDelivered();
    const token = encodeURIComponent((await reviewLinkToken(store, email)) as string);
    const otherToken = encodeURIComponent((await reviewLinkToken(store, `other.${email}`)) as string);
    const guest = testBrowser(store);
    const done = await call(guest, "POST", `/svc_reviews/link/${token}`, {
      reviews: [review({ productId: product.id })],
    });
    const id = done.body.reviews[0].id as string;
    expect(done.body.reviews[0].status).toBe("published");

    const upload = async (linkToken: string, files: Buffer[]) => {
      const form = new FormData();
      for (const f of files) form.append("photos", new Blob([new Uint8Array(f)], { type: "image/jpeg" }), "photo.jpg");
      const res = await store.app.request(
        `/svc_reviews/link/${linkToken}/reviews/${id}/photos`,
        { method: "POST", body: form },
        { incoming: { socket: { remoteAddress: guest.ip } } },
      );
      return { status: res.status, body: (await res.json()) as Json };
    };
    // Another order's link, a forged link, a non-image: refused, nothing added.
    expect((await upload(otherToken, [jpegWithExif()])).status).toBe(404);
    expect((await upload("forged-token-0123456789", [jpegWithExif()])).body.error.code).toBe("review_link_invalid");
    const fake = await upload(token, [Buffer.from("<script>alert(1)</script>")]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.details.fields[0].field).toBe("photos.0");
    // The buyer's own photo goes through; the review waits for a moderator with it.
    const added = await upload(token, [jpegWithExif()]);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: "pending" });
    expect(added.body.photos).toHaveLength(1);
    const view = await call(guest, "GET", `/svc_reviews/link/${token}`);
    expect(view.body.products[0].review).toMatchObject({ id, status: "pending" });
    await moderator.json("POST", `/svc_staff/reviews/${id}/moderate`, { status: "published" });
    const shown = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews?photos=1`);
    expect(shown.body.reviews.map((r: Json) => [r.id, r.photos.length])).toEqual([[id, 1]]);
  });

  it("lists the customer's reviews and the delivered products still waiting for one", async () => {
    const [done, waiting, notYet] = [reviewable(7), reviewable(8), reviewable(9)];
    const c = await customer();
    await placedOrder(store, { customerId: c.customerId, email: c.email, productIds: [done.id, waiting.id] });
    await placedOrder(store, { customerId: c.customerId, email: c.email, productIds: [notYet.id], delivered: false });
    await call(c.browser, "POST", `/svc_reviews/products/${done.id}/reviews`, review());
    const mine = await call(c.browser, "GET", "/svc_reviews/mine");
    expect(mine.body.reviews.map((r: Json) => r.productId)).toEqual([done.id]);
    expect(mine.body.awaiting.map((p: Json) => p.productId)).toEqual([waiting.id]);
  });

  it("moderation: a rejection keeps its reason (shown to the author), is audited, and can be undone", async () => {
    const product = reviewable(10);
    const c = await customer();
    const sent = await call(c.browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review({ rating: 1 }));
    const id = sent.body.review.id as string;
    const queue = await moderator.json("GET", "/svc_staff/reviews");
    expect(queue.body.reviews.map((r: Json) => r.id)).toContain(id);
    const noReason = await moderator.json("POST", `/svc_staff/reviews/${id}/moderate`, { status: "rejected" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details.fields[0].field).toBe("reason");
    const rejected = await moderator.json("POST", `/svc_staff/reviews/${id}/moderate`, {
      status: "rejected",
      reason: "Mentions a competitor's coupon code",
    });
    expect(rejected.body).toMatchObject({ status: "rejected", rejectionReason: "Mentions a competitor's coupon code" });
    const mine = await call(c.browser, "GET", "/svc_reviews/mine");
    expect(mine.body.reviews[0]).toMatchObject({
      status: "rejected",
      rejectionReason: "Mentions a competitor's coupon code",
    });
    const again = await moderator.json("POST", `/svc_staff/reviews/${id}/moderate`, { status: "published" });
    expect(again.body.status).toBe("published");
    const reply = await moderator.json("POST", `/svc_staff/reviews/${id}/reply`, {
      body: "Sorry to hear that, we called you.",
    });
    expect(reply.status).toBe(200);
    const audit = await moderator.json("GET", "/svc_staff/audit");
    expect(audit.status).toBe(403); // a moderator does not read the audit trail; the owner does
    const owner = await signedInStaff(store, clock, "owner");
    const trail = await owner.json("GET", `/svc_staff/audit?targetId=${id}`);
    const actions = trail.body.entries.map((e: Json) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["review.reject", "review.publish", "review.reply"]));
    const page = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews`);
    expect(page.body.reviews[0].reply.body).toBe("Sorry to hear that, we called you.");
  });

  it("questions: anyone signed in asks, staff and verified owners answer, others may not", async () => {
    const product = reviewable(11);
    const asker = await customer();
    const asked = await call(asker.browser, "POST", `/svc_reviews/products/${product.id}/questions`, {
      nickname: "Kim",
      body: "Does it fit under a 7 ft ceiling?",
    });
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe("published");
    const stranger = await customer();
    const refused = await call(stranger.browser, "POST", `/svc_reviews/questions/${asked.body.id}/answers`, {
      nickname: "Lee",
      body: "Yes",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("answer_not_allowed");
    const owner = await customer();
    await placedOrder(store, { customerId: owner.customerId, email: owner.email, productIds: [product.id] });
    const answered = await call(owner.browser, "POST", `/svc_reviews/questions/${asked.body.id}/answers`, {
      nickname: "Jo",
      body: "Mine fits with 10 cm to spare.",
    });
    expect(answered.status).toBe(201);
    const staffAnswer = await moderator.json("POST", `/svc_staff/questions/${asked.body.id}/answers`, {
      body: "It is 6 ft 8 in tall.",
    });
    expect(staffAnswer.status).toBe(201);
    const list = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/questions`);
    expect(list.body.questions[0].answers.map((a: Json) => a.by).sort()).toEqual(["owner", "staff"]);
  });

  it("a published review puts stars on the product's search tile and in the rating facet; a rejection takes them out", async () => {
    const product = reviewable(20);
    const search = searchClient(() => store);
    const find = async (filter?: Record<string, { value: string[] }>) => {
      const answer = await search.search({
        query: { keyphrase: product.sku },
        n_item: 50,
        facet: { all: true },
        ...(filter ? { filter } : {}),
      });
      return { answer, tile: answer.content.product.value.find((p) => p.productId === product.id) };
    };
    expect((await find()).tile?.rating).toBeUndefined();

    const c = await customer();
    const sent = await call(c.browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review({ rating: 4 }));
    const id = sent.body.review.id as string;
    expect(sent.body.review.status).toBe("pending"); // never bought: held
    await store.services.search.settled();
    expect((await find()).tile?.rating).toBeUndefined();

    await moderator.json("POST", `/svc_staff/reviews/${id}/moderate`, { status: "published" });
    await store.services.search.settled();
    const published = await find();
    expect(published.tile?.rating).toEqual({ average: 4, count: 1 });
    expect(published.answer.facet.rating?.value.find((v) => v.min === 4)?.count).toBeGreaterThanOrEqual(1);
    expect((await find({ rating: { value: ["4"] } })).tile).toBeDefined();
    expect((await find({ rating: { value: ["5"] } })).tile).toBeUndefined();
    // The product page's summary (cached per process) was dropped by the same announcement.
    const page = await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews`);
    expect(page.body.summary).toMatchObject({ count: 1, average: 4 });

    await moderator.json("POST", `/svc_staff/reviews/${id}/moderate`, { status: "rejected", reason: "Off topic" });
    await store.services.search.settled();
    const rejected = await find();
    expect(rejected.tile).toBeDefined();
    expect(rejected.tile?.rating).toBeUndefined();
    expect((await find({ rating: { value: ["4"] } })).tile).toBeUndefined();
  });

  it("mails the review link in the order's language, under its locale prefix", async () => {
    const product = reviewable(21);
    for (const [l10n, prefix, subject, action] of [
      ["de-DE", "/de", "Bewerte deine Bestellung", "Bewertung schreiben"],
      ["fr-FR", "/fr", "Donnez votre avis sur la commande", "Donner mon avis"],
      ["en-DE", "/de/en", "Review your order", "Write your review"],
    ] as const) {
      const email = `mail.${l10n}.${process.pid}.${Date.now()}@example.com`;
      const orderId = await placedOrder(store, {
        customerId: null,
        email,
        productIds: [product.id],
        site: "EUR",
        l10n,
      });
      await store.services.reviews.inviteDelivered();
      const [mail] = await store.services.mail.listOutbox({ to: email });
      expect(mail?.subject).toContain(subject);
      expect(mail?.subject).toContain(orderId);
      expect(mail?.text).toContain(`${action}: `);
      expect(mail?.text).toMatch(new RegExp(`https?://[^/\\s]+${prefix}/mps-review\\?t=`));
      expect(mail?.html).toContain(`lang="${l10n}"`);
    }
  });

  it("demo data: some owners' reviews carry photos, shown and found by 'with photos'", async () => {
    const seeded = seedData().reviews?.reviews ?? [];
    const withPhotos = seeded.filter((r) => r.photos > 0);
    expect(withPhotos.length).toBeGreaterThan(20);
    expect(withPhotos.every((r) => r.verified)).toBe(true);
    expect(withPhotos.some((r) => r.rating <= 2)).toBe(true); // a photo of the flaw, too
    const productId = withPhotos[0]?.productId as number;
    const expected = withPhotos.filter((r) => r.productId === productId);
    const page = await call(testBrowser(store), "GET", `/svc_reviews/products/${productId}/reviews?photos=1&size=25`);
    expect(page.body.total).toBe(expected.length);
    expect(page.body.reviews.map((r: Json) => r.photos.length).sort()).toEqual(expected.map((r) => r.photos).sort());
    const photo = await testBrowser(store).request(page.body.reviews[0].photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(
      Buffer.from(await photo.arrayBuffer())
        .subarray(0, 3)
        .equals(Buffer.from([0xff, 0xd8, 0xff])),
    ).toBe(true);
  });

  it("photos: sniffed, stripped of EXIF, moderated with their review, then shown and found by 'with photos'", async () => {
    const product = reviewable(22);
    const c = await customer();
    await placedOrder(store, { customerId: c.customerId, email: c.email, productIds: [product.id] });
    const sent = await call(c.browser, "POST", `/svc_reviews/products/${product.id}/reviews`, review());
    const id = sent.body.review.id as string;
    expect(sent.body.review.status).toBe("published"); // verified and clean: at once

    const upload = async (who: TestBrowser, reviewId: string, files: { bytes: Buffer; type: string }[]) => {
      const form = new FormData();
      for (const f of files) form.append("photos", new Blob([new Uint8Array(f.bytes)], { type: f.type }), "photo");
      const res = await store.app.request(
        `/svc_reviews/reviews/${reviewId}/photos`,
        { method: "POST", body: form, headers: who.cookie ? { cookie: `${SESSION_COOKIE}=${who.cookie}` } : {} },
        { incoming: { socket: { remoteAddress: who.ip } } },
      );
      return { status: res.status, body: (await res.json()) as Json };
    };
    const jpeg = { bytes: jpegWithExif("GPS 48.8584 N"), type: "image/jpeg" };

    // Bad input: a non-image (whatever type it claims), too many, someone else's review.
    const fake = await upload(c.browser, id, [
      jpeg,
      { bytes: Buffer.from("%PDF-1.7 not a photo"), type: "image/jpeg" },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.details.fields.map((f: Json) => f.field)).toEqual(["photos.1"]);
    const five = await upload(c.browser, id, Array(5).fill(jpeg));
    expect(five.status).toBe(400);
    expect(five.body.error.details.fields[0].field).toBe("photos");
    const stranger = await customer();
    expect((await upload(stranger.browser, id, [jpeg])).status).toBe(404);
    expect((await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews`)).body.total).toBe(1);

    // Two photos: the review goes back to the queue (every photo is moderated), hidden meanwhile.
    const added = await upload(c.browser, id, [jpeg, { bytes: pngWithText(), type: "image/png" }]);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: "pending" });
    expect(added.body.photos).toHaveLength(2);
    const [first] = added.body.photos as { id: string; url: string }[];
    const list = async (q = "") =>
      (await call(testBrowser(store), "GET", `/svc_reviews/products/${product.id}/reviews${q}`)).body;
    expect((await list()).total).toBe(0);
    const asGuest = await testBrowser(store).request(first?.url ?? "");
    expect(asGuest.status).toBe(404);
    const asAuthor = await c.browser.request(first?.url ?? "");
    expect(asAuthor.status).toBe(200);
    expect(asAuthor.headers.get("content-type")).toBe("image/jpeg");
    expect(asAuthor.headers.get("x-content-type-options")).toBe("nosniff");
    const stored = Buffer.from(await asAuthor.arrayBuffer());
    expect(stored.toString("latin1")).not.toContain("GPS 48.8584");
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);

    // The moderator sees the photos in the queue, then publishes review and photos together.
    const queue = await moderator.json("GET", "/svc_staff/reviews");
    const queued = queue.body.reviews.find((r: Json) => r.id === id);
    expect(queued.photos).toHaveLength(2);
    const staffView = await moderator.request("GET", queued.photos[1].url);
    expect(staffView.status).toBe(200);
    expect(staffView.headers.get("content-type")).toBe("image/png");
    await moderator.json("POST", `/svc_staff/reviews/${id}/moderate`, { status: "published" });
    const withPhotos = await list("?photos=1");
    expect(withPhotos.total).toBe(1);
    expect(withPhotos.reviews[0].photos.map((p: Json) => p.url)).toEqual(added.body.photos.map((p: Json) => p.url));
    expect((await testBrowser(store).request(first?.url ?? "")).status).toBe(200);
  });
});
