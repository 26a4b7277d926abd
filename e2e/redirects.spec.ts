import { type APIRequestContext, expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";

/**
 * Issue 13 item 15: every endpoint that redirects to a path the request names goes through the
 * one same-origin check (safeRedirectPath in packages/domain). Each is asked, over HTTP, to go
 * to each of the nasty targets; the Location it answers must stay on this store.
 */
const NASTY = [
  "/%09/evil.example",
  "/\t/evil.example",
  "/\\evil.example",
  "//evil.example",
  "///evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/\r\n/evil.example",
  " //evil.example",
];

/** An endpoint: `prepare` runs once on a fresh client (e.g. signs in), `go` asks for one target and returns Location. */
interface Endpoint {
  prepare?: (request: APIRequestContext, origin: string) => Promise<Record<string, string>>;
  go: (request: APIRequestContext, target: string, origin: string, state: Record<string, string>) => Promise<string>;
}

const form = (fields: Record<string, string>, origin: string) => ({
  form: fields,
  headers: { origin },
  maxRedirects: 0,
});
const locationOf = async (res: Awaited<ReturnType<APIRequestContext["get"]>>) => {
  expect([301, 302, 303, 307, 308], `${res.url()} ${res.status()}`).toContain(res.status());
  return res.headers().location ?? "";
};

const ENDPOINTS: Record<string, Endpoint> = {
  "POST /preferences/contrast redirectTo": {
    go: async (request, target, origin) =>
      locationOf(await request.post("/preferences/contrast", form({ highContrast: "1", redirectTo: target }, origin))),
  },
  "POST /cart redirectTo": {
    // A guest session with a cart (the intent needs one); delete-buy-now then redirects back.
    prepare: async (request, origin) => {
      const res = await request.post("/svc_list/lists", { data: { type: "cart" }, headers: { origin } });
      expect(res.status()).toBe(201);
      return {};
    },
    go: async (request, target, origin) =>
      locationOf(await request.post("/cart", form({ intent: "delete-buy-now", redirectTo: target }, origin))),
  },
  "POST /login redirect (no-JS sign-in)": {
    prepare: async (request) => {
      const { email, password } = await registerCustomer(request);
      return { email, password };
    },
    go: async (request, target, origin, { email = "", password = "" }) =>
      locationOf(await request.post("/login", form({ intent: "login", email, password, redirect: target }, origin))),
  },
  "GET /login?redirect= (signed in)": {
    prepare: async (request) => {
      await registerCustomer(request);
      return {};
    },
    go: async (request, target) =>
      locationOf(await request.get(`/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 })),
  },
  "GET /customer/account/login?redirect= (signed in, through the old sign-in URL)": {
    prepare: async (request) => {
      await registerCustomer(request);
      return {};
    },
    go: async (request, target) => {
      const first = await request.get(`/customer/account/login?redirect=${encodeURIComponent(target)}`, {
        maxRedirects: 0,
      });
      return locationOf(await request.get(await locationOf(first), { maxRedirects: 0 }));
    },
  },
};

for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
  test(`${name} never leaves the store`, async ({ playwright, baseURL }) => {
    const origin = new URL(baseURL as string).origin;
    const request = await playwright.request.newContext({ baseURL: origin });
    try {
      const state = (await endpoint.prepare?.(request, origin)) ?? {};
      for (const target of NASTY) {
        const location = await endpoint.go(request, target, origin, state);
        expect(location, target).not.toBe("");
        expect({ target, location, origin: new URL(location, origin).origin }).toMatchObject({ origin });
        expect(location.startsWith("//") || location.startsWith("/\\"), `${target} → ${location}`).toBe(false);
        expect(
          [...location].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\\"),
          `${target} → ${location}`,
        ).toBe(false);
      }
    } finally {
      await request.dispose();
    }
  });
}
