import { emailMessage, signupListMessage } from "@ironworks/domain";
import type { NewsletterKey } from "./messages.ts";

/** The signup form's fields (SPEC §5): an email and the two lists it offers. */
export interface SignupValues {
  email: string;
  newsletter: boolean;
  rapidfire: boolean;
}

/** A field's error as the newsletter catalog's key: the view shows it in the page's language. */
export type SignupErrors = Partial<Record<"email" | "lists", NewsletterKey>>;

/** SPEC §4 newsletter signup states. */
export type SignupStatus = "idle" | "loading" | "success" | "error";

export const EMPTY_SIGNUP: SignupValues = { email: "", newsletter: true, rapidfire: false };

export const chosenLists = (v: SignupValues): string[] =>
  [v.newsletter ? "newsletter" : null, v.rapidfire ? "rapidfire" : null].filter((l): l is string => l !== null);

/** Every error of the form; the view shows a field's only once it was touched (or a submit was tried). */
export function signupErrors(v: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const email = v.email.trim();
  if (!email) errors.email = "newsletter.error.required";
  else if (emailMessage(email)) errors.email = "newsletter.error.invalid";
  if (signupListMessage(chosenLists(v))) errors.lists = "newsletter.error.noList";
  return errors;
}

/** A posted form (no JavaScript): checkboxes are present only when ticked. */
export function readSignupForm(form: FormData): SignupValues {
  const email = form.get("email");
  return {
    email: typeof email === "string" ? email.trim().slice(0, 400) : "",
    newsletter: form.has("newsletter"),
    rapidfire: form.has("rapidfire"),
  };
}
