import { SESSION_COOKIE } from "../../platform/session.ts";
import { solveCaptcha } from "../../testing/captcha.ts";
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

let nextEmail = 1;
/** A US address book entry in Columbus, Ohio (the address tests' default), with any field replaced. */
export const ohioAddress = (over: Record<string, unknown> = {}) => ({
  firstname: "Sam",
  lastname: "Lee",
  telephone: "614-555-0100",
  street: ["545 E 5th Ave"],
  city: "Columbus",
  region: "OH",
  postcode: "43201",
  countryId: "US",
  ...over,
});

export const uniqueEmail = (prefix = "sam") => `${prefix}.${process.pid}.${Date.now()}.${nextEmail++}@example.com`;

/** The token of the newest registration confirmation link in the outbox for `email`, if any. */
export async function confirmationToken(store: TestStore, email: string): Promise<string | undefined> {
  await store.services.passwordReset.drain(); // the pending row and its mail are written after the answer
  const mails = await store.services.mail.listOutbox({ to: email });
  return confirmationTokenIn(mails.find((m) => m.subject === "Confirm your Ironworks account")?.text ?? "");
}

/** The token of a confirmation link in a mail's text. */
export const confirmationTokenIn = (text: string) => text.match(/\/account\/confirm\/([\w-]+)/)?.[1];

/**
 * Registers a customer through the API the way a shopper does (ADR 0011 addendum): POST the form,
 * take the link from the mail, confirm it with the password; the browser is then signed in. With
 * SMTP configured the outbox stays empty: pass `readToken` to find the link elsewhere.
 */
export async function registerCustomer(
  store: TestStore,
  browser: TestBrowser,
  fields: Partial<{ email: string; password: string; firstname: string; lastname: string; locale: string }> = {},
  options: { readToken?: (email: string) => Promise<string | undefined> } = {},
) {
  const body = { email: uniqueEmail(), password: "correct horse", firstname: "Sam", lastname: "Lee", ...fields };
  const res = await browser.request("/svc_customer/customer", {
    method: "POST",
    body,
    headers: { "x-captcha-token": await solveCaptcha(store, "register") },
  });
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  // The answer is the same for a new and a taken email: only a new one gets a confirmation link.
  await store.services.passwordReset.drain();
  const token = await (options.readToken ?? ((email) => confirmationToken(store, email)))(body.email);
  if (!token) throw new Error(`register: no confirmation mail for ${body.email} (already registered?)`);
  const confirmed = await browser.request("/svc_customer/customer/confirm", {
    method: "POST",
    body: { token, password: body.password },
  });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  const response = (await confirmed.json()) as {
    session: { groupId: number };
    customer: { customerId: number; email: string };
  };
  return { ...body, response };
}
