import type { CaptchaAction } from "@ironworks/domain";

/**
 * One solved token per action, started early (on the form's first input) and used once.
 * The solver module is loaded only when a captcha-guarded form is used.
 */
const pending = new Map<CaptchaAction, Promise<string>>();

export function prepareCaptcha(action: CaptchaAction): void {
  if (!pending.has(action))
    pending.set(
      action,
      import("./captcha.client.ts").then(
        (m) => m.solveCaptcha(action),
        (err: unknown) => {
          console.warn("captcha solver failed to load", err);
          return "";
        },
      ),
    );
}

/** The prepared token (solving now if it was not prepared); the next call gets a fresh one. */
export async function takeCaptcha(action: CaptchaAction): Promise<string> {
  prepareCaptcha(action);
  const token = (await pending.get(action)) ?? "";
  pending.delete(action);
  return token;
}
