import { FORM_TEAM_ADDRESSES, formBySlug } from "@ironworks/domain/forms";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { ANSWERS, formsIp, submitForm, submitted, testPhoto } from "./forms.testing.ts";

const clock = movableNow();
let store: TestStore;
let support: StaffClient;
let author: StaffClient;
let merchandiser: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  [support, author, merchandiser] = await Promise.all([
    signedInStaff(store, clock, "support"),
    signedInStaff(store, clock, "author"),
    signedInStaff(store, clock, "merchandiser"),
  ]);
}, 240_000);
afterAll(() => store?.close());

const count = async (table: "form_submissions" | "form_images") =>
  Number(
    (
      (await store.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

/** SQL statements one by one (a fault the test injects, and takes away). */
const run = async (...statements: string[]) => {
  for (const s of statements) await store.database.db.execute(sql.raw(s));
};
const outboxTo = (to: string) => store.services.mail.listOutbox({ to, limit: 50 });

describe("POST /svc_ssr/submit/wufoo", () => {
  it.each(["contact-us", "athlete-sponsorship", "wholesale", "catalog-request"] as const)(
    "stores a complete %s and mails its team",
    async (slug) => {
      const before = (await outboxTo(FORM_TEAM_ADDRESSES[formBySlug(slug)?.team ?? "support"])).length;
      const res = await submitForm(store, slug, ANSWERS[slug]);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, form: slug, status: "received" });
      const mails = await outboxTo(FORM_TEAM_ADDRESSES[formBySlug(slug)?.team ?? "support"]);
      expect(mails.length).toBe(before + 1);
      expect(mails[0]?.text).toContain(res.body.id);
      expect(mails[0]?.text).toContain(String(ANSWERS[slug].email));
    },
    60_000,
  );

  it("mails the team only when the submission commits (the mail is a job in its transaction)", async () => {
    const team = FORM_TEAM_ADDRESSES[formBySlug("contact-us")?.team ?? "support"];
    const jobsMentioning = async (text: string) =>
      Number(
        (
          (await store.database.db.execute(
            sql`select count(*)::int as n from jobs.job where name = 'mail' and data->>'text' like ${`%${text}%`}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      );
    // Committed: one mail job naming the submission, delivered once.
    const ok = await submitForm(store, "contact-us", ANSWERS["contact-us"]);
    expect(ok.status).toBe(201);
    expect(await jobsMentioning(ok.body.id)).toBe(1);
    expect((await outboxTo(team)).filter((m) => m.text.includes(ok.body.id))).toHaveLength(1);

    // The same submission's commit fails (a deferred check refuses it at COMMIT, after the mail
    // was enqueued): nothing stored, no job, no mail.
    const marker = "rolled.back.form@example.com";
    await run(
      `create or replace function refuse_marker() returns trigger language plpgsql as $$
        begin if new.email = '${marker}' then raise exception 'refused at commit'; end if; return new; end $$`,
      `create constraint trigger refuse_marker after insert on form_submissions
        deferrable initially deferred for each row execute function refuse_marker()`,
    );
    try {
      const before = { rows: await count("form_submissions"), mails: (await outboxTo(team)).length };
      const failed = await submitForm(store, "contact-us", { ...ANSWERS["contact-us"], email: marker });
      expect(failed.status).toBe(500);
      expect(await count("form_submissions")).toBe(before.rows);
      expect(await jobsMentioning(marker)).toBe(0);
      await store.services.jobs.drain();
      expect((await outboxTo(team)).length).toBe(before.mails);
    } finally {
      await run("drop trigger refuse_marker on form_submissions", "drop function refuse_marker()");
    }
  });

  it("answers 404 for an unknown formHash, and 400 naming formHash when there is none", async () => {
    const unknown = await submitForm(store, "contact-us", ANSWERS["contact-us"], { hash: "z9nosuchform" });
    expect(unknown.status).toBe(404);
    const none = await submitForm(store, "contact-us", ANSWERS["contact-us"], { hash: "" });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body.error)).toContain("formHash");
  });

  it("answers 400 naming every missing or invalid field, and stores nothing", async () => {
    const before = await count("form_submissions");
    const res = await submitForm(store, "catalog-request", {
      ...ANSWERS["catalog-request"],
      state: "ZZ",
      zip: "",
      city: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_error");
    expect(res.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "city",
      "state",
      "zip",
    ]);
    expect(res.body.error.details.issues).toContainEqual({ field: "state", issue: "usState" });
    expect(await count("form_submissions")).toBe(before);
  });

  it("re-encodes a gallery photo at the SPEC widths up to its own (WebP, metadata gone), private until approved", async () => {
    const photo = await sharp(await testPhoto(1400, 1000))
      .withMetadata({ exif: { IFD0: { Copyright: "GPS secret" } } })
      .jpeg()
      .toBuffer();
    const res = await submitForm(store, "ryourogue", ANSWERS.ryourogue, {
      files: { photos: [{ bytes: photo, name: "x.pdf", type: "application/pdf" }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("pending");
    const detail = await support.json("GET", `/svc_staff/forms/submissions/${res.body.id}`);
    expect(detail.status).toBe(200);
    const image = detail.body.images[0];
    expect(image.widths).toEqual([360, 521, 768, 1284]);
    // Not public before moderation; staff see it.
    expect((await store.request(`${image.url}?w=360`)).status).toBe(404);
    const staffImage = await support.request("GET", `/svc_staff/forms/images/${image.id}?w=768`);
    expect(staffImage.status).toBe(200);
    expect(staffImage.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await staffImage.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(768);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("GPS secret"))).toBe(false);
  });

  it("refuses a file that is not an image by its bytes (400, named) and one over 10 MB (413), storing nothing", async () => {
    const before = [await count("form_submissions"), await count("form_images")];
    const pdf = Buffer.from("%PDF-1.7\n……");
    const notImage = await submitForm(store, "ryourogue", ANSWERS.ryourogue, {
      files: {
        photos: [
          { bytes: await testPhoto(400, 300), name: "a.jpg" },
          { bytes: pdf, name: "b.jpg", type: "image/jpeg" },
        ],
      },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.details.fields).toEqual([
      { field: "photos.1", message: expect.stringContaining("JPEG") },
    ]);

    const huge = Buffer.concat([await testPhoto(200, 200), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await submitForm(store, "ryourogue", ANSWERS.ryourogue, {
      files: { photos: [{ bytes: huge, name: "big.jpg" }] },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe("payload_too_large");
    expect([await count("form_submissions"), await count("form_images")]).toEqual(before);
  });

  it("takes a submission without a captcha only on the strict throttle, and refuses a forged one", async () => {
    const ip = formsIp();
    const forged = await submitForm(store, "contact-us", ANSWERS["contact-us"], { ip, captcha: "bm90IGEgdG9rZW4=" });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe("captcha_failed");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await submitForm(store, "contact-us", ANSWERS["contact-us"], { ip, captcha: false })).status);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses[3]).toBe(429);
  }, 90_000);

  it("throttles one address's submissions (20 an hour)", async () => {
    const ip = formsIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await submitForm(store, "contact-us", ANSWERS["contact-us"], { ip })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    const last = await submitForm(store, "contact-us", ANSWERS["contact-us"], { ip });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 180_000);
});

describe("the back office", () => {
  it("lists submissions with filters, for forms.read only", async () => {
    await submitted(store, "wholesale", { company: "Filterable Plates Ltd" });
    const list = await support.json("GET", "/svc_staff/forms/submissions?form=wholesale&q=Filterable");
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ form: "wholesale", status: "received", team: "wholesale" });
    expect((await support.json("GET", "/svc_staff/forms/submissions?status=nope")).status).toBe(400);
    const denied = await merchandiser.json("GET", "/svc_staff/forms/submissions");
    expect(denied.status).toBe(403);
    expect(denied.body.error.details.permission).toBe("forms.read");
  });

  it("approves a gym application onto the map (audited, once), and a decided one is a 409", async () => {
    await store.services.flags.set("gym-map", { value: true });
    const id = await submitted(store, "gym-application", { gymName: "Approved Anvil Club" });
    const find = async () =>
      (
        (await (await store.request("/svc_gyms/gyms?q=approved%20anvil")).json()) as {
          gyms: { name: string; photo: string | null }[];
        }
      ).gyms;
    expect(await find()).toEqual([]);
    const ok = await support.json("POST", `/svc_staff/forms/submissions/${id}/decision`, { status: "approved" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "approved", decidedBy: support.email });
    expect(ok.body.gymId).toBeGreaterThan(0);
    const gyms = await find();
    expect(gyms.map((g) => g.name)).toEqual(["Approved Anvil Club"]);
    expect(gyms[0]?.photo).toMatch(/^\/svc_ssr\/forms\/images\//);
    expect((await store.request(`${gyms[0]?.photo}?w=360`)).status).toBe(200);
    const again = await support.json("POST", `/svc_staff/forms/submissions/${id}/decision`, { status: "rejected" });
    expect(again.status).toBe(409);
  });

  it("asks for lat/lon when the applied gym's city is unknown", async () => {
    const id = await submitted(store, "gym-application", { city: "Smallville", gymName: "Nowhere Barbell" });
    const res = await support.json("POST", `/svc_staff/forms/submissions/${id}/decision`, { status: "approved" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain("lat");
    const placed = await support.json("POST", `/svc_staff/forms/submissions/${id}/decision`, {
      status: "approved",
      lat: 39.5,
      lon: -98.3,
    });
    expect(placed.status).toBe(200);
  });

  it("moderates the gym gallery (content.write): shown only once approved", async () => {
    const id = await submitted(store, "ryourogue", { gymName: "Moderated Garage" });
    const gallery = async () =>
      ((await (await store.request("/svc_ssr/forms/gallery")).json()) as { entries: { gymName: string }[] }).entries;
    expect((await gallery()).map((e) => e.gymName)).not.toContain("Moderated Garage");
    // Support (no content.write) cannot; the forms endpoint does not take gallery entries.
    expect((await support.json("POST", `/svc_staff/gallery/${id}/decision`, { status: "approved" })).status).toBe(403);
    expect(
      (await support.json("POST", `/svc_staff/forms/submissions/${id}/decision`, { status: "approved" })).status,
    ).toBe(404);
    const queue = await author.json("GET", "/svc_staff/gallery");
    expect(queue.status).toBe(200);
    expect(queue.body.items.some((i: { id: string }) => i.id === id)).toBe(true);
    const ok = await author.json("POST", `/svc_staff/gallery/${id}/decision`, { status: "approved" });
    expect(ok.status).toBe(200);
    expect((await gallery()).map((e) => e.gymName)).toContain("Moderated Garage");
  });
});
