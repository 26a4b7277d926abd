import type { CaptchaAction } from "@ironworks/domain";
import { solveChallenge } from "altcha-lib/v1";
import { SESSION_COOKIE } from "../../platform/session.ts";
import type { TestStore } from "../../testing/test-store.ts";

/** A browser for HTTP tests: keeps the session cookie and comes from one address. */
export interface TestBrowser {
  cookie: string | null;
  ip: string;
  /** Same-origin request (as a page of the store would send), JSON body when given. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

let nextAddress = 1;

export function testBrowser(
  store: TestStore,
  ip = `10.9.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
): TestBrowser {
  const browser: TestBrowser = {
    cookie: null,
    ip,
    async request(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (browser.cookie) headers.cookie = `${SESSION_COOKIE}=${browser.cookie}`;
      if (init.body !== undefined) headers["content-type"] ??= "application/json";
      const body =
        init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      const res = await store.app.request(
        path,
        { method: init.method ?? "GET", headers, body },
        {
          incoming: { socket: { remoteAddress: ip } },
        },
      );
      for (const line of res.headers.getSetCookie()) {
        const match = line.match(new RegExp(`^${SESSION_COOKIE}=([^;]*)`));
        if (match) browser.cookie = match[1] || null;
      }
      return res;
    },
  };
  return browser;
}

/** Fetches a challenge from the API and solves it the way the browser does: the captcha header value. */
export async function solveCaptcha(store: TestStore, action: CaptchaAction): Promise<string> {
  const res = await store.request(`/svc_session/captcha/challenge?action=${action}`);
  const challenge = (await res.json()) as {
    challenge: string;
    salt: string;
    algorithm: string;
    maxnumber: number;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("captcha not solved");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

let nextEmail = 1;
export const uniqueEmail = (prefix = "sam") => `${prefix}.${process.pid}.${Date.now()}.${nextEmail++}@example.com`;

/** Registers (and so signs in) a customer through the API. */
export async function registerCustomer(
  store: TestStore,
  browser: TestBrowser,
  fields: Partial<{ email: string; password: string; firstname: string; lastname: string }> = {},
) {
  const body = { email: uniqueEmail(), password: "correct horse", firstname: "Sam", lastname: "Lee", ...fields };
  const res = await browser.request("/svc_customer/customer", {
    method: "POST",
    body,
    headers: { "x-captcha-token": await solveCaptcha(store, "register") },
  });
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  // The answer is the same for a new and a taken email (ADR 0011 addendum): the session says who we are.
  const response = (await (await browser.request("/svc_session/session")).json()) as {
    session: { groupId: number };
    customer: { customerId: number; email: string } | null;
  };
  if (!response.customer) throw new Error(`register: ${body.email} was already registered`);
  return {
    ...body,
    response: response as { session: { groupId: number }; customer: { customerId: number; email: string } },
  };
}
