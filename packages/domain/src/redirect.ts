/**
 * The one check for every redirect target that comes from a request (`redirectTo`, `?redirect=`,
 * form fields): only a path of this store. Browsers drop tabs and newlines anywhere in a URL and
 * read `\` as `/`, so `/\t/evil.example` and `/\evil.example` are `//evil.example`: another host.
 * Control characters and whitespace are stripped first, then the path and its percent-decoded
 * forms must not start with `//` or `/\`, carry no backslash and no scheme; anything else falls
 * back to `fallback`.
 */
/** C0/C1 controls, DEL, and every Unicode space (what browsers drop or trim in a URL, and more). */
const dropped = (ch: string) => {
  const c = ch.charCodeAt(0);
  return c <= 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfeff || /\s/u.test(ch) || (c >= 0x200b && c <= 0x200f);
};
const strip = (s: string) => [...s].filter((ch) => !dropped(ch)).join("");
const MAX_LENGTH = 2000;
const BASE = "http://store.invalid";

const offsite = (path: string) => !path.startsWith("/") || path.startsWith("//") || path.includes("\\");

export function safeRedirectPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return fallback;
  const path = strip(raw);
  if (!path || offsite(path)) return fallback;
  // Decoded up to three times: `/%2F%2Fevil`, `/%252F%252Fevil` name another host once decoded.
  let decoded = path;
  for (let n = 0; n < 3; n++) {
    let next: string;
    try {
      next = strip(decodeURIComponent(decoded));
    } catch {
      return fallback;
    }
    if (offsite(next)) return fallback;
    if (next === decoded) break;
    decoded = next;
  }
  try {
    const url = new URL(path, BASE);
    if (url.origin !== BASE) return fallback;
  } catch {
    return fallback;
  }
  return path;
}

/**
 * A return URL handed to a payment provider (3-D Secure, PayPal, Affirm), which sends the shopper
 * there and posts results to its origin: a page of this store only. A root-relative path (checked
 * by {@link safeRedirectPath}) is made absolute on `origin`; an absolute http(s) URL must be on
 * `origin` exactly, without credentials. Anything else is null.
 */
export function safeReturnUrl(raw: unknown, origin: string): string | null {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return null;
  let own: string;
  try {
    own = new URL(origin).origin;
  } catch {
    return null;
  }
  const value = strip(raw);
  let url: URL;
  try {
    if (value.startsWith("/")) {
      const path = safeRedirectPath(value, "");
      if (!path) return null;
      url = new URL(path, own);
    } else if (/^https?:\/\//i.test(value)) url = new URL(value);
    else return null;
  } catch {
    return null;
  }
  if (url.origin !== own || url.username || url.password) return null;
  return url.toString();
}
