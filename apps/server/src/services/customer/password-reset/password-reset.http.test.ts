import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../testing/test-store.ts";
import { solveCaptcha } from "../../../testing/captcha.ts";
import { registerCustomer, type TestBrowser, testBrowser, uniqueEmail } from "../customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

const FORGOT = "/svc_customer/customer/forgot-password";
const RESET = "/svc_customer/customer/forgot-password/reset";

async function forgot(s: TestStore, browser: TestBrowser, body: unknown, captcha: string | null = "solve") {
  const token = captcha === "solve" ? await solveCaptcha(s, "forgotpassword") : captcha;
  return browser.request(FORGOT, { method: "POST", body, headers: token ? { "x-captcha-token": token } : {} });
}

/** The reset links mailed to `email` (newest first), once the mail jobs are done. */
async function mailedLinks(s: TestStore, email: string): Promise<string[]> {
  await s.services.passwordReset.drain();
  const mails = await s.services.mail.listOutbox({ to: email });
  return mails
    .filter((m) => m.subject === "Reset your Ironworks password")
    .map((m) => m.text.match(/https?:\/\/\S+\/account\/reset-password\/[\w-]+/)?.[0] ?? "");
}
const tokenOf = (link: string) => link.split("/").pop() as string;

async function signIn(s: TestStore, browser: TestBrowser, email: string, password: string) {
  return browser.request("/svc_session/session/login", {
    method: "POST",
    body: { email, password },
    headers: { "x-captcha-token": await solveCaptcha(s, "login") },
  });
}

describe("POST /svc_customer/customer/forgot-password", () => {
  it("answers a known and an unknown email alike, and mails only the known one a link in their locale", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    const stranger = uniqueEmail("nobody");
    const known = await forgot(store, testBrowser(store), { email: owner.email.toUpperCase(), locale: "/gb" });
    const unknown = await forgot(store, testBrowser(store), { email: stranger, locale: "/gb" });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await known.json()).toEqual({ success: true });
    expect(await unknown.json()).toEqual({ success: true });

    const links = await mailedLinks(store, owner.email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/gb\/account\/reset-password\/[\w-]{43}$/);
    expect(await store.services.mail.listOutbox({ to: stranger })).toEqual([]);
    const [mail] = await store.services.mail.listOutbox({ to: owner.email });
    expect(mail?.html).toContain(`href="${links[0]}"`);
    expect(mail?.text).toContain("Hi Sam,");
  });

  it.each<[string, unknown, string]>([
    ["malformed JSON", '{"email":', "malformed_json"],
    ["no email", {}, "email"],
    ["a bad email", { email: "sam at example.com" }, "email"],
    ["a 321-character email", { email: `${"a".repeat(309)}@example.com` }, "email"],
    ["an unknown locale", { email: "sam@example.com", locale: "/xx" }, "locale"],
  ])("answers 400 for %s", async (_name, body, expected) => {
    const res = await forgot(store, testBrowser(store), body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    if (expected === "malformed_json") expect(error.code).toBe("malformed_json");
    else expect(error.details.fields[0].field).toBe(expected);
  });

  it("needs the forgotpassword captcha: another action's token or a bad one is 400 captcha_failed", async () => {
    for (const token of [await solveCaptcha(store, "login"), "bm90IGEgdG9rZW4="]) {
      const res = await forgot(store, testBrowser(store), { email: uniqueEmail() }, token);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("captcha_failed");
    }
  });

  it("caps the mails per email silently, known or not, whatever the address: three an hour", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    for (const email of [owner.email, uniqueEmail("ghost")]) {
      for (let i = 0; i < 3; i++) expect((await forgot(store, testBrowser(store), { email })).status).toBe(200);
      // A 429 per email would let anyone stop the owner from asking (ADR 0024): the answer stays the same.
      const capped = await forgot(store, testBrowser(store), { email: email.toUpperCase() });
      expect(capped.status).toBe(200);
      expect(await capped.json()).toEqual({ success: true });
    }
    expect(await mailedLinks(store, owner.email)).toHaveLength(3);
  });

  it("while someone fails sign-ins and asks for links for the account, the owner still gets 200 and a working link", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    const ownerBrowser = testBrowser(store);
    expect((await forgot(store, ownerBrowser, { email: owner.email })).status).toBe(200);
    const [ownLink] = await mailedLinks(store, owner.email);
    const attacker = testBrowser(store);
    for (let i = 0; i < 6; i++)
      expect([401, 429]).toContain((await signIn(store, attacker, owner.email, "guess")).status);
    for (let i = 0; i < 5; i++) await forgot(store, testBrowser(store), { email: owner.email });
    expect((await forgot(store, ownerBrowser, { email: owner.email })).status).toBe(200);
    // Nothing the attacker asked for cancelled the owner's link.
    const reset = await ownerBrowser.request(RESET, {
      method: "POST",
      body: { token: tokenOf(ownLink as string), password: "brand new secret" },
    });
    expect(reset.status).toBe(200);
  });

  it("throttles per address: ten an hour", async () => {
    const browser = testBrowser(store);
    for (let i = 0; i < 10; i++) expect((await forgot(store, browser, { email: uniqueEmail() })).status).toBe(200);
    expect((await forgot(store, browser, { email: uniqueEmail() })).status).toBe(429);
  });
});

