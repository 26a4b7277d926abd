import { randomUUID } from "node:crypto";
import type {
  FormImageRef,
  FormSubmitResponse,
  GalleryResponse,
  StaffFormDecision,
  StaffFormList,
  StaffFormQuery,
  StaffFormSubmission,
} from "@ironworks/contracts";
import { ERRORS, FORM_DECISION_CONFLICT } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import type { AuditWriter } from "../../platform/audit.ts";
import type { FormSlug, FormStatus } from "@ironworks/domain";
import {
  FORM_TEAM_ADDRESSES,
  type FormDefinition,
  type FormValues,
  formByHash,
  initialStatus,
  validateForm,
} from "@ironworks/domain/forms";
import type { Cache } from "../../platform/cache.ts";
import type { CaptchaGate } from "../../platform/captcha.ts";
import { fieldsError, httpError, notFound } from "../../platform/errors.ts";
import { type ImageIssue, type PreparedImage, pickVariant, prepareImage } from "../../platform/images.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailMessage } from "../../platform/mail.ts";
import { type Throttle, takeAllOrRefuse } from "../../platform/rate-limit.ts";
import { GYM_CITIES, type NewGym } from "../gyms/index.ts";
import { escapeHtml } from "../mail/index.ts";
import type { FormsRepository, ImageInfo, SubmissionRow } from "./forms.repository.ts";

/** Where an uploaded image is served (public once its submission is approved; the back office any time). */
/** Who decides (the staff principal, as the staff routes pass it). */
export interface Decider {
  id: number;
  email: string;
}

export const formImageUrl = (id: string) => `/svc_ssr/forms/images/${id}`;
export const STAFF_PAGE_SIZE = 25;
/** Submissions per client address (every form together): 20 an hour, then 30 s, 60 s … up to an hour. */
export const FORM_SUBMIT_POLICY = { free: 20, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, windowMs: 60 * 60_000 };
export const GALLERY_PAGE_SIZE = 24;

const IMAGE_MESSAGES: Record<ImageIssue, string> = {
  empty: "The file is empty.",
  size: "An image can be at most 10 MB.",
  type: "Only JPEG, PNG or WebP images can be uploaded.",
  damaged: "The image could not be read.",
};

export interface SubmitInput {
  hash: string;
  values: FormValues;
  /** The uploaded files per field (bytes only: the type is sniffed, the name never trusted). */
  files: Record<string, Uint8Array[]>;
  site: string;
  locale: string;
}

export interface FormsDeps {
  repo: FormsRepository;
  gate: CaptchaGate;
  /** Submissions per client address (every form). */
  throttle: Throttle;
  /** Mail as a job in the transaction of the change that causes it (issue #18, ADR 0043). */
  mail: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  cache: Cache;
  /**
   * The change bus: an approved gym reaches the map, a moderated gallery entry the gallery, on every
   * process (their caches and the guest pages).
   */
  changes?: { publish(topic: "gyms" | "gallery"): void };
  /** The back office's audit trail, written in the decision's own transaction (ADR 0037). */
  audit: AuditWriter;
  /** Puts a gym on the map in the caller's transaction (services/gyms): its id. */
  addGym: (tx: Db, gym: NewGym) => Promise<number>;
  publicBaseUrl: string;
  logger: Logger;
  now?: () => Date;
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[\s-]+/g, "");

/** Where a gym of that city and country goes on the map when staff give no coordinates. */
export function cityCentre(city: string, country: string): { lat: number; lon: number } | null {
  const c = GYM_CITIES.find((g) => g.country === country && fold(g.city) === fold(city));
  return c ? { lat: c.lat, lon: c.lon } : null;
}

/**
 * The store's forms (issue #24 part 3) and the gym gallery's submissions (issue #19 item 2): one
 * submit for every form (found by its Wufoo `formHash`), validated against its definition, behind
 * the captcha gate and a per-address throttle; images through the shared upload path
 * (platform/images.ts); stored, then mailed to the form's team. The back office lists them and
 * decides the moderated ones: an approved gym application becomes a gym on the map, an approved
 * gallery entry shows on /theindex/ryourogue. Every decision is audited in its transaction.
 */
