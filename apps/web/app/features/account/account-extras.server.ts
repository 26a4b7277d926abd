import { redirect } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { localeFromRequest } from "../../lib/locale.ts";

/**
 * The signed-in customer of an account page (the account layout guards too, but an action runs
 * without the layout's loader): a guest goes to /login?redirect=<this page>.
 */
export async function requireAccountCustomer(request: Request, context: AppLoadContext) {
  const session = await context.session.find();
  const { site, path } = localeFromRequest(request);
  if (session?.customerId != null) return { customerId: session.customerId, email: session.email ?? "", site };
  throw redirect(`/login?redirect=${encodeURIComponent(`${path}${new URL(request.url).search}`)}`);
}

/** An expected service refusal (HttpError below 500): status, code, message; null for anything else. */
export function serviceRefusal(err: unknown): { status: number; code: string; message: string } | null {
  const e = err as { status?: unknown; code?: unknown; message?: unknown } | null;
  if (!e || typeof e.status !== "number" || e.status >= 500 || typeof e.code !== "string") return null;
  return { status: e.status, code: e.code, message: typeof e.message === "string" ? e.message : e.code };
}
