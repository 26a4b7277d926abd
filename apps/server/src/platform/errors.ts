import { ERRORS, type ErrorBody, type ErrorKind } from "@ironworks/contracts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** An expected failure with the spec's code; anything else becomes a 500 with no internals. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/** The failure of one catalogue kind (ADR 0027): its code and status; its message unless a more precise one is given. */
export function httpError(kind: ErrorKind, message: string = kind.message, details?: unknown): HttpError {
  return new HttpError(kind.status, kind.code, message, details);
}

/** 404 not_found: "No such card", "No such message"… */
export function notFound(message: string = ERRORS.notFound.message): HttpError {
  return httpError(ERRORS.notFound, message);
}

/** How long a client waits after a lost database connection: the pool reconnects on the next query. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/** The answer to a request whose database connection was lost mid-way (ADR 0023); nothing was acknowledged. */
export function databaseUnavailable(): HttpError {
  return httpError(ERRORS.unavailable, ERRORS.unavailable.message, { retryAfter: DATABASE_RETRY_AFTER_SECONDS });
}

/** One offending field, as every 400 names it: `{ field, message }` (a path like "items.0.sku"). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The one field-error builder: 400 validation_error naming every offending field in
 * details.fields. The message is "Invalid {first field}: {its problem}" unless the spec gives
 * one (SPEC §5 'Please enter a valid email.', §8 'No shipping address provided').
 */
export function fieldsError(
  fields: readonly FieldProblem[],
  message?: string,
  extra?: Record<string, unknown>,
): HttpError {
  const first = fields[0];
  const summary =
    message ?? (first ? `Invalid ${first.field || "input"}: ${first.message}` : ERRORS.validation.message);
  return httpError(ERRORS.validation, summary, { fields, ...extra });
}

/** 400 naming one field: `fieldError("storeId", "is not a store")` → "Invalid storeId: is not a store". */
export function fieldError(field: string, problem: string, message?: string): HttpError {
  return fieldsError([{ field, message: problem }], message);
}

/** 400 naming every offending field, from a zod failure. */
export function validationError(error: z.ZodError, where = ""): HttpError {
  // Keep index 0 of a list path ("items.0.qty"): only the empty `where` is dropped.
  return fieldsError(
    error.issues.map((i) => ({
      field: [where, ...i.path.map(String)].filter((part) => part !== "").join("."),
      message: i.message,
    })),
  );
}
