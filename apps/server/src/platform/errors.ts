import { ERROR_CODES, type ErrorBody } from "@ironworks/contracts";
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

export function notFound(code: string = ERROR_CODES.notFound, message = "Not found"): HttpError {
  return new HttpError(404, code, message);
}

/** How long a client waits after a lost database connection: the pool reconnects on the next query. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/** The answer to a request whose database connection was lost mid-way (ADR 0023); nothing was acknowledged. */
export function databaseUnavailable(): HttpError {
  return new HttpError(
    503,
    ERROR_CODES.unavailable,
    "The store lost its database connection for a moment. Please try again.",
    { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
  );
}

/** 400 naming every offending field, from a zod failure. */
export function validationError(error: z.ZodError, where = ""): HttpError {
  // Keep index 0 of a list path ("items.0.qty"): only the empty `where` is dropped.
  const fields = error.issues.map((i) => ({
    field: [where, ...i.path.map(String)].filter((part) => part !== "").join("."),
    message: i.message,
  }));
  const first = fields[0];
  const message = first ? `Invalid ${first.field || "input"}: ${first.message}` : "Invalid input";
  return new HttpError(400, ERROR_CODES.validation, message, { fields });
}
