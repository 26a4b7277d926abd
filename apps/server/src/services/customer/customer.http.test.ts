import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_RECEIVED_MESSAGE } from "@ironworks/contracts";
import { asc } from "drizzle-orm";
import { outbox as mailOutbox } from "../mail/mail.schema.ts";
import { customers } from "./customer.schema.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, solveCaptcha, testBrowser, uniqueEmail } from "./customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

const countCustomers = async () => (await store.database.db.select().from(customers)).length;
const mailTo = async (email: string) =>
  (await store.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))).filter(
    (m) => m.to.toLowerCase() === email.toLowerCase(),
  );

async function register(browser: ReturnType<typeof testBrowser>, body: unknown, captcha: string | null = "solve") {
  const token = captcha === "solve" ? await solveCaptcha(store, "register") : captcha;
  return browser.request("/svc_customer/customer", {
    method: "POST",
    body,
    headers: token ? { "x-captcha-token": token } : {},
  });
}

const valid = () => ({ email: uniqueEmail(), password: "correct horse", firstname: "Sam", lastname: "Lee" });

describe("POST /svc_customer/customer (register)", () => {
  it("creates the customer, hashes the password with argon2id and signs in", async () => {
    const browser = testBrowser(store);
    const body = { ...valid(), firstname: "  Ada  " };
    const res = await register(browser, body);
    expect(res.status).toBe(202);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toMatch(/^iw_sid=.+HttpOnly; SameSite=Lax$/);
    expect(await res.json()).toEqual({ success: true, message: REGISTRATION_RECEIVED_MESSAGE });
    const answer = await (await browser.request("/svc_session/session")).json();
    expect(answer.customer).toMatchObject({ email: body.email, firstname: "Ada", lastname: "Lee", groupId: 1 });
    expect(answer.customer.customerId).toBeGreaterThanOrEqual(100001);
    expect(answer.session.groupId).toBe(1);
    const [row] = await store.database.db.select().from(customers).limit(1);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await browser.request("/svc_customer/customer")).status).toBe(200);
  });

  it("answers a taken email (any case) exactly like a new one, creates nothing and mails the owner", async () => {
    const first = valid();
    expect((await register(testBrowser(store), { ...first, locale: "/de" })).status).toBe(202);
    const before = await countCustomers();
    const prober = testBrowser(store);
    const fresh = await register(testBrowser(store), valid());
    const again = await register(prober, { ...valid(), email: first.email.toUpperCase(), locale: "/gb" });
    // Status, body and headers (a new session cookie included) are the same as a new email's.
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    const headerNames = (r: Response) => [...r.headers.keys()].filter((k) => k !== "date").sort();
    expect(headerNames(again)).toEqual(headerNames(fresh));
    expect(again.headers.get("set-cookie")).toMatch(/^iw_sid=.+HttpOnly; SameSite=Lax$/);
    expect(await countCustomers()).toBe(before + 1); // only the fresh one
    // The prober is a guest, not the owner.
    expect((await (await prober.request("/svc_session/session")).json()).customer).toBeNull();
    expect((await prober.request("/svc_customer/customer")).status).toBe(401);

    await store.services.passwordReset.drain();
    const mails = await mailTo(first.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Welcome to Ironworks",
      "Someone tried to create an Ironworks account with your address",
    ]);
    // The welcome links to the locale registered on; the warning to the asking page's locale.
    expect(mails[0]?.text).toContain("/de/account");
    expect(mails[1]?.text).toContain("/gb/login");
    expect(mails[1]?.text).toContain("/gb/login#forgot-password");
    expect(mails[1]?.text).toContain("Hi Sam,");
  });

  it("keeps a signed-in browser's session id but not its customer when it registers a taken email", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const res = await register(browser, { ...valid(), email: owner.email });
    expect(res.status).toBe(202);
    expect((await (await browser.request("/svc_session/session")).json()).customer).toBeNull();
  });

  it("lets exactly one of two simultaneous registrations of an email win, both answered alike", async () => {
    const email = uniqueEmail("race");
    const browsers = [testBrowser(store), testBrowser(store)];
    const answers = await Promise.all(browsers.map((b) => register(b, { ...valid(), email })));
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    const sessions = await Promise.all(
      browsers.map(async (b) => (await (await b.request("/svc_session/session")).json()).customer),
    );
    expect(sessions.filter(Boolean)).toHaveLength(1);
    expect((await store.database.db.select().from(customers)).filter((c) => c.email === email)).toHaveLength(1);
  });

  it("needs a captcha: a bad one is 400, none is accepted but strictly throttled", async () => {
    const browser = testBrowser(store);
    const bad = await register(browser, valid(), "bm90IGEgdG9rZW4=");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("captcha_failed");
    const loginToken = await solveCaptcha(store, "login");
    expect((await register(browser, valid(), loginToken)).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await register(browser, valid(), null)).status).toBe(202);
    const limited = await register(browser, valid(), null);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it("throttles registrations per address after thirty", async () => {
    const browser = testBrowser(store);
    for (let i = 0; i < 30; i++) expect((await register(browser, valid())).status).toBe(202);
    expect((await register(browser, valid())).status).toBe(429);
  });

  it.each<[string, unknown, string]>([
    ["malformed JSON", '{"email":', "malformed_json"],
    ["a string body", '"hello"', "body"],
    ["no first name", { ...valid(), firstname: undefined }, "firstname"],
    ["a blank last name", { ...valid(), lastname: "   " }, "lastname"],
    ["a 101-character first name", { ...valid(), firstname: "x".repeat(101) }, "firstname"],
    ["a NUL in a name", { ...valid(), lastname: "Le\u0000e" }, "lastname"],
    ["a bad email", { ...valid(), email: "sam at example.com" }, "email"],
    ["a 321-character email", { ...valid(), email: `${"a".repeat(309)}@example.com` }, "email"],
    ["a 7-character password", { ...valid(), password: "1234567" }, "password"],
    ["a 129-character password", { ...valid(), password: "x".repeat(129) }, "password"],
    ["a password that is not a string", { ...valid(), password: ["correct horse"] }, "password"],
  ])("answers 400 for %s, naming the field, saving nothing", async (_name, body, expected) => {
    const before = await countCustomers();
    const res = await register(testBrowser(store), body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    if (expected === "malformed_json") expect(error.code).toBe("malformed_json");
    else expect(error.details.fields[0].field).toBe(expected);
    expect(await countCustomers()).toBe(before);
  });

  it("answers 413 for a body over the limit", async () => {
    const res = await register(testBrowser(store), { ...valid(), firstname: "x".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });
});

describe("GET and PATCH /svc_customer/customer", () => {
  it("answers 401 'Missing customer data' to guests", async () => {
    const guest = testBrowser(store);
    for (const method of ["GET", "PATCH"]) {
      const res = await guest.request("/svc_customer/customer", {
        method,
        body: method === "PATCH" ? { firstname: "X" } : undefined,
      });
      expect(res.status).toBe(401);
      expect((await res.json()).error).toMatchObject({ code: "unauthorized", message: "Missing customer data" });
    }
    // A guest session (a cart, no account) is still a guest.
    guest.cookie = (await store.services.session.startGuest()).token;
    expect((await guest.request("/svc_customer/customer")).status).toBe(401);
  });

  it("changes the name without a password", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const res = await browser.request("/svc_customer/customer", { method: "PATCH", body: { firstname: "Samantha" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstname: "Samantha", lastname: "Lee" });
    expect((await (await browser.request("/svc_session/session")).json()).customer.firstname).toBe("Samantha");
  });

  it("changes the email only with the current password, and not to a taken one", async () => {
    const browser = testBrowser(store);
    const me = await registerCustomer(store, browser);
    const other = await registerCustomer(store, testBrowser(store));
    const next = uniqueEmail("moved");
    const noPassword = await browser.request("/svc_customer/customer", { method: "PATCH", body: { email: next } });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).error.details.fields[0].field).toBe("currentPassword");
    const wrong = await browser.request("/svc_customer/customer", {
      method: "PATCH",
      body: { email: next, firstname: "Changed", currentPassword: "not it" },
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.code).toBe("current_password_invalid");
    const taken = await browser.request("/svc_customer/customer", {
      method: "PATCH",
      body: { email: other.email, firstname: "Changed", currentPassword: me.password },
    });
    expect(taken.status).toBe(409);
    // General words: it needs the current password, so it is no cheap probe (ADR 0011 addendum).
    expect((await taken.json()).error).toMatchObject({
      code: "email_taken",
      message: "We could not change your email to this address.",
    });
    // Nothing of the refused changes was saved.
    expect(await (await browser.request("/svc_customer/customer")).json()).toMatchObject({
      email: me.email,
      firstname: "Sam",
    });
    const ok = await browser.request("/svc_customer/customer", {
      method: "PATCH",
      body: { email: next, currentPassword: me.password },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).email).toBe(next);
  });

  it("changes the password: the new one signs in, the old one does not, other sessions end", async () => {
    const browser = testBrowser(store);
    const me = await registerCustomer(store, browser);
    const elsewhere = testBrowser(store);
    const signIn = (b: ReturnType<typeof testBrowser>, password: string) =>
      solveCaptcha(store, "login").then((t) =>
        b.request("/svc_session/session/login", {
          method: "POST",
          body: { email: me.email, password },
          headers: { "x-captcha-token": t },
        }),
      );
    expect((await signIn(elsewhere, me.password)).status).toBe(200);
    const res = await browser.request("/svc_customer/customer", {
      method: "PATCH",
      body: { password: "a new long password", currentPassword: me.password },
    });
    expect(res.status).toBe(200);
    expect((await browser.request("/svc_customer/customer")).status).toBe(200);
    expect((await elsewhere.request("/svc_customer/customer")).status).toBe(401);
    expect((await signIn(testBrowser(store), me.password)).status).toBe(401);
    expect((await signIn(testBrowser(store), "a new long password")).status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ["an empty patch", {}, ""],
    ["a non-string name", { firstname: 5 }, "firstname"],
    ["a 101-character last name", { lastname: "x".repeat(101) }, "lastname"],
    ["a short new password", { password: "short", currentPassword: "whatever" }, "password"],
    ["a bad email", { email: "nope", currentPassword: "whatever" }, "email"],
  ])("answers 400 for %s", async (_name, body, field) => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const res = await browser.request("/svc_customer/customer", { method: "PATCH", body });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation_error");
    expect(error.details.fields[0].field).toBe(field);
  });
});
