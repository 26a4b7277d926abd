import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The store's forms (issue #24 part 3, migration 0024): every submission of every form, its values
 * as validated against the form's definition (packages/domain forms.ts), the team it was mailed
 * to, and the staff decision of a moderated one (gym application, gym gallery).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: text("id").primaryKey(),
    form: text("form").notNull(),
    site: text("site").notNull(),
    locale: text("locale").notNull(),
    /** received | pending (moderated, awaiting) | approved | rejected | handled */
    status: text("status").notNull(),
    team: text("team").notNull(),
    email: text("email").notNull(),
    data: jsonb("data").$type<Record<string, string | string[] | boolean>>().notNull(),
    /** The gym an approved application became (services/gyms' table; no foreign key across services). */
    gymId: integer("gym_id"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("form_submissions_form_status").on(t.form, t.status, t.createdAt),
    index("form_submissions_created").on(t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The uploaded images of a submission (platform/images.ts): one row per image and SPEC §9 width, WebP. */
export const formImages = pgTable(
  "form_images",
  {
    imageId: text("image_id").notNull(),
    width: integer("width").notNull(),
    submissionId: text("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    position: integer("position").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] }), index("form_images_submission").on(t.submissionId)],
);
