import { CAPTCHA_HEADER } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { solveCaptcha } from "../../testing/captcha.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { GIFTCARD_POLICIES } from "./giftcard.service.ts";
import { issueTestCard } from "./giftcard.testing.ts";

/** POST /svc_checkout/giftcard/balance (ADR 0017): answers, bad input, and the guessing defence. */
let store: TestStore;
let usd: string;
let eur: string;

beforeAll(async () => {
  store = await createTestStore({ seed: false });
  usd = await issueTestCard(store.database.db, 4200, "USD");
  eur = await issueTestCard(store.database.db, 1000, "EUR");
});
afterAll(async () => {
  await store?.close();
});

async function check(body: unknown, options: { ip?: string; site?: string; captcha?: string | null } = {}) {
  const browser = testBrowser(store, options.ip);
  const token = options.captcha === undefined ? await solveCaptcha(store, "giftcard") : options.captcha;
  const res = await browser.request(`/svc_checkout${options.site ? `/site/${options.site}` : ""}/giftcard/balance`, {
    method: "POST",
    body,
    headers: token === null ? {} : { [CAPTCHA_HEADER]: token },
  });
  return { res, json: (await res.json()) as Record<string, unknown> & Partial<ErrorJson> };
}

describe("gift card balance", () => {
  it("answers a known code masked, with its balance and currency, never cached", async () => {
    expect(usd).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const { res, json } = await check({ code: usd });
    expect(res.status).toBe(200);
    expect(json).toEqual({ code: `****-****-****-${usd.slice(-4)}`, balance: 42, currency: "USD" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("takes the code in lower case, without dashes or with spaces", async () => {
    const plain = usd.replaceAll("-", "").toLowerCase();
    expect((await check({ code: plain })).json.balance).toBe(42);
    expect((await check({ code: ` ${usd.toLowerCase()} ` })).json.balance).toBe(42);
  });

  it("answers every unknown code with the same 404 body", async () => {
    const a = await check({ code: "AAAA-BBBB-CCCC-DDDD" });
    const b = await check({ code: "ZZZZ" });
    expect(a.res.status).toBe(404);
    expect(a.json.error?.code).toBe("giftcard_not_exist");
    expect(b.res.status).toBe(404);
    expect(b.json).toEqual(a.json);
  });

  it("refuses a card in another currency than the store's with 409, and answers it on its own site", async () => {
    const other = await check({ code: eur });
    expect(other.res.status).toBe(409);
    expect(other.json.error?.code).toBe("giftcard_balance_error");
    const own = await check({ code: eur }, { site: "EUR" });
    expect(own.res.status).toBe(200);
    expect(own.json).toMatchObject({ balance: 10, currency: "EUR" });
    // storeId picks the store's currency (5 is the EUR store).
    expect((await check({ code: eur, storeId: 5 })).res.status).toBe(200);
  });

  it("answers malformed input with 400 naming the field", async () => {
    const bad = await check("{not json");
    expect(bad.res.status).toBe(400);
    expect(bad.json.error?.code).toBe("malformed_json");
    const chars = await check({ code: "ABC$-1234" });
    expect(chars.res.status).toBe(400);
    expect(chars.json.error?.code).toBe("validation_error");
    expect(chars.json.error?.details?.fields?.[0]?.field).toBe("code");
    const missing = await check({});
    expect(missing.json.error?.details?.fields?.[0]?.field).toBe("code");
    const store99 = await check({ code: usd, storeId: 99 });
    expect(store99.res.status).toBe(400);
  });

  it("refuses a forged captcha, or one solved for another action", async () => {
    const forged = await check({ code: usd }, { captcha: "bm90IGEgdG9rZW4=" });
    expect(forged.res.status).toBe(400);
    expect(forged.json.error?.code).toBe("captcha_failed");
    const login = await check({ code: usd }, { captcha: await solveCaptcha(store, "login") });
    expect(login.json.error?.code).toBe("captcha_failed");
  });

  it("throttles checks without a captcha token per address", async () => {
    const ip = "10.77.0.1";
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await check({ code: usd }, { ip, captcha: null })).res.status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it("slows an address down after 10 unknown codes, with Retry-After; other addresses are not affected", async () => {
    const ip = "10.77.0.2";
    const free = GIFTCARD_POLICIES.misses.free;
    for (let i = 0; i < free; i++) expect((await check({ code: `WRONG${i}` }, { ip })).res.status).toBe(404);
    const blocked = await check({ code: usd }, { ip });
    expect(blocked.res.status).toBe(429);
    expect(blocked.json.error?.code).toBe("too_many_attempts");
    expect(Number(blocked.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await check({ code: usd }, { ip: "10.77.0.3" })).res.status).toBe(200);
  });

  it("keeps a store-wide budget of unknown codes: many addresses do not buy many guesses", async () => {
    const { free: perAddress } = GIFTCARD_POLICIES.misses;
    const { free: storeWide } = GIFTCARD_POLICIES.missesAll;
    // Earlier tests' misses count too: the budget is shared by every address.
    let missed = 0;
    let blocked: Awaited<ReturnType<typeof check>> | null = null;
    for (let a = 0; !blocked && a < storeWide; a++) {
      const ip = `10.78.${Math.floor(a / 200)}.${(a % 200) + 1}`;
      for (let i = 0; i < perAddress - 1; i++) {
        const answer = await check({ code: `GUESS${a}X${i}` }, { ip });
        if (answer.res.status === 429) {
          blocked = answer;
          break;
        }
        expect(answer.res.status).toBe(404);
        missed++;
      }
    }
    expect(missed).toBeLessThanOrEqual(storeWide);
    expect(blocked?.json.error?.code).toBe("too_many_attempts");
    expect(Number(blocked?.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The budget holds back addresses that have guessed wrong; a fresh one is not shut out (ADR 0024).
    expect((await check({ code: usd }, { ip: "10.79.0.1" })).res.status).toBe(200);
    expect((await check({ code: "WRONG-ONCE" }, { ip: "10.79.0.2" })).res.status).toBe(404);
    expect((await check({ code: usd }, { ip: "10.79.0.2" })).res.status).toBe(429);
  });
});
