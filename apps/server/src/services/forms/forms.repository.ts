import type { Db } from "@ironworks/db";
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { formImages, formSubmissions } from "./forms.schema.ts";

export type SubmissionRow = typeof formSubmissions.$inferSelect;
export type NewSubmission = typeof formSubmissions.$inferInsert;
export type ImageRow = typeof formImages.$inferInsert;
export interface ImageInfo {
  imageId: string;
  submissionId: string;
  field: string;
  position: number;
  widths: number[];
}

/** The only file with the forms' SQL. */
export function createFormsRepository(db: Db) {
  return {
    db,
    /** The submission and every variant of its images, together or not at all. */
    /** The submission and its images in one transaction; `also` runs in it last (the team's mail job). */
    async insert(
      row: NewSubmission,
      images: ImageRow[],
      also?: (tx: Db, saved: SubmissionRow) => Promise<void>,
    ): Promise<SubmissionRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(formSubmissions).values(row).returning();
        if (images.length > 0) await tx.insert(formImages).values(images);
        await also?.(tx as unknown as Db, saved as SubmissionRow);
        return saved as SubmissionRow;
      });
    },

    async list(filter: { form?: string; status?: string; q?: string; limit: number; offset: number }) {
      const where = and(
        filter.form ? eq(formSubmissions.form, filter.form) : undefined,
        filter.status ? eq(formSubmissions.status, filter.status) : undefined,
        filter.q
          ? or(
              ilike(formSubmissions.email, `%${escapeLike(filter.q)}%`),
              sql`${formSubmissions.data}::text ilike ${`%${escapeLike(filter.q)}%`}`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(formSubmissions)
          .where(where)
          .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(formSubmissions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: string): Promise<SubmissionRow | null> {
      const rows = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Image ids, fields and widths of these submissions (no bytes). */
    async imagesOf(submissionIds: string[]): Promise<ImageInfo[]> {
      if (submissionIds.length === 0) return [];
      const rows = await db
        .select({
          imageId: formImages.imageId,
          submissionId: formImages.submissionId,
          field: formImages.field,
          position: formImages.position,
          width: formImages.width,
        })
        .from(formImages)
        .where(inArray(formImages.submissionId, submissionIds))
        .orderBy(asc(formImages.position), asc(formImages.width));
      const byId = new Map<string, ImageInfo>();
      for (const r of rows) {
        const info = byId.get(r.imageId) ?? { ...r, widths: [] };
        info.widths.push(r.width);
        byId.set(r.imageId, info);
      }
      return [...byId.values()];
    },

    /** One image's variants (with bytes) and its submission's form and status. */
    async image(imageId: string) {
      const rows = await db
        .select({
          width: formImages.width,
          height: formImages.height,
          contentType: formImages.contentType,
          data: formImages.data,
          form: formSubmissions.form,
          status: formSubmissions.status,
        })
        .from(formImages)
        .innerJoin(formSubmissions, eq(formSubmissions.id, formImages.submissionId))
        .where(eq(formImages.imageId, imageId));
      return rows;
    },

    async approvedGallery(form: string, limit: number, offset: number) {
      const where = and(eq(formSubmissions.form, form), eq(formSubmissions.status, "approved"));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(formSubmissions)
          .where(where)
          .orderBy(desc(formSubmissions.decidedAt), desc(formSubmissions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(formSubmissions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The decision in the caller's transaction, only from the status it was read in (no double decision). */
    async decide(
      tx: Db,
      id: string,
      from: string,
      change: { status: string; decidedBy: string; decidedAt: Date; note: string | null; gymId?: number | null },
    ): Promise<SubmissionRow | null> {
      const rows = await tx
        .update(formSubmissions)
        .set(change)
        .where(and(eq(formSubmissions.id, id), eq(formSubmissions.status, from)))
        .returning();
      return rows[0] ?? null;
    },
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type FormsRepository = ReturnType<typeof createFormsRepository>;
