import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { solveCaptcha } from "../../testing/captcha.ts";
import { registerCustomer, testBrowser, uniqueEmail } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

async function login(
  browser: ReturnType<typeof testBrowser>,
  email: string,
  password: string,
  captcha?: string | null,
) {
  const token = captcha === undefined ? await solveCaptcha(store, "login") : captcha;
  return browser.request("/svc_session/session/login", {
    method: "POST",
    body: { email, password },
    headers: token === null ? {} : { "x-captcha-token": token },
  });
}

describe("GET /svc_session/session", () => {
  it("answers a visitor without a session as a guest and starts nothing", async () => {
    const browser = testBrowser(store);
    const res = await browser.request("/svc_session/session");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    const body = await res.json();
    expect(body.customer).toBeNull();
    expect(body.session).toMatchObject({ groupId: 0, lifetime: 300 });
    expect(Date.parse(body.session.expiresAt)).toBeGreaterThan(Date.now());
  });

  it("answers the signed-in customer after registration", async () => {
    const browser = testBrowser(store);
    const { email } = await registerCustomer(store, browser, { firstname: "Ada", lastname: "Byron" });
    const body = await (await browser.request("/svc_session/session")).json();
    expect(body.session.groupId).toBe(1);
    expect(body.customer).toMatchObject({
      email,
      firstname: "Ada",
      lastname: "Byron",
      groupId: 1,
      primarySegment: "None",
    });
    expect(body.customer._id).toBe(String(body.customer.customerId));
    expect(body.customer).not.toHaveProperty("passwordHash");
  });

  it("treats an unknown or absurd cookie as a guest", async () => {
    for (const cookie of ["nope", "x".repeat(500)]) {
      const res = await store.request("/svc_session/session", { headers: { cookie: `iw_sid=${cookie}` } });
      expect((await res.json()).customer).toBeNull();
    }
  });
});

