import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { HttpError } from "./errors.ts";
import type { AppEnv } from "./http.ts";
import { sameOriginWrites, serializeSessionCookie } from "./session.ts";

function app() {
  const a = new Hono<AppEnv>();
  a.onError((err, c) => (err instanceof HttpError ? c.json(err.toBody(), err.status) : c.text("boom", 500)));
  a.use("*", sameOriginWrites({ publicBaseUrl: "https://shop.example" }));
  a.all("/x", (c) => c.text("ok"));
  return a;
}
const call = (method: string, headers: Record<string, string>) =>
  app().request("http://internal:3000/x", { method, headers });

describe("sameOriginWrites (CSRF)", () => {
  it.each<[string, string, Record<string, string>, number]>([
    ["GET from anywhere", "GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, 200],
    ["a write without browser headers (curl, the app)", "POST", {}, 200],
    ["a same-origin fetch", "POST", { "sec-fetch-site": "same-origin", origin: "http://internal:3000" }, 200],
    ["the public origin behind a proxy", "PATCH", { origin: "https://shop.example" }, 200],
    ["a typed URL / bookmark (none)", "POST", { "sec-fetch-site": "none" }, 200],
    ["a cross-site form post", "POST", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }, 403],
    ["a same-site subdomain", "DELETE", { "sec-fetch-site": "same-site" }, 403],
    ["a foreign Origin without Sec-Fetch-Site", "PUT", { origin: "https://evil.example" }, 403],
    ["an opaque origin (sandboxed iframe)", "POST", { origin: "null" }, 403],
  ])("%s → %i", async (_name, method, headers, status) => {
    const res = await call(method, headers);
    expect(res.status).toBe(status);
    if (status === 403) expect((await res.json()).error.code).toBe("csrf_failed");
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, Secure only over HTTPS", () => {
    expect(serializeSessionCookie("t", 10, false)).toBe("iw_sid=t; Path=/; Max-Age=10; HttpOnly; SameSite=Lax");
    expect(serializeSessionCookie("t", 10, true)).toBe("iw_sid=t; Path=/; Max-Age=10; HttpOnly; SameSite=Lax; Secure");
    expect(serializeSessionCookie("", -5, true)).toContain("Max-Age=0");
  });
});
