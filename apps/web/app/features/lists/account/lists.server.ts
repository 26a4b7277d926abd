import { languageOf, localizePath } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { redirect } from "react-router";
import type { AppLoadContext } from "../../../lib/context.ts";
import { localeFromRequest } from "../../../lib/locale.ts";

type ListsService = Services["lists"];
export type ListOwner = Parameters<ListsService["listLists"]>[0];

/** An expected failure of a service call (HttpError): its status, code and message. */
export interface ServiceFailure {
  status: number;
  code: string;
  message: string;
}

export function serviceFailure(err: unknown): ServiceFailure | null {
  const e = err as { status?: unknown; code?: unknown; message?: unknown } | null;
  if (!e || typeof e.status !== "number" || e.status >= 500 || typeof e.code !== "string") return null;
  return { status: e.status, code: e.code, message: typeof e.message === "string" ? e.message : e.code };
}

export const isNotFound = (err: unknown) => serviceFailure(err)?.status === 404;

/**
 * The signed-in customer's list owner; a guest (or a visitor without a session) goes to
 * /login?redirect=<this page> (SPEC §2, §6: wishlists and registries need an account).
 */
export async function requireCustomer(request: Request, context: AppLoadContext): Promise<ListOwner> {
  const session = await context.session.find();
  const { path, locale } = localeFromRequest(request);
  if (session?.customerId != null)
    return {
      customerId: session.customerId,
      sessionId: session.sessionId,
      groupId: session.groupId,
      clientAddress: context.clientAddress,
      // Item names in the page's language (ADR 0038).
      language: languageOf(locale),
    };
  const back = `${path}${new URL(request.url).search}`;
  throw redirect(`/login?redirect=${encodeURIComponent(back)}`);
}

/** The visitor's owner, starting a guest session when there is none (a first add to cart). */
export async function ensureOwner(context: AppLoadContext): Promise<ListOwner> {
  const session = await context.session.ensure();
  // The client address: the lists service counts list creations per address (ADR 0024).
  return {
    customerId: session.customerId,
    sessionId: session.sessionId,
    groupId: session.groupId,
    clientAddress: context.clientAddress,
  };
}

/** An absolute public address of a wishlist or registry, in the page's locale. */
export function publicListUrl(
  request: Request,
  context: AppLoadContext,
  kind: "wishlist" | "registry",
  urlKey: string,
) {
  const { locale } = localeFromRequest(request);
  return `${context.publicBaseUrl}${localizePath(`/${kind}/${encodeURIComponent(urlKey)}`, locale)}`;
}

/**
 * A path inside the store for a redirect after a form post. Loader and action redirects are router
 * paths: React Router adds the request's locale basename itself (a prefixed path would double it).
 */
export function localPath(_request: Request, path: string) {
  return path;
}