describe("POST /svc_customer/customer/forgot-password/reset", () => {
  it("sets the new password, uses the token up and signs the customer out everywhere", async () => {
    const signedIn = testBrowser(store);
    const owner = await registerCustomer(store, signedIn);
    await forgot(store, testBrowser(store), { email: owner.email });
    const [link] = await mailedLinks(store, owner.email);
    const token = tokenOf(link as string);

    const visitor = testBrowser(store);
    const res = await visitor.request(RESET, {
      method: "POST",
      body: { token, password: "brand new secret", passwordConfirmation: "brand new secret" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ success: true });

    expect((await signedIn.request("/svc_customer/customer")).status).toBe(401);
    expect((await signIn(store, testBrowser(store), owner.email, owner.password)).status).toBe(401);
    expect((await signIn(store, testBrowser(store), owner.email, "brand new secret")).status).toBe(200);

    const again = await visitor.request(RESET, { method: "POST", body: { token, password: "another secret" } });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("reset_token_invalid");
  });

  it("clears the cookie of a browser signed in as that customer", async () => {
    const browser = testBrowser(store);
    const owner = await registerCustomer(store, browser);
    await forgot(store, testBrowser(store), { email: owner.email });
    const [link] = await mailedLinks(store, owner.email);
    const res = await browser.request(RESET, {
      method: "POST",
      body: { token: tokenOf(link as string), password: "x".repeat(12) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^iw_sid=;/);
  });

  it("keeps an older link working when a newer one is mailed; using either uses up both", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    await forgot(store, testBrowser(store), { email: owner.email });
    await mailedLinks(store, owner.email);
    await forgot(store, testBrowser(store), { email: owner.email });
    const [newer, older] = await mailedLinks(store, owner.email);
    expect(newer).not.toBe(older);
    const used = await testBrowser(store).request(RESET, {
      method: "POST",
      body: { token: tokenOf(older as string), password: "brand new secret" },
    });
    expect(used.status).toBe(200);
    const stale = await testBrowser(store).request(RESET, {
      method: "POST",
      body: { token: tokenOf(newer as string), password: "another new secret" },
    });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.code).toBe("reset_token_invalid");
  });

  it("lets exactly one of two simultaneous resets with one token win", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    await forgot(store, testBrowser(store), { email: owner.email });
    const token = tokenOf((await mailedLinks(store, owner.email))[0] as string);
    const answers = await Promise.all(
      ["first secret", "second secret"].map((password) =>
        testBrowser(store).request(RESET, { method: "POST", body: { token, password } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it.each<[string, unknown, string]>([
    ["malformed JSON", '{"token":', "malformed_json"],
    ["no token", { password: "brand new secret" }, "token"],
    ["a 7-character password", { token: "abc", password: "1234567" }, "password"],
    ["a 129-character password", { token: "abc", password: "x".repeat(129) }, "password"],
    [
      "a confirmation that differs",
      { token: "abc", password: "brand new secret", passwordConfirmation: "brand new secreT" },
      "passwordConfirmation",
    ],
  ])("answers 400 for %s, naming the field", async (_name, body, expected) => {
    const res = await testBrowser(store).request(RESET, { method: "POST", body });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    if (expected === "malformed_json") expect(error.code).toBe("malformed_json");
    else expect(error.details.fields[0].field).toBe(expected);
  });

  it("answers 400 reset_token_invalid for an unknown token, and 429 after ten from one address", async () => {
    const browser = testBrowser(store);
    for (let i = 0; i < 10; i++) {
      const res = await browser.request(RESET, {
        method: "POST",
        body: { token: `nope-${i}`, password: "brand new secret" },
      });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error).toMatchObject({ code: "reset_token_invalid" });
      expect(error.message).toMatch(/not valid or has already been used/);
    }
    const limited = await browser.request(RESET, {
      method: "POST",
      body: { token: "nope", password: "brand new secret" },
    });
    expect(limited.status).toBe(429);
  });
});

describe("reset link expiry", () => {
  let clock = new Date("2025-03-01T10:00:00Z");
  let timed: TestStore;
  beforeAll(async () => {
    timed = await createTestStore({ seed: false, now: () => clock });
  });
  afterAll(async () => {
    await timed.close();
  });

  it("works for an hour, then answers 400 reset_token_expired", async () => {
    const owner = await registerCustomer(timed, testBrowser(timed));
    await forgot(timed, testBrowser(timed), { email: owner.email });
    const token = tokenOf((await mailedLinks(timed, owner.email))[0] as string);
    expect(await timed.services.passwordReset.checkToken(token)).toBe("valid");

    clock = new Date(clock.getTime() + 60 * 60_000);
    const res = await testBrowser(timed).request(RESET, {
      method: "POST",
      body: { token, password: "brand new secret" },
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("reset_token_expired");
    expect(error.message).toBe("This password reset link has expired. Please request a new one.");
    expect(await timed.services.passwordReset.checkToken(token)).toBe("expired");
    expect((await signIn(timed, testBrowser(timed), owner.email, owner.password)).status).toBe(200);
  });

  it("still works a minute before the hour is up", async () => {
    clock = new Date("2025-03-02T10:00:00Z");
    const owner = await registerCustomer(timed, testBrowser(timed));
    await forgot(timed, testBrowser(timed), { email: owner.email });
    const token = tokenOf((await mailedLinks(timed, owner.email))[0] as string);
    clock = new Date(clock.getTime() + 59 * 60_000);
    const res = await testBrowser(timed).request(RESET, {
      method: "POST",
      body: { token, password: "brand new secret" },
    });
    expect(res.status).toBe(200);
  });
});

describe("welcome mail", () => {
  it("greets a new customer with a link to their account", async () => {
    const owner = await registerCustomer(store, testBrowser(store), { firstname: "Ada" });
    await store.services.passwordReset.drain();
    const [mail] = await store.services.mail.listOutbox({ to: owner.email });
    expect(mail).toMatchObject({ to: owner.email, subject: "Welcome to Ironworks" });
    expect(mail?.text).toContain("Hi Ada,");
    expect(mail?.text).toContain("http://localhost:3000/account");
  });
});
