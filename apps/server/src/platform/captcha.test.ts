import { describe, expect, it } from "vitest";
import { createCaptcha, createCaptchaGate } from "./captcha.ts";
import { HttpError } from "./errors.ts";
import { createMemoryAttemptStore, createThrottle } from "./rate-limit.ts";
import { encodeCaptcha as encode, solveCaptchaChallenge } from "../testing/captcha.ts";

const captcha = createCaptcha({ hmacKey: "test-key", maxNumber: 500 });

const solve = async (c = captcha, action: "login" | "register" = "login") =>
  solveCaptchaChallenge(await c.challenge(action));

describe("ALTCHA captcha", () => {
  it("accepts a solved token once, for its action only", async () => {
    const { token } = await solve();
    expect(await captcha.verify(token, "register")).toBe("invalid");
    expect(await captcha.verify(token, "login")).toBe("valid");
    expect(await captcha.verify(token, "login")).toBe("invalid");
  });

  it("tells a missing token from a bad one", async () => {
    expect(await captcha.verify(undefined, "login")).toBe("missing");
    expect(await captcha.verify("", "login")).toBe("missing");
    expect(await captcha.verify("%%%", "login")).toBe("invalid");
    expect(await captcha.verify("x".repeat(5000), "login")).toBe("invalid");
    expect(await captcha.verify(encode(null), "login")).toBe("invalid");
  });

  it("refuses a wrong number, a forged signature, another key, SHA-1 and an expired challenge", async () => {
    const { payload } = await solve();
    expect(await captcha.verify(encode({ ...payload, number: (payload.number ?? 0) + 1 }), "login")).toBe("invalid");
    expect(await captcha.verify(encode({ ...payload, signature: "00" }), "login")).toBe("invalid");
    expect(await captcha.verify(encode({ ...payload, algorithm: "SHA-1" }), "login")).toBe("invalid");
    const other = createCaptcha({ hmacKey: "other-key", maxNumber: 500 });
    expect(await other.verify(encode(payload), "login")).toBe("invalid");
    const past = createCaptcha({ hmacKey: "test-key", maxNumber: 500, now: () => Date.now() - 3_600_000 });
    const old = await solve(past);
    expect(await captcha.verify(old.token, "login")).toBe("invalid");
  });

  it("gate: passes a valid token, 400 for a bad one, throttles the captcha-less strictly", async () => {
    const store = createMemoryAttemptStore();
    const policy = { free: 2, baseDelayMs: 30_000, maxDelayMs: 60_000, windowMs: 60_000 };
    const gate = createCaptchaGate(captcha, {
      perAddress: createThrottle(store, policy),
      global: createThrottle(store, { ...policy, free: 3 }),
    });
    expect(await gate.pass((await solve()).token, "login", "1.1.1.1")).toBe("valid");
    await expect(gate.pass("bad", "login", "1.1.1.1")).rejects.toMatchObject({ status: 400, code: "captcha_failed" });
    expect(await gate.pass(null, "login", "1.1.1.1")).toBe("missing");
    expect(await gate.pass(null, "login", "1.1.1.1")).toBe("missing");
    const refused = await gate.pass(null, "login", "1.1.1.1").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, details: { retryAfter: 30 } });
    // Another address gets one more before the process-wide budget (3) runs out too.
    expect(await gate.pass(null, "login", "2.2.2.2")).toBe("missing");
    await expect(gate.pass(null, "login", "3.3.3.3")).rejects.toMatchObject({ status: 429 });
    // Solved tokens are never throttled by the captcha-less budget.
    expect(await gate.pass((await solve()).token, "login", "1.1.1.1")).toBe("valid");
  });
});
