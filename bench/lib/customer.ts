// A signed-in customer for page benchmarks: registers through the API the way a shopper does
// (captcha solved here, the confirmation link read from the dev mail viewer, so the server needs
// DEV_MAIL_VIEWER=true) and returns the session cookie ("iw_sid=…").
import { captchaChallengePath, solveCaptchaChallenge } from "../../apps/server/src/testing/captcha.ts";

async function captcha(base: string, action: "register"): Promise<string> {
  const challenge = await (await fetch(`${base}${captchaChallengePath(action)}`)).json();
  return (await solveCaptchaChallenge(challenge)).token;
}

async function post(base: string, path: string, body: unknown, token: string): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-captcha-token": token },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
}

async function mailedToken(base: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}/_dev/mail?to=${encodeURIComponent(email)}`, {
      headers: { accept: "application/json" },
    });
    if (!res.ok) throw new Error(`GET /_dev/mail → ${res.status}: the server needs DEV_MAIL_VIEWER=true`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const found = messages.map((m) => m.text.match(/\/account\/confirm\/([\w-]+)/)?.[1]).find(Boolean);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no registration link mailed to ${email}`);
}

/** Registers and confirms a customer; the session cookie of the signed-in browser. */
export async function signedInCookie(base: string): Promise<string> {
  const email = `bench.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "bench password 1";
  await post(
    base,
    "/svc_customer/customer",
    { email, password, firstname: "Bench", lastname: "Shopper" },
    await captcha(base, "register"),
  );
  const res = await post(
    base,
    "/svc_customer/customer/confirm",
    { token: await mailedToken(base, email), password },
    "",
  );
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie.startsWith("iw_sid=")) throw new Error("confirming the registration set no session cookie");
  return cookie;
}
