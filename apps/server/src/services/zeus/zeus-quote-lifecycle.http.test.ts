import type { Quote } from "@ironworks/contracts";
import { toMinor } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { call, type Json } from "../../testing/orders.ts";
import { signedInStaff, staffTestStore } from "../staff/staff.testing.ts";
import { cartOf, quotedCart } from "./zeus-quotes.testing.ts";
import { requestedQuote } from "./zeus.testing.ts";

/**
 * A custom quote's later life (issue #22 item 5): the shopper withdraws after accepting (until it
 * is ordered), the store writes the expiry (audited as itself), and support's offer mails the shopper.
 */
const ctx = staffTestStore(["support", "owner"]);
const DAY = 86_400_000;

const mailsAbout = async (to: string, quoteId: string) =>
  (await ctx.store.services.mail.listOutbox({ to, limit: 200 })).filter((m) => m.subject.includes(quoteId));

const stored = async (quoteId: string) => (await ctx.store.services.zeus.detail(quoteId)).state;

describe("withdrawing a quote after accepting it", () => {
  it("a converted quote is withdrawn: its cart lines go back to the store's price, and it cannot be accepted again", async () => {
    const { b, quote } = await quotedCart(ctx, 10, 0);
    const before = (await cartOf(b)).items.filter((i) => i.metadata?.quoteId === quote.quoteId);
    const line = quote.lines[0] as Quote["lines"][number];
    const inCart = before.find((i) => i.productId === line.productId);
    expect(toMinor(inCart?.price?.unitPrice ?? 0)).toBe(toMinor(line.quotedUnitPrice ?? 0));

    const out = await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/withdraw`, {});
    expect([out.status, out.body.state]).toEqual([200, "withdrawn"]);
    expect(await stored(quote.quoteId)).toBe("withdrawn");

    const after = (await cartOf(b)).items.find(
      (i) => i.metadata?.quoteId === quote.quoteId && i.productId === line.productId,
    );
    expect(toMinor(after?.price?.unitPrice ?? 0)).toBe(toMinor(line.unitPrice));

    const again = await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/accept`, {});
    expect([again.status, again.body.error.code]).toEqual([409, "zeus_quote_wrong_state"]);
    const twice = await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/withdraw`, {});
    expect([twice.status, twice.body.error.code]).toEqual([409, "zeus_quote_wrong_state"]);
    const toCart = await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/cart`, {});
    expect(toCart.status).toBe(409);
  });
});

describe("support sends a quote", () => {
  it("the shopper gets one mail with the quoted total, the expiry and the quote's link; a refused offer sends none", async () => {
    const quote = await requestedQuote(ctx.store);
    const refused = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines: [],
      discount: 0,
      freight: 0,
      expiresAt: new Date(ctx.clock.now().getTime() + DAY).toISOString(),
    });
    expect(refused.status).toBe(400);
    expect(await mailsAbout(quote.email, quote.quoteId)).toEqual([]);

    const offer = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines: quote.lines.map((l) => ({ productId: l.productId, unitPrice: l.unitPrice })),
      discount: 25,
      freight: 150,
      expiresAt: "2030-06-30T17:00:00.000Z",
    });
    expect(offer.status).toBe(200);
    const mails = await mailsAbout(quote.email, quote.quoteId);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.subject).toBe(`Your quote ${quote.quoteId} is ready`);
    const total = (offer.body as Quote).quotedTotal as number;
    expect(mail.text).toContain(`$${total.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(mail.text).toContain("June 30, 2030");
    expect(mail.text).toContain(`/account/custom-quoting?quote=${quote.quoteId}`);
  });
});

describe("the store writes a quote's expiry", () => {
  it("quoted, accepted and converted quotes past their expiry become expired, once, audited as system:quote-expiry", async () => {
    const { b, quote: converted } = await quotedCart(ctx, 0, 0);
    const quoted = await requestedQuote(ctx.store);
    const offer = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quoted.quoteId}/offer`, {
      lines: quoted.lines.map((l) => ({ productId: l.productId, unitPrice: l.unitPrice })),
      discount: 0,
      freight: 0,
      expiresAt: new Date(ctx.clock.now().getTime() + 2 * DAY).toISOString(),
    });
    expect(offer.status).toBe(200);

    // Not yet due: nothing moves.
    expect((await ctx.store.services.zeus.expireDue()).expired).not.toContain(converted.quoteId);
    expect(await stored(converted.quoteId)).toBe("converted");

    ctx.clock.advance(8 * DAY);
    // A week on: staff sign in again.
    const support = await signedInStaff(ctx.store, ctx.clock, "support");
    const owner = await signedInStaff(ctx.store, ctx.clock, "owner");
    // Shown expired at once (before the job ran), and refused for the cart.
    expect(((await call(b, "GET", `/svc_zeus/quotes/${converted.quoteId}`)).body as Quote).state).toBe("expired");
    const late = await call(b, "POST", `/svc_zeus/quotes/${converted.quoteId}/cart`, {});
    expect([late.status, late.body.error.code]).toEqual([409, "zeus_quote_expired"]);

    const { expired } = await ctx.store.services.zeus.expireDue();
    expect(expired).toEqual(expect.arrayContaining([converted.quoteId, quoted.quoteId]));
    expect((await ctx.store.services.zeus.expireDue()).expired).toEqual([]);

    const queue = await support.json("GET", "/svc_staff/quotes?state=expired&limit=100");
    expect(queue.body.quotes.map((q: Json) => q.quoteId)).toEqual(
      expect.arrayContaining([converted.quoteId, quoted.quoteId]),
    );
    const audit = await owner.json("GET", `/svc_staff/audit?targetType=quote&targetId=${converted.quoteId}&limit=100`);
    const entry = (audit.body.entries as Json[]).find((e) => e.action === "quote.expired");
    expect(entry).toMatchObject({
      staffEmail: "system:quote-expiry",
      changes: { state: { before: "converted", after: "expired" } },
    });

    // Expired is final: neither withdrawn nor accepted.
    const withdraw = await call(b, "POST", `/svc_zeus/quotes/${converted.quoteId}/withdraw`, {});
    expect([withdraw.status, withdraw.body.error.code]).toEqual([409, "zeus_quote_wrong_state"]);
  });
});
