import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.ts";
import { pageContentSecurityPolicy, paymentOrigins } from "../../platform/security.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

/**
 * Issue 13 item 1, the class: the gateway on another origin than the store's pages (a real
 * provider always is; /_testpay is whenever PUBLIC_BASE_URL's host differs from the one browsed).
 * Every browser step must work across origins: tokenisation (connect), the 3-D Secure frames
 * (frame), redirects to provider pages (form-action), and the challenge's answer (ADR 0018).
 */
/** A storefront on another origin than PUBLIC_BASE_URL, named in TESTPAY_MERCHANT_ORIGINS. */
const PAGE_ORIGIN = "http://127.0.0.1:5173";
let store: TestStore;
let server: ReturnType<typeof serve>;
let base = "";
beforeAll(async () => {
  store = await createTestStore({ seed: false, config: { testpayMerchantOrigins: [PAGE_ORIGIN] } });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: store.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await store.close();
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("the store pages' Content-Security-Policy", () => {
  const configs = {
    "the mounted gateway, PUBLIC_BASE_URL on another host than the one browsed": {},
    "a gateway elsewhere": { TESTPAY_URL: "https://pay.psp.example/checkout", TESTPAY_API_KEY: "psp-key-123" },
    "this server's gateway under another origin": { TESTPAY_URL: "http://localhost:3000/_testpay", TESTPAY_MOUNT: "1" },
  };
  for (const [name, env] of Object.entries(configs)) {
    it(`lets every payment origin in for what payment steps do: ${name}`, () => {
      const config = loadConfig(env as NodeJS.ProcessEnv);
      const origins = paymentOrigins(config);
      expect(origins).toEqual([new URL(config.testpayUrl ?? config.publicBaseUrl).origin]);
      const policy = directives(pageContentSecurityPolicy("n0nce", origins));
      for (const origin of origins)
        for (const directive of ["frame-src", "connect-src", "form-action"])
          expect([directive, policy.get(directive)]).toEqual([directive, expect.arrayContaining(["'self'", origin])]);
      // Nothing more: no provider script runs in the store's pages.
      expect(policy.get("script-src")).toEqual(["'self'", "'nonce-n0nce'"]);
      expect(policy.get("default-src")).toEqual(["'self'"]);
    });
  }
});

const gateway = (path: string, body: unknown) =>
  fetch(`${base}/_testpay${path}`, {
    method: "POST",
    headers: { "x-api-key": store.services.testpayKeys.apiKey, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then(async (r) => (await r.json()) as { action?: Record<string, string>; resultCode?: string });

/** A 3-D Secure card payment up to its challenge: the challenge page's token. */
async function challengeFor(returnUrl: string | undefined): Promise<string> {
  const first = await gateway("/v72/payments", {
    merchantAccount: "M",
    reference: `cross-origin-3ds-${Math.random()}`,
    amount: { currency: "EUR", value: 3300 },
    ...(returnUrl === undefined ? {} : { returnUrl }),
    paymentMethod: {
      type: "scheme",
      encryptedCardNumber: "test_4917610000000000",
      encryptedExpiryMonth: "test_03",
      encryptedExpiryYear: "test_2030",
      encryptedSecurityCode: "test_737",
    },
  });
  const challenge = await gateway("/v72/payments/details", {
    details: { fingerprintResult: "x" },
    paymentData: first.action?.paymentData,
  });
  return challenge.action?.authorisationToken ?? "";
}

/** The shopper completes the 3-D Secure challenge in a frame (the browser sends Sec-Fetch-Dest: iframe). */
function completeInFrame(token: string) {
  return fetch(`${base}/_testpay/3ds/challenge`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-dest": "iframe" },
    body: new URLSearchParams({ token, decision: "complete", password: "password" }).toString(),
  });
}

describe("the gateway across origins, over a real socket", () => {
  it("tokenises a card for a page on another origin (CORS), without the store's same-origin rule", async () => {
    const url = `${base}/_testpay/checkoutshopper/v1/tokenize?clientKey=${store.config.testpayClientKey}`;
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: { origin: PAGE_ORIGIN, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PAGE_ORIGIN);
    const res = await fetch(url, {
      method: "POST",
      headers: { origin: PAGE_ORIGIN, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: JSON.stringify({ number: "4111111111111111", expiryMonth: 3, expiryYear: 2030, cvc: "737" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(PAGE_ORIGIN);
    expect(((await res.json()) as { lastFour: string }).lastFour).toBe("1111");
  });

  it("lets only the merchant's pages frame its 3-D Secure pages; the store's own pages stay unframable", async () => {
    const own = new URL(store.config.publicBaseUrl).origin;
    for (const path of ["/3ds/challenge?token=unknown", "/3ds/method"]) {
      const res = await fetch(`${base}/_testpay${path}`);
      expect([path, res.headers.get("content-security-policy")]).toEqual([
        path,
        `frame-ancestors ${own} ${PAGE_ORIGIN}`,
      ]);
      expect(res.headers.get("x-frame-options")).toBeNull();
    }
    expect((await fetch(`${base}/healthz`)).headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it.each([
    ["no return URL", undefined],
    ["a relative return URL", "/de/checkout/review"],
  ])("posts the challenge's result to nobody when the payment named %s", async (_name, returnUrl) => {
    const token = await challengeFor(returnUrl);
    const done = await completeInFrame(token);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).not.toContain("postMessage");
    expect(html).not.toContain("threeDSResult");
  });

  it("answers a challenge completed in the merchant's frame by postMessage to the return URL's origin", async () => {
    const token = await challengeFor(`${PAGE_ORIGIN}/de/checkout/review`);
    // The browser says where the page is shown (Sec-Fetch-Dest); in a frame of another site the
    // store's page would load without its cookies, so the answer is a message, not a redirect.
    const done = await completeInFrame(token);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain("postMessage");
    expect(html).toContain(JSON.stringify(PAGE_ORIGIN));
    const threeDSResult = /"threeDSResult":"([^"]+)"/.exec(html)?.[1] ?? "";
    const final = await gateway("/v72/payments/details", { details: { threeDSResult } });
    expect(final.resultCode).toBe("Authorised");
  });
});
