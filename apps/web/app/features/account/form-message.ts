import type { ValidationIssue } from "@ironworks/domain";
import { useCallback } from "react";
import { type Translate, useT } from "../../lib/i18n/messages.ts";
import type { AccountKey } from "./messages.ts";
import { issueText } from "./validation/issue-text.ts";
import type { ValidationMessageKey } from "./validation/messages.ts";

/**
 * The codes whose words the account catalog holds (`account.error.<code>`): the API's account
 * codes (SPEC §8, contracts ERRORS) and the forms' own outcomes. A code not listed is shown as
 * the server wrote it (SPEC §8: unknown codes are shown as-is).
 */
export const ACCOUNT_CODES = [
  "invalid_credentials",
  "current_password_invalid",
  "confirm_password_invalid",
  "email_taken",
  "captcha_failed",
  "too_many_attempts",
  "registration_link_invalid",
  "reset_token_invalid",
  "reset_token_expired",
  "address_limit_reached",
  "address_gone",
  "unauthorized",
  "no_response",
  "unknown_error",
  "check_entries",
  "choose_form",
  "sign_in_again",
  "saved",
  "password_mismatch",
  "reset_mail_sent",
  "password_changed",
  "too_many_bins",
  "bin_not_found",
  "card_refused",
  "card_limit_reached",
  "payment_token_invalid",
  "payment_unavailable",
  "order_not_found",
  "bin_removed",
  "bin_subscribed",
  "unknown_product",
  "unknown_action",
] as const;
export type AccountCode = (typeof ACCOUNT_CODES)[number];
const KNOWN = new Set<string>(ACCOUNT_CODES);

/**
 * What a form shows under a field or in its alert: a domain rule's issue (formatted from the
 * validation catalog), or an outcome by code with the English the server or the form wrote.
 * Plain data, so it travels in action data and API answers alike.
 */
export type FormMessage = ValidationIssue | { code: string; text: string };

// A function declaration, not a const arrow: modules call `said` while they load (LOOKUP_NOT_FOUND…), and
// when the bundler's shared chunks import each other in a cycle, a declaration is already callable
// before its chunk has run (an arrow in a const is not: "x is not a function" and no hydration).
export function said(code: AccountCode | (string & {}), text: string): FormMessage {
  return { code, text };
}

/** A form message in the words `t` formats: an issue from the validation catalog, a known code from the account catalog, else the text as it came. */
export function formMessageText(t: Translate<AccountKey | ValidationMessageKey>, message: FormMessage): string {
  if ("key" in message) return issueText(t, message);
  return KNOWN.has(message.code) ? t(`account.error.${message.code as AccountCode}`) : message.text;
}

/** The page's words for a form message (the route ships the account and validation catalogs). */
export function useSay(): (message: FormMessage | null | undefined) => string | undefined {
  const t = useT<AccountKey | ValidationMessageKey>();
  return useCallback((message) => (message ? formMessageText(t, message) : undefined), [t]);
}
