import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.ts";
import { requestFrom } from "../../testing/local.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

/** The viewer answers this machine only (ADR 0018; the rule itself: platform/local-surfaces.http.test.ts). */
const viewer = (path: string, init?: RequestInit) => requestFrom(store, "127.0.0.1", path, init);

describe("the dev mail viewer (/_dev/mail)", () => {
  it("keeps its private answers to itself: other paths keep their own caching", async () => {
    const res = await store.request("/healthz");
    expect(res.headers.get("cache-control")).not.toBe("no-store");
  });

  it("lists the outbox newest first as JSON, filtered by recipient, and shows one message", async () => {
    const owner = await registerCustomer(store, testBrowser(store));
    await store.services.passwordReset.drain();
    const res = await viewer(`/_dev/mail?to=${encodeURIComponent(owner.email.toUpperCase())}`, {
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { delivery, messages } = await res.json();
    expect(delivery).toBe("outbox");
    // Newest first: the welcome after the registration's confirmation link (ADR 0011 addendum).
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Welcome to Ironworks",
      "Confirm your Ironworks account",
    ]);
    expect(messages[0]).toMatchObject({ to: owner.email, subject: "Welcome to Ironworks" });

    const one = await viewer(`/_dev/mail/${messages[0].id}`, { headers: { accept: "application/json" } });
    expect(await one.json()).toMatchObject({ id: messages[0].id, text: messages[0].text });
    const page = await viewer(`/_dev/mail/${messages[0].id}`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("<h1>Welcome to Ironworks</h1>");
    const html = await viewer(`/_dev/mail/${messages[0].id}/html`);
    expect(html.headers.get("content-security-policy")).toMatch(/^sandbox/);
    expect(await html.text()).toContain("Go to your account");
  });

  it("escapes what it shows and lists as an HTML page", async () => {
    await store.services.mail.send({ to: "x@example.com", subject: "<script>alert(1)</script>", text: "t", html: "h" });
    const body = await (await viewer("/_dev/mail")).text();
    expect(body).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(body).not.toContain("<script>alert");
  });

  it("answers 404 for an unknown message and 400 for a malformed id", async () => {
    expect((await viewer("/_dev/mail/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await viewer("/_dev/mail/nope")).status).toBe(400);
  });

  it("is off in production unless DEV_MAIL_VIEWER turns it on", () => {
    const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
    expect(loadConfig(env({ NODE_ENV: "production" })).devMailViewer).toBe(false);
    expect(loadConfig(env({ NODE_ENV: "production", DEV_MAIL_VIEWER: "true" })).devMailViewer).toBe(true);
    expect(loadConfig(env({ NODE_ENV: "development" })).devMailViewer).toBe(true);
    expect(loadConfig(env({ NODE_ENV: "development", DEV_MAIL_VIEWER: "false" })).devMailViewer).toBe(false);
    expect(() => loadConfig(env({ SMTP_URL: "http://mail" }))).toThrow(/SMTP_URL/);
  });

  it("is not mounted when off", async () => {
    const off = await createTestStore({ seed: false, config: { devMailViewer: false } });
    try {
      expect((await requestFrom(off, "127.0.0.1", "/_dev/mail")).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
