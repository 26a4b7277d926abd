import type { APIRequestContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";

let n = 0;
/** A fresh address per call, so runs and retries never collide. */
export const newEmail = (prefix = "e2e") => `${prefix}.${Date.now().toString(36)}.${process.pid}.${n++}@example.com`;

/** A captcha token as the browser makes one: fetch a challenge, solve it, base64 JSON. */
export async function captchaToken(request: APIRequestContext, action: "login" | "register"): Promise<string> {
  const c = await (await request.get(`/svc_session/captcha/challenge?action=${action}`)).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution?.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/**
 * Registers a customer through the API on `request` (a page's `page.request` shares its cookies,
 * so the page is then signed in). For journeys that need a customer but do not test sign-in.
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
  // 202 for a new and a taken email alike (ADR 0011 addendum): the session tells which it was.
  if (res.status() !== 202) throw new Error(`register: ${res.status()} ${await res.text()}`);
  const session = await (await request.get("/svc_session/session")).json();
  if (!session.customer) throw new Error(`register: ${body.email} already had an account`);
  return body;
}
