import { FORM_SLUGS, FORM_STATUSES, type FormAnswers, type FormSlug, type FormStatus } from "@ironworks/domain";
import { z } from "zod";
import type { ErrorKind } from "./errors.ts";

/**
 * The store's forms (issue #24 part 3) and the gym gallery (issue #19 item 2). The submission
 * itself is Wufoo-shaped multipart form data (`formHash` + one part per field of the form's
 * definition in packages/domain forms.ts), so it has no JSON schema here; its answers do.
 */

/** 201 of POST /svc_ssr/submit/wufoo. */
export interface FormSubmitResponse {
  success: true;
  id: string;
  form: FormSlug;
  status: FormStatus;
}

/** An uploaded image of a submission: its id and the URL of its widest variant (`?w=` picks one). */
export interface FormImageRef {
  id: string;
  field: string;
  url: string;
  widths: number[];
}

/** GET /svc_ssr/forms/gallery: the approved gym gallery, newest first. */
export interface GalleryEntry {
  id: string;
  gymName: string;
  city: string;
  name: string;
  story: string | null;
  photos: FormImageRef[];
  approvedAt: string;
}
export interface GalleryResponse {
  entries: GalleryEntry[];
  total: number;
  page: number;
  size: number;
}
export const GalleryQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

/** The back office's submissions list (GET /svc_staff/forms/submissions). */
export const StaffFormQuery = z.object({
  form: z.enum(FORM_SLUGS, { error: `must be one of ${FORM_SLUGS.join(", ")}` }).optional(),
  status: z.enum(FORM_STATUSES, { error: `must be one of ${FORM_STATUSES.join(", ")}` }).optional(),
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffFormQuery = z.infer<typeof StaffFormQuery>;

export interface StaffFormSubmission {
  id: string;
  form: FormSlug;
  site: string;
  locale: string;
  status: FormStatus;
  team: string;
  email: string;
  data: FormAnswers;
  images: FormImageRef[];
  gymId: number | null;
  decidedBy: string | null;
  decidedAt: string | null;
  note: string | null;
  createdAt: string;
}
export interface StaffFormList {
  items: StaffFormSubmission[];
  total: number;
  page: number;
  size: number;
}

/**
 * POST /svc_staff/forms/submissions/{id}/decision: a moderated submission (gym application, gym
 * gallery) is approved or rejected; any other is marked handled. An approved gym application is
 * placed on the map at `lat`/`lon`, or at its city's centre when the store knows the city.
 */
export const StaffFormDecision = z.object({
  status: z.enum(["approved", "rejected", "handled"]),
  note: z.string().trim().max(500, "must be at most 500 characters").optional(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
});
export type StaffFormDecision = z.infer<typeof StaffFormDecision>;

/** 409 of a decision on a submission that was decided already (or cannot take that decision). */
export const FORM_DECISION_CONFLICT: ErrorKind = {
  code: "form_decision_conflict",
  status: 409,
  message: "This submission cannot take this decision.",
};
