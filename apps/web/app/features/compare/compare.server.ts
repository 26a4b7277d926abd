import { type CompareTable, ERRORS } from "@ironworks/contracts";
import { languageOf, localizePath, MAX_COMPARE } from "@ironworks/domain";
import { type AppLoadContext, redirect } from "react-router";
import type { LocaleContext } from "../../lib/locale.ts";
import { isExpectedServiceError } from "../../lib/service-error.ts";

export interface ComparePageData {
  /** True for a shared URL (/compare/sku,sku): someone's products, not the viewer's own list. */
  shared: boolean;
  table: CompareTable;
  /** The viewer's own list: the page offers to take a shared one over (it never does by itself). */
  ownCount: number;
  max: number;
}

/** What an action refused, by the API's code (the page words it, ADR 0039 outcomes). */
export interface CompareActionError {
  error: { code: string; message: string };
}

/** /compare (own list) or /compare/{skus} (shared): the table in the page's language. */
export async function loadComparePage(
  context: AppLoadContext,
  where: LocaleContext,
  splat: string,
): Promise<ComparePageData> {
  const { compare } = context.services;
  const session = await context.session.find();
  const language = languageOf(where.locale);
  const shared = splat.trim() !== "";
  const [table, own] = await Promise.all([
    shared ? compare.table(splat, where.site, language) : compare.ownTable(session, where.site, language),
    compare.getList(session, where.site),
  ]);
  return { shared, table, ownCount: own.count, max: MAX_COMPARE };
}

/**
 * The page's form posts (they work without JavaScript): `add` (the compare buttons), `remove`,
 * `clear`, and `save` (a shared comparison becomes the viewer's own list, only when they ask).
 * Success goes to the own list; a refusal stays on the page with its 4xx status and the message.
 */
export async function compareAction(
  form: FormData,
  context: AppLoadContext,
  where: LocaleContext,
): Promise<{ error: CompareActionError["error"]; status: number }> {
  const { compare } = context.services;
  const intent = form.get("intent");
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, 2000) : "";
  };
  try {
    if (intent === "add") await compare.add(await context.session.ensure(), where.site, field("sku").slice(0, 64));
    else if (intent === "remove")
      await compare.remove(await context.session.find(), where.site, field("sku").slice(0, 64));
    else if (intent === "clear") await compare.clear(await context.session.find(), where.site);
    else if (intent === "save") {
      const { items } = await compare.table(field("skus"), where.site, "en");
      const session = await context.session.ensure();
      await compare.clear(session, where.site);
      for (const item of items) await compare.add(session, where.site, item.sku);
    } else return { error: { code: "validation_error", message: ERRORS.validation.message }, status: 400 };
  } catch (err) {
    if (!isExpectedServiceError(err)) throw err;
    return { error: { code: err.code, message: err.message }, status: err.status };
  }
  throw redirect(localizePath("/compare", where.locale));
}
