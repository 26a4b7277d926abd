import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser, uniqueEmail } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

async function customer() {
  const browser = testBrowser(store);
  const { email, response } = await registerCustomer(store, browser);
  return { browser, email, userId: response.customer.customerId };
}

const post = (body: unknown) => ({ method: "POST", body }) as const;

async function confirmMails(email: string) {
  return (await store.services.mail.listOutbox({ to: email })).filter((m) =>
    m.subject.startsWith("Please confirm your Ironworks email subscription"),
  );
}

/** The token of the newest confirmation mail to `email` (its link: /gb/newsletter-signup?confirm=…). */
async function confirmTokenFrom(email: string): Promise<string> {
  await store.services.newsletter.drain();
  const [newest] = await confirmMails(email);
  return newest?.text.match(/\/newsletter-signup\?confirm=([A-Za-z0-9_-]+)/)?.[1] ?? "";
}
const fieldOf = async (res: Response) => ((await res.json()) as ErrorJson).error.details?.fields?.[0]?.field;

describe("/svc_ssr/newsletters", () => {
  it("subscribes, lists and unsubscribes the customer's own address per site", async () => {
    const { browser, email, userId } = await customer();
    const sub = await browser.request(
      "/svc_ssr/newsletters/subscribe",
      post({ userId, email, newsletters: ["rapidfire", "newsletter", "invitationalTickets"] }),
    );
    expect(sub.status).toBe(200);
    expect(sub.headers.get("cache-control")).toBe("no-store");
    expect(await sub.json()).toEqual({
      success: true,
      emailListIds: ["newsletter", "rapidfire", "invitationalTickets"],
    });
    const list = await browser.request("/svc_ssr/newsletters/site/USA/subscriptions");
    expect(await list.json()).toEqual({ emailListIds: ["newsletter", "rapidfire", "invitationalTickets"] });
    // Per site: nothing on CAN yet (lower-case site codes accepted).
    expect(await (await browser.request("/svc_ssr/newsletters/site/can/subscriptions")).json()).toEqual({
      emailListIds: [],
    });
    const unsub = await browser.request(
      "/svc_ssr/newsletters/unsubscribe",
      post({ userId: String(userId), email: email.toUpperCase(), newsletters: ["rapidfire"] }),
    );
    expect(await unsub.json()).toEqual({ success: true, emailListIds: ["newsletter", "invitationalTickets"] });
  });

  it("refuses the invitational lists on sites that do not offer them, naming the entry", async () => {
    const { browser, email, userId } = await customer();
    const res = await browser.request(
      "/svc_ssr/site/GBR/newsletters/subscribe",
      post({ userId, email, newsletters: ["newsletter", "invitationalVendors"] }),
    );
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe("newsletters.1");
    const ok = await browser.request(
      "/svc_ssr/site/GBR/newsletters/subscribe",
      post({ userId, email, newsletters: ["newsletter"] }),
    );
    expect(ok.status).toBe(200);
    expect(await (await browser.request("/svc_ssr/newsletters/site/GBR/subscriptions")).json()).toEqual({
      emailListIds: ["newsletter"],
    });
  });

  it.each([
    ["email invalid", { userId: 1, email: "nope", newsletters: ["newsletter"] }, "email"],
    ["unknown list", { userId: 1, email: "a@example.com", newsletters: ["weekly"] }, "newsletters.0"],
    ["no list", { userId: 1, email: "a@example.com", newsletters: [] }, "newsletters"],
    ["userId missing", { email: "a@example.com", newsletters: ["newsletter"] }, "userId"],
  ])("400 naming the field: %s", async (_name, body, field) => {
    const { browser } = await customer();
    const res = await browser.request("/svc_ssr/newsletters/subscribe", post(body));
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe(field);
  });

  it("refuses changing someone else's address or id with 403", async () => {
    const { browser, email, userId } = await customer();
    const other = await browser.request(
      "/svc_ssr/newsletters/subscribe",
      post({ userId, email: uniqueEmail("other"), newsletters: ["newsletter"] }),
    );
    expect(other.status).toBe(403);
    const otherId = await browser.request(
      "/svc_ssr/newsletters/unsubscribe",
      post({ userId: userId + 1, email, newsletters: ["newsletter"] }),
    );
    expect(otherId.status).toBe(403);
  });

  it("answers guests 401 and an unknown site 404", async () => {
    const guest = testBrowser(store);
    for (const [path, body] of [
      ["/svc_ssr/newsletters/subscribe", { userId: 1, email: "a@example.com", newsletters: ["newsletter"] }],
      ["/svc_ssr/newsletters/unsubscribe", { userId: 1, email: "a@example.com", newsletters: ["newsletter"] }],
    ] as const) {
      const res = await guest.request(path, post(body));
      expect(res.status).toBe(401);
    }
    expect((await guest.request("/svc_ssr/newsletters/site/USA/subscriptions")).status).toBe(401);
    const { browser } = await customer();
    expect((await browser.request("/svc_ssr/newsletters/site/XYZ/subscriptions")).status).toBe(404);
  });
});

