/** SPEC §5 email rule. Forms say EMAIL_MESSAGE; pricing (gift-card metadata) says 'Invalid email address' (SPEC §8). */
export const EMAIL_MESSAGE = "Please enter a valid email.";
export const MAX_EMAIL_LENGTH = 320;

/**
 * The WHATWG (HTML input type=email) address pattern, with a dot required in the domain so a
 * store can deliver to it. JavaScript's `$` without the m flag does not match before a trailing
 * newline; the explicit check below keeps that rule visible.
 */
const PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * A string of at most 320 characters, also when percent-encoded as in a URL (encodeURI, which
 * leaves '@' and '.' alone but expands characters such as '{' or '|'), matching the pattern, not
 * ending in a newline.
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (value.length > MAX_EMAIL_LENGTH || value.endsWith("\n")) return false;
  let encoded: string;
  try {
    encoded = encodeURI(value);
  } catch {
    return false; // lone surrogates cannot be encoded, so they cannot be an address either
  }
  return encoded.length <= MAX_EMAIL_LENGTH && PATTERN.test(value);
}
