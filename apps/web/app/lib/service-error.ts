/** The shape of a service's HttpError as SSR loaders and actions catch it (in-process calls, ADR 0027). */
export interface ServiceError {
  status: number;
  code: string;
  message: string;
}

/** True for an expected failure a page can word (a 4xx by its code); anything else is rethrown by callers. */
export const isExpectedServiceError = (e: unknown): e is ServiceError =>
  typeof e === "object" &&
  e !== null &&
  typeof (e as ServiceError).status === "number" &&
  (e as ServiceError).status < 500 &&
  "code" in e;
