import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_RECEIVED_MESSAGE } from "@ironworks/contracts";
import { asc, eq } from "drizzle-orm";
import { outbox as mailOutbox } from "../mail/mail.schema.ts";
import { customers, pendingRegistrations } from "./customer.schema.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { solveCaptcha } from "../../testing/captcha.ts";
import {
  confirmationToken,
  confirmationTokenIn,
  registerCustomer,
  type TestBrowser,
  testBrowser,
  uniqueEmail,
} from "./customer.testing.ts";

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

const pendingFor = (email: string) =>
  store.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.emailKey, email.toLowerCase()));

const confirm = (browser: TestBrowser, token: string, password: string) =>
  browser.request("/svc_customer/customer/confirm", { method: "POST", body: { token, password } });

/** Someone else fails sign-ins on `email` from their own address until the account is slowed down. */
async function failSignIns(email: string, times = 6) {
  const attacker = testBrowser(store);
  for (let i = 0; i < times; i++) {
    const res = await attacker.request("/svc_session/session/login", {
      method: "POST",
      body: { email, password: "a wrong guess" },
      headers: { "x-captcha-token": await solveCaptcha(store, "login") },
    });
    expect([401, 429]).toContain(res.status);
  }
}

const valid = () => ({ email: uniqueEmail(), password: "correct horse", firstname: "Sam", lastname: "Lee" });

