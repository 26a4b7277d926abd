import { languageOf } from "@ironworks/domain";
import { data } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { serviceRefusal } from "../account/account-extras.server.ts";
import { reviewFromForm } from "./ReviewFields.tsx";

export type LinkProblem = "noLink" | "invalid" | "expired";

const problemOf = (code: string): LinkProblem => (code === "review_link_expired" ? "expired" : "invalid");

/** /mps-review?t=…: the order's products from the signed link, without signing in. */
export async function loadReviewLink(request: Request, context: AppLoadContext) {
  const { locale } = localeFromRequest(request);
  const token = new URL(request.url).searchParams.get("t");
  if (!token) return { problem: "noLink" as LinkProblem, view: null };
  try {
    return { problem: null, view: await context.services.reviews.linkView(token, languageOf(locale)) };
  } catch (err) {
    const refused = serviceRefusal(err);
    if (!refused) throw err;
    return { problem: problemOf(refused.code), view: null };
  }
}

export interface LinkActionResult {
  saved?: number;
  /** The saved reviews' ids by product: the page then sends the chosen photos to them. */
  reviews?: { productId: number; id: string }[];
  nothing?: boolean;
  problem?: LinkProblem;
  /** Field → issue (`reviews.{n}.{field}` as the API names them), with `order`: the product ids posted. */
  issues?: Record<string, { key: string; values?: Record<string, number> }>;
  order?: number[];
}

/**
 * The one post of the page (with or without JavaScript): every product the buyer rated or wrote
 * about, checked together; any issue answers 400 and writes nothing.
 */
export async function reviewLinkAction(request: Request, context: AppLoadContext) {
  const { locale } = localeFromRequest(request);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const form = await request.formData();
  const ids = form
    .getAll("product")
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const items = ids
    .map((productId): Record<string, unknown> & { productId: number } => ({
      productId,
      ...reviewFromForm(form, `p${productId}.`),
    }))
    .filter((r) => r.rating !== undefined || String(r.title).trim() || String(r.body).trim());
  if (!items.length) return data<LinkActionResult>({ nothing: true }, { status: 400 });
  try {
    const { reviews } = await context.services.reviews.linkSubmit(token, items, languageOf(locale));
    return data<LinkActionResult>({
      saved: reviews.length,
      reviews: reviews.map((r) => ({ productId: r.productId, id: r.id })),
    });
  } catch (err) {
    const refused = serviceRefusal(err);
    if (!refused) throw err;
    if (refused.status === 400 && refused.code === "validation_error") {
      const details = (
        err as { details?: { issues?: { field: string; key: string; values?: Record<string, number> }[] } }
      ).details;
      const issues: LinkActionResult["issues"] = {};
      for (const i of details?.issues ?? [])
        issues[i.field] ??= { key: i.key, ...(i.values ? { values: i.values } : {}) };
      return data<LinkActionResult>({ issues, order: items.map((i) => i.productId) }, { status: 400 });
    }
    return data<LinkActionResult>({ problem: problemOf(refused.code) }, { status: refused.status });
  }
}