describe("POST /svc_session/session/login", () => {
  it("signs in, rotates the cookie and keeps the guest's session id", async () => {
    const owner = testBrowser(store);
    const { email, password } = await registerCustomer(store, owner);
    const browser = testBrowser(store);
    // A guest session first (as a first add to cart makes one).
    const guest = await store.services.session.startGuest();
    browser.cookie = guest.token;
    const res = await login(browser, email.toUpperCase(), password);
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^iw_sid=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(browser.cookie).not.toBe(guest.token);
    const body = await res.json();
    expect(body.customer.email).toBe(email);
    expect(body.session.groupId).toBe(1);
    // The old token no longer works; the new one carries the same session id.
    expect(await store.services.session.resolve(guest.token)).toBeNull();
    const now = await store.services.session.resolve(browser.cookie as string);
    expect(now?.sessionId).toBe(guest.session.sessionId);
    expect(now?.customerId).toBe(body.customer.customerId);
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const owner = testBrowser(store);
    const { email } = await registerCustomer(store, owner);
    const a = await login(testBrowser(store), email, "wrong password");
    const b = await login(testBrowser(store), uniqueEmail("nobody"), "wrong password");
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    const [ba, bb] = [await a.json(), await b.json()];
    expect(ba).toEqual(bb);
    expect(ba.error.code).toBe("invalid_credentials");
    expect(a.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a wrong, reused or other-action captcha and accepts none (strictly throttled)", async () => {
    const owner = testBrowser(store);
    const { email, password } = await registerCustomer(store, owner);
    const browser = testBrowser(store);
    expect((await login(browser, email, password, "garbage")).status).toBe(400);
    const registerToken = await solveCaptcha(store, "register");
    const wrongAction = await login(browser, email, password, registerToken);
    expect(wrongAction.status).toBe(400);
    expect((await wrongAction.json()).error.code).toBe("captcha_failed");
    const token = await solveCaptcha(store, "login");
    expect((await login(browser, email, password, token)).status).toBe(200);
    expect((await login(browser, email, password, token)).status).toBe(400); // replayed
    // No token at all: accepted three times from one address, then 429 with Retry-After.
    const bare = testBrowser(store);
    for (let i = 0; i < 3; i++) expect((await login(bare, email, password, null)).status).toBe(200);
    const limited = await login(bare, email, password, null);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
    // A solved captcha still gets through from that address.
    expect((await login(bare, email, password)).status).toBe(200);
  });

  it("slows an account down after five failures, whoever tries, known email or not", async () => {
    const owner = testBrowser(store);
    const { email, password } = await registerCustomer(store, owner);
    const unknown = uniqueEmail("ghost");
    for (const target of [email, unknown]) {
      for (let i = 0; i < 5; i++) expect((await login(testBrowser(store), target, "bad password")).status).toBe(401);
      // No captcha: refused. (With one, a fresh address may try: see the next tests.)
      const sixth = await login(testBrowser(store), target, "bad password", null);
      expect(sixth.status).toBe(429);
    }
    // Without a solved captcha even the right password waits while the account is throttled…
    const waits = await login(testBrowser(store), email, password, null);
    expect(waits.status).toBe(429);
    const retryAfter = Number(waits.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    // …and is let in once that wait is over.
    store.clock.advance(retryAfter * 1000);
    expect((await login(testBrowser(store), email, password, null)).status).toBe(200);
  });

  it("lets the owner in while the account is under attack: right password, solved captcha, an address that has not failed", async () => {
    const owner = testBrowser(store);
    const { email, password } = await registerCustomer(store, owner);
    const attacker = testBrowser(store);
    for (let i = 0; i < 5; i++) expect((await login(attacker, email, "bad password")).status).toBe(401);
    // The attacker's address has failed on this account: it waits, even with the right password.
    expect((await login(attacker, email, "bad password")).status).toBe(429);
    expect((await login(attacker, email, password)).status).toBe(429);
    // The owner, from their own address with a solved captcha, gets in…
    const ownerAgain = testBrowser(store);
    expect((await login(ownerAgain, email, password)).status).toBe(200);
    // …and the attack renewed from fresh addresses still does not lock them out.
    for (let i = 0; i < 6; i++) await login(testBrowser(store), email, "bad password");
    expect((await login(testBrowser(store), email, password)).status).toBe(200);
  });

  it("keeps guesses throttled while the account is slowed down: one per fresh address, a captcha each, none without", async () => {
    const { email } = await registerCustomer(store, testBrowser(store));
    for (let i = 0; i < 5; i++) expect((await login(testBrowser(store), email, "bad password")).status).toBe(401);
    const fresh = testBrowser(store);
    expect((await login(fresh, email, "guess 1", null)).status).toBe(429);
    expect((await login(fresh, email, "guess 2")).status).toBe(401);
    const again = await login(fresh, email, "guess 3");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThanOrEqual(60);
  });

  it("counts an IPv6 /64 as one address: another /128 of it is no fresh address", async () => {
    const { email } = await registerCustomer(store, testBrowser(store));
    for (let i = 0; i < 5; i++) expect((await login(testBrowser(store), email, "bad password")).status).toBe(401);
    expect((await login(testBrowser(store, "2001:db8:77:1::1"), email, "guess 1")).status).toBe(401);
    expect((await login(testBrowser(store, "2001:db8:77:1:ffff::2"), email, "guess 2")).status).toBe(429);
    expect((await login(testBrowser(store, "2001:0db8:0077:0001:0:0:0:3"), email, "guess 3")).status).toBe(429);
    // Another /64 is another address.
    expect((await login(testBrowser(store, "2001:db8:77:2::1"), email, "guess 4")).status).toBe(401);
  });

  it("gives simultaneous guesses from one fresh address, each with its own captcha, one try between them", async () => {
    const { email } = await registerCustomer(store, testBrowser(store));
    for (let i = 0; i < 5; i++) expect((await login(testBrowser(store), email, "bad password")).status).toBe(401);
    const fresh = testBrowser(store);
    const captchas = await Promise.all(Array.from({ length: 5 }, () => solveCaptcha(store, "login")));
    const answers = await Promise.all(captchas.map((c, i) => login(fresh, email, `guess ${i}`, c)));
    expect(answers.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it("slows an address down after twenty failures across accounts", async () => {
    const browser = testBrowser(store);
    for (let i = 0; i < 20; i++) expect((await login(browser, uniqueEmail("spray"), "bad password")).status).toBe(401);
    expect((await login(browser, uniqueEmail("spray"), "bad password")).status).toBe(429);
    expect((await login(testBrowser(store), uniqueEmail("spray"), "bad password")).status).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ["not json", "{", "malformed_json"],
    ["an array", "[]", "validation_error"],
    ["no email", { password: "x" }, "email"],
    ["a bad email", { email: "sam@", password: "x" }, "email"],
    ["an email ending in a newline", { email: "sam@example.com\n", password: "x" }, "email"],
    ["a 321-character email", { email: `${"a".repeat(309)}@example.com`, password: "x" }, "email"],
    ["an email that is too long once encoded", { email: `${"{".repeat(104)}@example.com`, password: "x" }, "email"],
    ["a numeric password", { email: "sam@example.com", password: 12345678 }, "password"],
    ["an empty password", { email: "sam@example.com", password: "" }, "password"],
    ["a 129-character password", { email: "sam@example.com", password: "x".repeat(129) }, "password"],
  ])("answers 400 for %s", async (_name, body, expected) => {
    const res = await testBrowser(store).request("/svc_session/session/login", { method: "POST", body });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    if (expected.endsWith("_json") || expected.endsWith("_error")) expect(error.code).toBe(expected);
    else expect(error.details.fields[0].field).toBe(expected);
  });

  it("refuses a cross-site login (CSRF) before looking at it", async () => {
    const res = await store.request("/svc_session/session/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ email: "sam@example.com", password: "x" }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("csrf_failed");
  });
});

describe("POST /svc_session/session/logout", () => {
  it("ends the session: the cookie goes and the old token is dead", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const token = browser.cookie as string;
    const res = await browser.request("/svc_session/session/logout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^iw_sid=; Path=\/; Max-Age=0/);
    expect((await res.json()).customer).toBeNull();
    expect(await store.services.session.resolve(token)).toBeNull();
    browser.cookie = token;
    expect((await (await browser.request("/svc_session/session")).json()).customer).toBeNull();
    expect((await browser.request("/svc_customer/customer")).status).toBe(401);
  });

  it("is harmless without a session", async () => {
    const res = await testBrowser(store).request("/svc_session/session/logout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("GET /svc_session/captcha/challenge", () => {
  it("gives a signed SHA-256 challenge per action", async () => {
    const res = await store.request("/svc_session/captcha/challenge?action=login");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ algorithm: "SHA-256", maxnumber: expect.any(Number) });
    expect(body.salt).toContain("action=login");
  });

  it("answers 400 naming the field for an unknown action", async () => {
    const res = await store.request("/svc_session/captcha/challenge?action=nope");
    expect(res.status).toBe(400);
    expect((await res.json()).error.details.fields[0].field).toBe("query.action");
  });
});
