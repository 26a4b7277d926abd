import { type FormSlug, languageOf } from "@ironworks/domain";
import { type FormValues, formBySlug } from "@ironworks/domain/forms";
import { GalleryQuery } from "@ironworks/contracts";
import { data } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { gymsCatalog } from "../gyms/messages.server.ts";
import { formsCatalog } from "./messages.server.ts";
import type { FormOutcome } from "./forms-api.ts";

interface ServiceError {
  status: number;
  code: string;
  message: string;
  details?: {
    fields?: { field: string; message: string }[];
    issues?: { field: string; issue: string; max?: number }[];
  };
}
const isServiceError = (e: unknown): e is ServiceError =>
  typeof e === "object" && e !== null && typeof (e as ServiceError).status === "number" && "code" in e;

/** /forms/{slug}: the form's definition is the domain's; an unknown slug is the 404 page. */
export function loadFormPage(request: Request, slug: string | undefined) {
  const form = slug ? formBySlug(slug) : undefined;
  if (!form) throw data(null, { status: 404 });
  const { locale } = localeFromRequest(request);
  return { slug: form.slug as FormSlug, messages: pageMessages(locale, formsCatalog, gymsCatalog) };
}

/**
 * The submit without JavaScript (the page's action): the same forms service in-process, with no
 * captcha token, so the strict captcha-less throttle decides (ADR 0011). Files come as they were posted.
 */
export async function formAction(request: Request, context: AppLoadContext, slug: string): Promise<FormOutcome> {
  const form = formBySlug(slug);
  if (!form) throw data(null, { status: 404 });
  const where = localeFromRequest(request);
  const posted = await request.formData();
  const values: FormValues = {};
  const files: Record<string, Uint8Array[]> = {};
  for (const name of new Set(posted.keys())) {
    if (name === "formHash") continue; // the page's own form: the slug names it
    const texts: string[] = [];
    for (const item of posted.getAll(name)) {
      if (typeof item === "string") texts.push(item);
      else if (item.size > 0) {
        const list = files[name] ?? [];
        list.push(new Uint8Array(await item.arrayBuffer()));
        files[name] = list;
      }
    }
    if (texts.length > 0) values[name] = texts.length === 1 ? (texts[0] as string) : texts;
  }
  try {
    const answer = await context.services.forms.submit(
      { hash: form.hash, values, files, site: where.site.code, locale: languageOf(where.locale) },
      { captchaToken: null, ip: context.clientAddress },
    );
    return { ok: true, status: answer.status };
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    return {
      ok: false,
      code: err.code,
      issues:
        err.details?.issues?.map((i) => ({ field: i.field, issue: i.issue, max: i.max })) ??
        err.details?.fields?.map((f) => ({ field: f.field, issue: err.status === 413 ? "imageSize" : "unknown" })) ??
        [],
    };
  }
}

/** The gallery page a request asks for (`?page=`); anything that is not a page number is the first. */
export function galleryPageOf(request: Request): number {
  const parsed = GalleryQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? (parsed.data.page ?? 1) : 1;
}
