import { GalleryQuery } from "@ironworks/contracts";
import { CAPTCHA_HEADER, IMAGE_WIDTHS, LANGUAGES } from "@ironworks/domain";
import type { FormValues } from "@ironworks/domain/forms";
import { type Context, Hono } from "hono";
import { privateAnswers } from "../../platform/body.ts";
import { fieldError, fieldsError } from "../../platform/errors.ts";
import { type AppEnv, parseQuery, resolveSite } from "../../platform/http.ts";
import type { FormsService } from "./forms.service.ts";

/** The submit path (also under /site/{code}): its body bound is the forms' own (app.ts). */
export const FORM_SUBMIT_PATH = /^\/svc_ssr(\/site\/[^/]+)?\/submit\/wufoo$/;

/**
 * The store's forms under /svc_ssr (SPEC §7), also under /svc_ssr/site/{code}:
 * - POST /submit/wufoo: multipart (or urlencoded) form data with `formHash`, one part per field of
 *   the form (packages/domain forms.ts), an optional `locale`, the captcha header (action "form")
 *   → 201 {success, id, form, status}; 404 unknown formHash; 400 validation_error naming every
 *   field (details.issues: field + issue), 400 for an upload that is not an image by its bytes,
 *   413 payload_too_large for one over 10 MB; 400 captcha_failed; 429 too_many_attempts.
 * - GET /forms/gallery?page → the approved gym gallery (/theindex/ryourogue); cached a minute.
 * - GET /forms/images/{id}?w= → an approved submission's image (WebP) at a SPEC §9 width.
 */
export function formsRoutes(deps: { forms: FormsService; clientAddress: (c: Context) => string }) {
  const { forms } = deps;
  const app = new Hono<AppEnv>();
  app.use("/submit/wufoo", resolveSite, privateAnswers);

  app.post("/submit/wufoo", async (c) => {
    const { values, files } = await readForm(c);
    const hash = typeof values.formHash === "string" ? values.formHash.trim() : "";
    if (!hash) throw fieldError("formHash", "is required");
    const rawLocale = typeof values.locale === "string" ? values.locale : "en";
    const locale = (LANGUAGES as readonly string[]).includes(rawLocale) ? rawLocale : "en";
    const answer = await forms.submit(
      { hash, values, files, site: c.get("site").code, locale },
      { captchaToken: c.req.header(CAPTCHA_HEADER) ?? null, ip: deps.clientAddress(c) },
    );
    return c.json(answer, 201);
  });

  app.get("/forms/gallery", async (c) => {
    const { page } = parseQuery(c, GalleryQuery);
    c.header("cache-control", "public, max-age=60");
    return c.json(await forms.gallery(page ?? 1), 200);
  });

  app.get("/forms/images/:id", async (c) => imageAnswer(c, forms, { staff: false }));
  return app;
}

/** An image answer: typed as stored, never sniffed by the browser; public only once approved. */
export async function imageAnswer(c: Context, forms: FormsService, options: { staff: boolean }) {
  const id = c.req.param("id") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id)) throw fieldError("id", "is not an image id");
  const w = c.req.query("w");
  const width = w === undefined ? undefined : Number(w);
  if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width))
    throw fieldError("query.w", `must be one of ${IMAGE_WIDTHS.join(", ")}`);
  const image = await forms.image(id, width, options);
  return c.body(new Uint8Array(image.data), 200, {
    "content-type": image.contentType,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": image.public && !options.staff ? "public, max-age=86400" : "private, no-store",
  });
}

/** The text parts (a repeated name is a list) and the file parts (bytes only) of the posted form. */
async function readForm(c: Context): Promise<{ values: FormValues; files: Record<string, Uint8Array[]> }> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded"))
    throw fieldsError([{ field: "body", message: "Send the form as multipart/form-data." }]);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw fieldsError([{ field: "body", message: "The form could not be read." }]);
  }
  const values: FormValues = {};
  const files: Record<string, Uint8Array[]> = {};
  for (const [name, raw] of Object.entries(form)) {
    const items = Array.isArray(raw) ? raw : [raw];
    const texts: string[] = [];
    for (const item of items) {
      if (item instanceof Blob) {
        // An empty file part is what a browser sends for a file input left empty.
        if (item.size === 0 && !(item as File).name) continue;
        const list = files[name] ?? [];
        list.push(new Uint8Array(await item.arrayBuffer()));
        files[name] = list;
      } else if (typeof item === "string") texts.push(item);
    }
    if (texts.length > 0) values[name] = texts.length === 1 ? (texts[0] as string) : texts;
  }
  return { values, files };
}
