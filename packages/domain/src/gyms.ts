/** Gym types and equipment on the equipped-gyms map (the map's filters and the application's choices). */
export const GYM_TYPES = ["affiliate", "strength", "university", "military", "commercial"] as const;
export type GymType = (typeof GYM_TYPES)[number];
export const GYM_EQUIPMENT = [
  "rigs",
  "barbells",
  "plates",
  "racks",
  "dumbbells",
  "kettlebells",
  "conditioning",
  "strongman",
] as const;
export type GymEquipment = (typeof GYM_EQUIPMENT)[number];

/**
 * The store's forms by slug and the states of a submission (issue #24 part 3): the definitions
 * themselves are in forms.ts (`@ironworks/domain/forms`, which carries the address data).
 */
export const FORM_SLUGS = [
  "contact-us",
  "gym-application",
  "athlete-sponsorship",
  "wholesale",
  "catalog-request",
  "ryourogue",
] as const;
export type FormSlug = (typeof FORM_SLUGS)[number];
/** A moderated form's submission waits (pending) for a decision; the others are simply received. */
export const FORM_STATUSES = ["received", "pending", "approved", "rejected", "handled"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
/** A submission's validated answers: text, a list (multiselect) or true (consent). */
export type FormAnswers = Record<string, string | string[] | boolean>;
