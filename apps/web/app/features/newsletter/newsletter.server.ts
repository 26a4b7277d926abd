import { type NewsletterList, newsletterListsFor, type SiteCode } from "@ironworks/domain";
import { redirect } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import type { SignupResult } from "./NewsletterSignupForm.tsx";
import { chosenLists, EMPTY_SIGNUP, readSignupForm, signupErrors } from "./signup-state.ts";

const refusal = (err: unknown) => {
  const e = err as { status?: unknown } | null;
  return !!e && typeof e.status === "number" && e.status < 500;
};

/**
 * The signup form without JavaScript (footer or /newsletter-signup): validate, subscribe
 * in-process, answer with the form's state; a store failure goes to /newsletter-error.
 */
export async function signupAction(request: Request, context: AppLoadContext): Promise<SignupResult> {
  const { site, locale } = localeFromRequest(request);
  const values = readSignupForm(await request.formData());
  const errors = signupErrors(values);
  if (Object.keys(errors).length > 0) return { status: "idle", values, errors };
  let confirmationRequired = true;
  try {
    const session = await context.session.find();
    ({ confirmationRequired } = await context.services.newsletter.signup(site, values.email, chosenLists(values), {
      customerId: session?.customerId ?? null,
      customerEmail: session?.email ?? null,
      localePrefix: locale.prefix,
    }));
  } catch (err) {
    if (refusal(err)) return { status: "error", values, errors: {} };
    // The store failed (not the shopper's input): the error page says sorry, the log keeps why.
    console.warn("newsletter signup failed", err);
    throw redirect("/newsletter-error");
  }
  return { status: "success", values: EMPTY_SIGNUP, errors: {}, confirmationRequired };
}

export type ConfirmResult = { confirmed: true; lists: string[] } | { confirmed: false };

/** /newsletter-signup?confirm=…: the button's post confirms the pending signup (double opt-in). */
export async function confirmSignupAction(form: FormData, context: AppLoadContext): Promise<ConfirmResult> {
  const token = form.get("token");
  const done = typeof token === "string" ? await context.services.newsletter.confirm(token) : null;
  return done ? { confirmed: true, lists: done.listIds } : { confirmed: false };
}

export interface NewsletterPreferencesData {
  offered: NewsletterList[];
  subscribed: string[];
  userId: number;
  email: string;
  site: SiteCode;
}

/** The account's newsletter preferences: the site's lists and the customer's subscriptions. */
export async function loadNewsletterPreferences(
  request: Request,
  context: AppLoadContext,
): Promise<NewsletterPreferencesData | null> {
  const session = await context.session.find();
  if (!session?.customerId || !session.email) return null;
  const { site } = localeFromRequest(request);
  return {
    offered: newsletterListsFor(site.code),
    subscribed: await context.services.newsletter.subscriptions(site, session.email),
    userId: session.customerId,
    email: session.email,
    site: site.code,
  };
}

/** The page words the outcome from `ok` in its language (newsletter catalog). */
export interface PreferencesResult {
  form: "newsletters";
  ok: boolean;
}

/** Saves the preferences posted without JavaScript (intent=newsletters on /account/settings). */
export async function newsletterPreferencesAction(
  form: FormData,
  request: Request,
  context: AppLoadContext,
): Promise<PreferencesResult> {
  const session = await context.session.find();
  const failed: PreferencesResult = { form: "newsletters", ok: false };
  if (!session?.customerId || !session.email) return failed;
  const { site } = localeFromRequest(request);
  const chosen = form.getAll("newsletters").filter((v): v is string => typeof v === "string");
  try {
    await context.services.newsletter.setPreferences(site, session.email, chosen, session.customerId);
    return { form: "newsletters", ok: true };
  } catch (err) {
    if (!refusal(err)) throw err;
    return failed;
  }
}
