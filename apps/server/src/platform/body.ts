import { ERRORS } from "@ironworks/contracts";
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { fieldError, HttpError, httpError, validationError } from "./errors.ts";

/** Reads a JSON body and parses it with a zod schema: malformed JSON → 400 malformed_json, bad fields → 400 naming them. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw httpError(ERRORS.malformedJson);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw fieldError("body", "must be a JSON object");
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** After the handler: a 429's wait (HttpError details.retryAfter) copied into Retry-After. */
export function copyRetryAfter(c: Context): void {
  const err = c.error;
  if (err instanceof HttpError && err.status === 429) {
    const retryAfter = (err.details as { retryAfter?: number } | undefined)?.retryAfter;
    if (retryAfter) c.header("retry-after", String(retryAfter));
  }
}

/** Private answers: no-store, and a 429's wait copied into Retry-After. */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("cache-control", "no-store");
  copyRetryAfter(c);
};