describe("POST /svc_customer/customer (register) and /customer/confirm", () => {
  it("answers a new email 202 without touching the session; the mailed link creates the account and signs in", async () => {
    const browser = testBrowser(store);
    const body = { ...valid(), firstname: "  Ada  ", locale: "/de" };
    const before = await countCustomers();
    const res = await register(browser, body);
    expect(res.status).toBe(202);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ success: true, message: REGISTRATION_RECEIVED_MESSAGE });
    expect(browser.cookie).toBeNull();
    expect((await (await browser.request("/svc_session/session")).json()).customer).toBeNull();
    await store.services.passwordReset.drain();
    expect(await countCustomers()).toBe(before); // nothing is a customer before the link is used
    const [pending] = await pendingFor(body.email);
    expect(pending).toMatchObject({ email: body.email, firstname: "Ada", lastname: "Lee", locale: "/de" });
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(pending?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hoursLeft = ((pending?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    const [mail] = await mailTo(body.email);
    // Registered on /de: the mail speaks German (issue #15 item 5).
    expect(mail?.subject).toBe("Bestätige dein Ironworks-Konto");
    expect(mail?.text).toMatch(/\/de\/account\/confirm\/[\w-]{43}\b/);
    const token = confirmationTokenIn(mail?.text ?? "") as string;
    expect(pending?.tokenHash).not.toContain(token); // only the hash is kept

    const confirmed = await confirm(browser, token, body.password);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("set-cookie")).toMatch(/^iw_sid=.+HttpOnly; SameSite=Lax$/);
    const answer = await confirmed.json();
    expect(answer.customer).toMatchObject({ email: body.email, firstname: "Ada", lastname: "Lee", groupId: 1 });
    expect(answer.customer.customerId).toBeGreaterThanOrEqual(100001);
    expect((await (await browser.request("/svc_session/session")).json()).customer.email).toBe(body.email);
    const row = (await store.database.db.select().from(customers)).find((c) => c.email === body.email);
    expect(row?.passwordHash).toBe(pending?.passwordHash);
    expect(await pendingFor(body.email)).toEqual([]);
    await store.services.passwordReset.drain();
    const mails = await mailTo(body.email);
    expect(mails.map((m) => m.subject)).toEqual(["Bestätige dein Ironworks-Konto", "Willkommen bei Ironworks"]);
    expect(mails[1]?.text).toContain("/de/account");
  });

  it("confirms while someone else fails sign-ins on the address being registered", async () => {
    const browser = testBrowser(store);
    const body = valid();
    expect((await register(browser, body)).status).toBe(202);
    const token = (await confirmationToken(store, body.email)) as string;
    await failSignIns(body.email);
    expect((await confirm(browser, token, body.password)).status).toBe(200);
  });

  it("answers a taken email (any case) exactly like a new one, changes no session and mails the owner", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    // A guest with a session (a cart), and a signed-in customer, each register: once new, once taken.
    for (const prepare of [
      async (b: TestBrowser) => {
        b.cookie = (await store.services.session.startGuest()).token;
      },
      async (b: TestBrowser) => {
        await registerCustomer(store, b);
      },
    ]) {
      const browser = testBrowser(store);
      await prepare(browser);
      const cookie = browser.cookie;
      const who = async () => (await (await browser.request("/svc_session/session")).json()).customer?.email ?? null;
      const before = await who();
      const fresh = await register(browser, valid());
      const taken = await register(browser, { ...valid(), email: owner.email.toUpperCase(), locale: "/gb" });
      expect(taken.status).toBe(fresh.status);
      expect(await taken.json()).toEqual(await fresh.json());
      const headerNames = (r: Response) => [...r.headers.keys()].filter((k) => k !== "date").sort();
      expect(headerNames(taken)).toEqual(headerNames(fresh));
      expect(fresh.headers.get("set-cookie")).toBeNull();
      expect(taken.headers.get("set-cookie")).toBeNull();
      expect(browser.cookie).toBe(cookie);
      expect(await who()).toBe(before);
    }
    await store.services.passwordReset.drain();
    expect(await pendingFor(owner.email)).toEqual([]);
    const mails = await mailTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirm your Ironworks account",
      "Welcome to Ironworks",
      "Someone tried to create an Ironworks account with your address",
      "Someone tried to create an Ironworks account with your address",
    ]);
    // The warning links to the asking page's locale.
    expect(mails[2]?.text).toContain("/gb/login#forgot-password");
    expect(mails[2]?.text).toContain("Hi Sam,");
  });

  it("mails an address at most three times an hour, whatever is asked; the answer stays the same", async () => {
    const fresh = valid();
    const owner = await registerCustomer(store, testBrowser(store));
    for (let i = 0; i < 5; i++) {
      expect((await register(testBrowser(store), fresh)).status).toBe(202);
      expect((await register(testBrowser(store), { ...valid(), email: owner.email })).status).toBe(202);
    }
    await store.services.passwordReset.drain();
    expect((await mailTo(fresh.email)).map((m) => m.subject)).toEqual(Array(3).fill("Confirm your Ironworks account"));
    // The owner's own confirmation link counted too: three registration mails in all.
    expect((await mailTo(owner.email)).map((m) => m.subject)).toEqual([
      "Confirm your Ironworks account",
      "Welcome to Ironworks",
      "Someone tried to create an Ironworks account with your address",
      "Someone tried to create an Ironworks account with your address",
    ]);
  });

  it("uses a link once; a repeat registration replaces the earlier link; expired and unknown links get one answer", async () => {
    const body = valid();
    await register(testBrowser(store), body);
    const first = (await confirmationToken(store, body.email)) as string;
    await register(testBrowser(store), { ...body, firstname: "Again", password: "another password" });
    const second = (await confirmationToken(store, body.email)) as string;
    expect(second).not.toBe(first);
    expect(await pendingFor(body.email)).toHaveLength(1);

    const refusals: Response[] = [];
    refusals.push(await confirm(testBrowser(store), first, body.password)); // replaced
    refusals.push(await confirm(testBrowser(store), "x".repeat(43), body.password)); // unknown
    // The first registration's password does not confirm the second's link.
    const wrong = await confirm(testBrowser(store), second, body.password);
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.details.fields[0].field).toBe("password");
    const browser = testBrowser(store);
    const ok = await confirm(browser, second, "another password");
    expect(ok.status).toBe(200);
    expect((await ok.json()).customer.firstname).toBe("Again");
    refusals.push(await confirm(testBrowser(store), second, "another password")); // used

    const late = valid();
    await register(testBrowser(store), late);
    const lateToken = (await confirmationToken(store, late.email)) as string;
    await store.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.emailKey, late.email.toLowerCase()));
    refusals.push(await confirm(testBrowser(store), lateToken, late.password)); // expired

    const bodies = await Promise.all(refusals.map(async (r) => [r.status, (await r.json()).error]));
    for (const [status, error] of bodies) {
      expect(status).toBe(400);
      expect(error).toEqual(bodies[0]?.[1]);
      expect(error.code).toBe("registration_link_invalid");
    }
    expect(refusals.every((r) => r.headers.get("set-cookie") === null)).toBe(true);
    expect((await store.database.db.select().from(customers)).filter((c) => c.email === late.email)).toEqual([]);
  });

  it("refuses a link whose address got an account meanwhile, with the same answer, and uses it up", async () => {
    const body = valid();
    await register(testBrowser(store), body);
    const token = (await confirmationToken(store, body.email)) as string;
    // Meanwhile another customer moves their account to this address.
    const other = testBrowser(store);
    const mover = await registerCustomer(store, other);
    const moved = await other.request("/svc_customer/customer", {
      method: "PATCH",
      body: { email: body.email, currentPassword: mover.password },
    });
    expect(moved.status).toBe(200);
    const before = await countCustomers();
    const browser = testBrowser(store);
    const res = await confirm(browser, token, body.password);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("registration_link_invalid");
    expect(browser.cookie).toBeNull();
    expect(await countCustomers()).toBe(before);
    expect(await pendingFor(body.email)).toEqual([]);
  });

  it("lets exactly one of two simultaneous confirmations of a link win", async () => {
    const body = valid();
    await register(testBrowser(store), body);
    const token = (await confirmationToken(store, body.email)) as string;
    const answers = await Promise.all(
      [testBrowser(store), testBrowser(store)].map((b) => confirm(b, token, body.password)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await store.database.db.select().from(customers)).filter((c) => c.email === body.email)).toHaveLength(1);
  });

  it("signs a guest in on its own session: a new cookie, the old one no longer works", async () => {
    const body = valid();
    const browser = testBrowser(store);
    const guest = await store.services.session.startGuest();
    browser.cookie = guest.token;
    await register(browser, body);
    expect(browser.cookie).toBe(guest.token);
    const res = await confirm(browser, (await confirmationToken(store, body.email)) as string, body.password);
    expect(res.status).toBe(200);
    expect(browser.cookie).not.toBe(guest.token);
    expect((await store.services.session.resolve(browser.cookie as string))?.sessionId).toBe(guest.session.sessionId);
    expect(await store.services.session.resolve(guest.token)).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ["no token", { password: "correct horse" }, "token"],
    ["a 201-character token", { token: "x".repeat(201), password: "correct horse" }, "token"],
    ["no password", { token: "abc" }, "password"],
  ])("answers a confirmation with %s 400, naming the field", async (_name, body, field) => {
    const res = await testBrowser(store).request("/svc_customer/customer/confirm", { method: "POST", body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.details.fields[0].field).toBe(field);
  });

  it("throttles refused confirmations per address", async () => {
    const browser = testBrowser(store);
    for (let i = 0; i < 10; i++) expect((await confirm(browser, `nope${i}`, "correct horse")).status).toBe(400);
    const limited = await confirm(browser, "nope", "correct horse");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
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

  it("lets the signed-in owner change email and password while someone else fails sign-ins on the account", async () => {
    const browser = testBrowser(store);
    const me = await registerCustomer(store, browser);
    await failSignIns(me.email);
    const password = await browser.request("/svc_customer/customer", {
      method: "PATCH",
      body: { password: "a new long password", currentPassword: me.password },
    });
    expect(password.status).toBe(200);
    const next = uniqueEmail("moved");
    await failSignIns(next); // the new address is under attack too
    const email = await browser.request("/svc_customer/customer", {
      method: "PATCH",
      body: { email: next, currentPassword: "a new long password" },
    });
    expect(email.status).toBe(200);
  });

  it("still slows down guesses of the current password in one session", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const guess = () =>
      browser.request("/svc_customer/customer", {
        method: "PATCH",
        body: { password: "a new long password", currentPassword: "a wrong guess" },
      });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(403);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
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
