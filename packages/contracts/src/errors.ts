import { z } from "zod";

/** DESIGN §5: one JSON shape for every failure. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ERROR_CODES = {
  validation: "validation_error",
  notFound: "not_found",
  productNotFound: "product_not_found",
  categoryNotFound: "category_not_found",
  pageNotFound: "page_not_found",
  blockNotFound: "block_not_found",
  routeNotFound: "route_not_found",
  unknownSite: "unknown_site",
  malformedJson: "malformed_json",
  payloadTooLarge: "payload_too_large",
  internal: "internal_error",
  unavailable: "service_unavailable",
} as const;
