/**
 * Values the browser imports from the contracts (`@ironworks/contracts/codes`). This module must
 * not import zod: the package root pulls every schema (and zod, ~27 KB gzip) into the client
 * bundle when a browser module imports a value from it (issue 16 item 4).
 */

export const BIN_ERROR_CODES = {
  /** SPEC §8: a second alert for the same product; the browser treats it as success. */
  alreadySubscribed: "validation_error_already_subscribed",
  binNotFound: "bin_not_found",
  /** Our cap on alerts per customer (MAX_BINS_PER_CUSTOMER). */
  tooManyBins: "too_many_bins",
  /** A confirmation link that is forged, garbled or older than 7 days. */
  binLinkInvalid: "bin_link_invalid",
} as const;
