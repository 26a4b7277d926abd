import type { CaptchaAction } from "@ironworks/domain";
import { type APIRequestContext, expect } from "@playwright/test";
import { captchaChallengePath, solveCaptchaChallenge } from "../apps/server/src/testing/captcha.ts";

let n = 0;
/** A fresh address per call, so runs and retries never collide. */
export const newEmail = (prefix = "e2e") => `${prefix}.${Date.now().toString(36)}.${process.pid}.${n++}@example.com`;

/** A captcha token as the browser makes one: fetch a challenge, solve it, base64 JSON. */
export async function captchaToken(request: APIRequestContext, action: CaptchaAction): Promise<string> {
  const challenge = await (await request.get(captchaChallengePath(action))).json();
  return (await solveCaptchaChallenge(challenge)).token;
}

/**
 * The newest registration confirmation link mailed to `email`, as a path (`/account/confirm/…`,
 * with the locale prefix it was mailed for), read from the dev mail viewer (DEV_MAIL_VIEWER is on in
 * the browser suite). The mail goes out just after the answer, so this waits for it.
 */
export async function confirmationPath(request: APIRequestContext, email: string, timeoutMs = 10_000) {
  const link = await mailed(
    request,
    email,
    (m) => m.subject === "Confirm your Ironworks account",
    /https?:\/\/\S+\/account\/confirm\/[\w-]+/,
    timeoutMs,
  );
  return new URL(link).pathname;
}

/**
 * What `pattern` matches (its first group, else the whole match) in the first mail to `email` that `which` picks, read from the dev mail
 * viewer; polled (the mails go out just after the answer that causes them), no fixed sleep.
 */
export async function mailed(
  request: APIRequestContext,
  email: string,
  which: (mail: { subject: string; text: string }) => boolean,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/_dev/mail?to=${encodeURIComponent(email)}`, {
          headers: { accept: "application/json" },
        });
        const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
        const match = messages.find(which)?.text.match(pattern);
        found = match?.[1] ?? match?.[0];
        return found !== undefined;
      },
      { message: `no mail matching ${pattern} for ${email}`, timeout: timeoutMs, intervals: [100] },
    )
    .toBe(true);
  return found as string;
}

/**
 * Registers a customer through the API on `request` the way a shopper does (ADR 0011 addendum):
 * the form's POST, the mailed link, its confirmation with the password. A page's `page.request`
 * shares its cookies, so the page is then signed in. For journeys that need a customer but do not
 * test sign-up.
 */
export async function registerCustomer(
  request: APIRequestContext,
  fields: Partial<{ email: string; password: string; firstname: string; lastname: string }> = {},
) {
  const body = { email: newEmail(), password: "e2e password 1", firstname: "Erin", lastname: "Tester", ...fields };
  const res = await request.post("/svc_customer/customer", {
    data: body,
    headers: { "x-captcha-token": await captchaToken(request, "register") },
  });
  // 202 for a new and a taken email alike, nobody signed in: only a new one gets a confirmation link.
  if (res.status() !== 202) throw new Error(`register: ${res.status()} ${await res.text()}`);
  const token = (await confirmationPath(request, body.email)).split("/").pop();
  const confirmed = await request.post("/svc_customer/customer/confirm", { data: { token, password: body.password } });
  if (confirmed.status() !== 200) throw new Error(`confirm: ${confirmed.status()} ${await confirmed.text()}`);
  return body;
}

/**
 * Saves a Columbus, OH address in the address book of the customer signed in on `request` (the
 * account page's POST); `fields` add default flags or replace a field. The caller checks the 201.
 */
export function saveAddress(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  return request.post("/svc_customer/customer/address", {
    data: {
      firstname: "Erin",
      lastname: "Tester",
      telephone: "614-555-0100",
      street: ["545 E 5th Ave"],
      city: "Columbus",
      region: "OH",
      postcode: "43201",
      countryId: "US",
      ...fields,
    },
  });
}