export function createFormsService(deps: FormsDeps) {
  const { repo } = deps;
  const now = () => deps.now?.() ?? new Date();

  function refs(images: ImageInfo[], submissionId: string): FormImageRef[] {
    return images
      .filter((i) => i.submissionId === submissionId)
      .map((i) => ({ id: i.imageId, field: i.field, url: formImageUrl(i.imageId), widths: i.widths }));
  }

  function toStaff(row: SubmissionRow, images: ImageInfo[]): StaffFormSubmission {
    return {
      id: row.id,
      form: row.form as FormSlug,
      site: row.site,
      locale: row.locale,
      status: row.status as FormStatus,
      team: row.team,
      email: row.email,
      data: row.data,
      images: refs(images, row.id),
      gymId: row.gymId,
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The team's mail as a job in the submission's transaction: sent if and only if the submission is stored. */
  async function notifyTeam(tx: Db, form: FormDefinition, row: SubmissionRow, imageCount: number) {
    const lines = Object.entries(row.data).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`);
    const link = `${deps.publicBaseUrl}/admin/forms?form=${form.slug}`;
    const text = [
      `A new "${form.slug}" submission (${row.site}, ${row.locale}):`,
      "",
      ...lines,
      ...(imageCount > 0 ? ["", `${imageCount} image(s) attached; see the back office.`] : []),
      "",
      form.moderated ? `It waits for a decision: ${link}` : `Back office: ${link}`,
      `Submission id: ${row.id}`,
    ].join("\n");
    // Staff mail: English (the back office is English-only), the shopper's words escaped as they are.
    await deps.mail.enqueue(tx, {
      to: FORM_TEAM_ADDRESSES[form.team],
      subject: `[${form.slug}] New submission from ${row.email}`,
      text,
      html: `<pre style="font:14px/1.5 system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    });
  }

  return {
    /**
     * One submission: 404 for an unknown formHash; the captcha gate (action "form") and the
     * per-address throttle; 400 naming every missing or invalid field; 413 for an image over
     * 10 MB, 400 for one that is not an image by its bytes. Nothing is stored unless all passed.
     */
    async submit(input: SubmitInput, guard: { captchaToken: string | null | undefined; ip: string }) {
      const form = formByHash(input.hash);
      if (!form) throw notFound("No such form");
      await deps.gate.pass(guard.captchaToken, "form", guard.ip);
      await takeAllOrRefuse([[deps.throttle, `forms:ip:${guard.ip}`]]);

      const fileCounts = Object.fromEntries(Object.entries(input.files).map(([k, v]) => [k, v.length]));
      const checked = validateForm(form, input.values, fileCounts);
      if (!checked.ok)
        throw fieldsError(
          checked.issues.map((i) => ({ field: i.field, message: i.issue })),
          `Please check: ${checked.issues.map((i) => i.field).join(", ")}`,
          { issues: checked.issues },
        );

      // Images: every file of every image field, all refused or all stored.
      const imageFields = form.fields.filter((f) => f.kind === "image");
      const prepared: { field: string; position: number; image: PreparedImage }[] = [];
      const refused: { field: string; issue: ImageIssue }[] = [];
      for (const f of imageFields)
        for (const [n, bytes] of (input.files[f.name] ?? []).entries()) {
          const result = await prepareImage(bytes);
          if ("issue" in result) refused.push({ field: `${f.name}.${n}`, issue: result.issue });
          else prepared.push({ field: f.name, position: n, image: result });
        }
      if (refused.length > 0) {
        const fields = refused.map((r) => ({ field: r.field, message: IMAGE_MESSAGES[r.issue] }));
        if (refused.some((r) => r.issue === "size"))
          throw httpError(ERRORS.payloadTooLarge, IMAGE_MESSAGES.size, { fields });
        throw fieldsError(fields, fields.map((f) => f.message).join(" "), {
          issues: refused.map((r) => ({
            field: r.field,
            issue: `image${r.issue[0]?.toUpperCase()}${r.issue.slice(1)}`,
          })),
        });
      }

      const id = randomUUID();
      const images = prepared.flatMap(({ field, position, image }) => {
        const imageId = randomUUID();
        return image.variants.map((v) => ({
          imageId,
          width: v.width,
          submissionId: id,
          field,
          position,
          height: v.height,
          contentType: v.contentType,
          data: v.data,
        }));
      });
      const row = await repo.insert(
        {
          id,
          form: form.slug,
          site: input.site,
          locale: input.locale,
          status: initialStatus(form),
          team: form.team,
          email: String(checked.data.email ?? ""),
          data: checked.data,
          createdAt: now(),
        },
        images,
        // With the submission: a relay that is down loses neither (the worker retries the mail).
        (tx, saved) => notifyTeam(tx, form, saved, prepared.length),
      );
      const answer: FormSubmitResponse = { success: true, id, form: form.slug, status: row.status as FormStatus };
      return answer;
    },

    /** An uploaded image at a width: the public see only an approved submission's; staff see all. */
    async image(imageId: string, width: number | undefined, options: { staff: boolean }) {
      const variants = await repo.image(imageId);
      const first = variants[0];
      if (!first || (!options.staff && first.status !== "approved")) throw notFound("No such image");
      const v = pickVariant(variants, width);
      if (!v) throw notFound("No such image");
      return { contentType: v.contentType, data: v.data, public: first.status === "approved" };
    },

    /** The approved gym gallery (/theindex/ryourogue), newest approval first. */
    async gallery(page = 1): Promise<GalleryResponse> {
      const { rows, total } = await repo.approvedGallery(
        "ryourogue",
        GALLERY_PAGE_SIZE,
        (page - 1) * GALLERY_PAGE_SIZE,
      );
      const images = await repo.imagesOf(rows.map((r) => r.id));
      return {
        entries: rows.map((r) => ({
          id: r.id,
          gymName: String(r.data.gymName ?? ""),
          city: String(r.data.city ?? ""),
          name: String(r.data.name ?? "").split(/\s+/)[0] ?? "",
          story: typeof r.data.story === "string" ? r.data.story : null,
          photos: refs(images, r.id),
          approvedAt: (r.decidedAt ?? r.createdAt).toISOString(),
        })),
        total,
        page,
        size: GALLERY_PAGE_SIZE,
      };
    },

    async list(query: StaffFormQuery): Promise<StaffFormList> {
      const page = query.page ?? 1;
      const { rows, total } = await repo.list({
        form: query.form,
        status: query.status,
        q: query.q,
        limit: STAFF_PAGE_SIZE,
        offset: (page - 1) * STAFF_PAGE_SIZE,
      });
      const images = await repo.imagesOf(rows.map((r) => r.id));
      return { items: rows.map((r) => toStaff(r, images)), total, page, size: STAFF_PAGE_SIZE };
    },

    async get(id: string): Promise<StaffFormSubmission> {
      const row = await repo.find(id);
      if (!row) throw notFound("No such submission");
      return toStaff(row, await repo.imagesOf([id]));
    },

    /**
     * A staff decision: a moderated submission (pending) is approved or rejected, any other
     * (received) handled; 409 when it was decided already. Approving a gym application puts the
     * gym on the map (at lat/lon, or its city's centre; 400 naming lat/lon when neither is known).
     */
    async decide(
      who: Decider,
      id: string,
      decision: StaffFormDecision,
      scope: "forms" | "gallery",
    ): Promise<StaffFormSubmission> {
      const before = await repo.find(id);
      // The gallery's entries are moderated by content staff (content.write), the rest by forms.manage.
      if (!before || (scope === "gallery") !== (before.form === "ryourogue")) throw notFound("No such submission");
      const moderated = before.status === "pending";
      const allowed = moderated ? ["approved", "rejected"] : before.status === "received" ? ["handled"] : [];
      if (!allowed.includes(decision.status))
        throw httpError(
          FORM_DECISION_CONFLICT,
          allowed.length === 0
            ? `This submission was already ${before.status}.`
            : `A ${before.status} submission can only be ${allowed.join(" or ")}.`,
          { status: before.status },
        );
      const images = await repo.imagesOf([id]);
      let place: { lat: number; lon: number } | null = null;
      if (before.form === "gym-application" && decision.status === "approved") {
        place =
          decision.lat !== undefined && decision.lon !== undefined
            ? { lat: decision.lat, lon: decision.lon }
            : cityCentre(String(before.data.city ?? ""), String(before.data.country ?? ""));
        if (!place)
          throw fieldsError(
            [
              { field: "lat", message: "is required: the store does not know this city" },
              { field: "lon", message: "is required: the store does not know this city" },
            ],
            "Give the gym's position (lat, lon): the store does not know its city.",
          );
      }
      const after = await repo.db.transaction(async (tx) => {
        let gymId: number | null = null;
        if (place) {
          const d = before.data;
          const photo = images.find((i) => i.field === "photo");
          gymId = await deps.addGym(tx, {
            name: String(d.gymName),
            type: String(d.gymType),
            street: String(d.street),
            city: String(d.city),
            region: typeof d.region === "string" ? d.region : null,
            postcode: String(d.postcode),
            country: String(d.country),
            lat: place.lat,
            lon: place.lon,
            hours: String(d.hours),
            photo: photo ? formImageUrl(photo.imageId) : null,
            equipment: (Array.isArray(d.equipment) ? d.equipment : []) as NewGym["equipment"],
            website: typeof d.website === "string" ? d.website : null,
            status: "approved",
          });
        }
        const row = await repo.decide(tx, id, before.status, {
          status: decision.status,
          decidedBy: who.email,
          decidedAt: now(),
          note: decision.note ?? null,
          ...(gymId ? { gymId } : {}),
        });
        if (!row)
          throw httpError(FORM_DECISION_CONFLICT, "This submission was decided meanwhile.", { status: "changed" });
        await deps.audit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: `form.${decision.status === "approved" ? "approve" : decision.status === "rejected" ? "reject" : "handle"}`,
          targetType: "form_submission",
          targetId: id,
          changes: {
            status: { before: before.status, after: decision.status },
            ...(decision.note ? { note: { before: before.note, after: decision.note } } : {}),
            ...(gymId ? { gymId: { before: null, after: gymId } } : {}),
          },
          detail: { form: before.form },
        });
        return row;
      });
      // The map reads the approved gyms once a minute: every process drops that (and the map's guest
      // pages) at once through the change bus; without one, at least this process does.
      if (after.gymId) {
        if (deps.changes) deps.changes.publish("gyms");
        else deps.cache.deletePrefix("memo:gyms");
      }
      // The gallery is read from the database on each request: only its guest pages hold a copy.
      if (before.form === "ryourogue") deps.changes?.publish("gallery");
      return toStaff(after, images);
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
