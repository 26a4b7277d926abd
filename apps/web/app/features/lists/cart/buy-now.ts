import { resolveLocale } from "@ironworks/domain";

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * SPEC §2: leaving checkout for a route other than login deletes the buy-now list. Checkout's own
 * steps (and /checkout/success) and the login page keep it. Paths may carry a locale prefix.
 */
export function leavesCheckout(pathname: string): boolean {
  const { rest } = resolveLocale(pathname);
  return !within(rest, "/checkout") && !within(rest, "/login");
}