describe("/svc_ssr/submit/iterable (the signup form)", () => {
  it("a guest's signup is pending until the mailed link confirms it (double opt-in)", async () => {
    const { browser, email } = await customer();
    const guest = testBrowser(store);
    const res = await guest.request(
      "/svc_ssr/submit/iterable",
      post({ email: email.toUpperCase(), emailListIds: ["rapidfire"], locale: "/gb" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, confirmationRequired: true });
    const subscriptions = async () =>
      (await (await browser.request("/svc_ssr/newsletters/site/USA/subscriptions")).json()).emailListIds;
    expect(await subscriptions()).toEqual([]);

    const token = await confirmTokenFrom(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.services.newsletter.confirm("not-a-token")).toBeNull();
    expect(await store.services.newsletter.confirm(token)).toMatchObject({ email, listIds: ["rapidfire"] });
    expect(await subscriptions()).toEqual(["rapidfire"]);
    // A link works once.
    expect(await store.services.newsletter.confirm(token)).toBeNull();
  });

  it("answers the same for a subscribed address, mails no one about confirmed lists, newest link wins", async () => {
    const { browser, email, userId } = await customer();
    await browser.request("/svc_ssr/newsletters/subscribe", post({ userId, email, newsletters: ["newsletter"] }));
    const guest = testBrowser(store);
    const again = await guest.request("/svc_ssr/submit/iterable", post({ email, emailListIds: ["newsletter"] }));
    expect(await again.json()).toEqual({ success: true, confirmationRequired: true });
    await store.services.newsletter.drain();
    expect(await confirmMails(email)).toHaveLength(0);

    await guest.request("/svc_ssr/submit/iterable", post({ email, emailListIds: ["rapidfire"] }));
    const older = await confirmTokenFrom(email);
    await guest.request("/svc_ssr/submit/iterable", post({ email, emailListIds: ["rapidfire", "newsletter"] }));
    const newer = await confirmTokenFrom(email);
    expect(newer).not.toBe(older);
    expect(await store.services.newsletter.confirm(older)).toBeNull();
    expect((await store.services.newsletter.confirm(newer))?.listIds).toEqual(["rapidfire"]);
  });

  it("sends at most 3 confirmation mails an hour to one address, answering the same", async () => {
    const email = uniqueEmail("bomb");
    for (let i = 0; i < 5; i++) {
      const res = await testBrowser(store).request(
        "/svc_ssr/submit/iterable",
        post({ email, emailListIds: ["newsletter"] }),
      );
      expect(await res.json()).toEqual({ success: true, confirmationRequired: true });
    }
    await store.services.newsletter.drain();
    expect(await confirmMails(email)).toHaveLength(3);
  });

  it("subscribes the signed-in customer's own address at once", async () => {
    const { browser, email } = await customer();
    const res = await browser.request("/svc_ssr/submit/iterable", post({ email, emailListIds: ["newsletter"] }));
    expect(await res.json()).toEqual({ success: true, confirmationRequired: false });
    expect(await (await browser.request("/svc_ssr/newsletters/site/USA/subscriptions")).json()).toEqual({
      emailListIds: ["newsletter"],
    });
    // Someone else's address from a signed-in browser still needs its owner's confirmation.
    const other = uniqueEmail("other");
    const res2 = await browser.request(
      "/svc_ssr/submit/iterable",
      post({ email: other, emailListIds: ["newsletter"] }),
    );
    expect(await res2.json()).toEqual({ success: true, confirmationRequired: true });
  });

  it("refuses an expired link", async () => {
    let now = new Date("2030-01-01T00:00:00Z");
    const timed = await createTestStore({ seed: false, now: () => now });
    try {
      const email = uniqueEmail("late");
      await testBrowser(timed).request("/svc_ssr/submit/iterable", post({ email, emailListIds: ["newsletter"] }));
      await timed.services.newsletter.drain();
      const [mail] = await timed.services.mail.listOutbox({ to: email });
      const token = mail?.text.match(/confirm=([A-Za-z0-9_-]+)/)?.[1] ?? "";
      now = new Date(now.getTime() + 7 * 24 * 60 * 60_000 + 1);
      expect(await timed.services.newsletter.confirm(token)).toBeNull();
    } finally {
      await timed.close();
    }
  });

  it.each([
    ["email missing", { emailListIds: ["newsletter"] }, "email"],
    ["email invalid", { email: "x@", emailListIds: ["newsletter"] }, "email"],
    ["no list", { email: "a@example.com", emailListIds: [] }, "emailListIds"],
    ["not a list", { email: "a@example.com", emailListIds: "newsletter" }, "emailListIds"],
  ])("400 naming the field: %s", async (_name, body, field) => {
    const res = await testBrowser(store).request("/svc_ssr/submit/iterable", post(body));
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe(field);
  });

  it("refuses an invitational list on AUS naming emailListIds.0", async () => {
    const res = await testBrowser(store).request(
      "/svc_ssr/site/AUS/submit/iterable",
      post({ email: uniqueEmail(), emailListIds: ["invitationalNewsUpdates"] }),
    );
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe("emailListIds.0");
  });

  it("throttles one address after 20 signups an hour (429 with Retry-After)", async () => {
    const guest = testBrowser(store);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await guest.request(
        "/svc_ssr/submit/iterable",
        post({ email: uniqueEmail(), emailListIds: ["newsletter"] }),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("leaves the other /svc_ssr answers' caching alone", async () => {
    const res = await testBrowser(store).request("/svc_ssr/countries");
    expect(res.headers.get("cache-control")).not.toBe("no-store");
  });
});
