import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";

/**
 * Issue #19 item 4 through the staff API: an author drafts, schedules, publishes and unpublishes a
 * post; support may not; every write is audited; readers see a publish at once (no 6 h wait).
 */
const clock = movableNow();
let store: TestStore;
let author: StaffClient;
let support: StaffClient;
let owner: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  author = await signedInStaff(store, clock, "author");
  support = await signedInStaff(store, clock, "support");
  owner = await signedInStaff(store, clock, "owner");
});
afterAll(() => store?.close());

const unique = `${process.pid}-${Date.now().toString(36)}`;
const draft = (slug: string, extra: Record<string, unknown> = {}) => ({
  categoryIds: [205],
  tagIds: [782],
  authorId: 9,
  featuredImage: "/media/banner/rack/index-test-build-1.svg",
  skus: ["RK1001"],
  texts: [
    {
      lang: "en",
      slug,
      title: `Test build ${unique}`,
      excerpt: "A garage build.",
      html: "<p>Four posts and a bar.</p>",
    },
    {
      lang: "de",
      slug: `${slug}-de`,
      title: `Testprojekt ${unique}`,
      excerpt: "Ein Garagenprojekt.",
      html: "<p>Vier Pfosten.</p>",
    },
  ],
  ...extra,
});
const publicSlug = async (slug: string, lang = "en") => {
  const res = await store.request(`/wp-json/wp/v2/posts?slug=${slug}&lang=${lang}`);
  return (await res.json()) as { id: number; title: { rendered: string } }[];
};
const lastAudit = async (action: string, targetId: number) =>
  (
    (await store.database.db.execute(
      sql`select action, staff_email as "staffEmail", changes from staff_audit
          where action = ${action} and target_type = 'index_post' and target_id = ${String(targetId)}
          order by id desc limit 1`,
    )) as unknown as { rows: { action: string; staffEmail: string; changes: Record<string, unknown> }[] }
  ).rows[0];

describe("the Index editor (/svc_staff/index/posts)", () => {
  it("support may not write posts: 403 names content.write", async () => {
    const res = await support.json("GET", "/svc_staff/index/posts");
    expect([res.status, res.body.error.code, res.body.error.details.permission]).toEqual([
      403,
      "staff_forbidden",
      "content.write",
    ]);
  });

  it("draft → publish (visible at once, in both languages) → unpublish, every step audited", async () => {
    const slug = `test-build-${unique}`;
    // Readers' caches are warm before the publish.
    expect(await publicSlug(slug)).toEqual([]);
    const hubBefore = await store.services.index.hub("en");

    const created = await author.json("POST", "/svc_staff/index/posts", draft(slug));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ status: "draft", version: 1, link: `/theindex/gym-builds/${slug}` });
    expect(await lastAudit("index.post.create", id)).toMatchObject({ staffEmail: author.email });
    expect(await publicSlug(slug)).toEqual([]); // a draft is nobody's to read
    const list = await author.json("GET", "/svc_staff/index/posts");
    expect(list.body.posts.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: "draft",
      languages: ["de", "en"],
    });

    const published = await author.json("POST", `/svc_staff/index/posts/${id}/status`, { status: "publish" });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe("publish");
    expect(await lastAudit("index.post.publish", id)).toMatchObject({
      changes: { status: { before: "draft", after: "publish" } },
    });
    expect((await publicSlug(slug))[0]?.id).toBe(id);
    expect((await publicSlug(`${slug}-de`, "de"))[0]?.title.rendered).toContain("Testprojekt");
    const hubAfter = await store.services.index.hub("en");
    expect(hubAfter.latest.concat(hubAfter.featured ?? []).map((p) => p.id)).toContain(id);
    expect(hubAfter).not.toEqual(hubBefore);

    const unpublished = await author.json("POST", `/svc_staff/index/posts/${id}/status`, { status: "draft" });
    expect(unpublished.body.status).toBe("draft");
    expect(await publicSlug(slug)).toEqual([]);
    expect(await lastAudit("index.post.unpublish", id)).toBeTruthy();
  });

  it("schedules for a future time (hidden until then) and refuses a past one", async () => {
    const slug = `scheduled-${unique}`;
    const { body } = await author.json("POST", "/svc_staff/index/posts", draft(slug));
    const past = await author.json("POST", `/svc_staff/index/posts/${body.id}/status`, {
      status: "future",
      publishAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect([past.status, past.body.error.code]).toEqual([400, "validation_error"]);
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await author.json("POST", `/svc_staff/index/posts/${body.id}/status`, {
      status: "future",
      publishAt: at,
    });
    expect(scheduled.body).toMatchObject({ status: "future", publishedAt: at });
    expect(await lastAudit("index.post.schedule", body.id)).toBeTruthy();
    expect(await publicSlug(slug)).toEqual([]);
  });

  it("keeps edits honest: stale version 409, a taken slug 409, unsafe HTML and unknown category 400", async () => {
    const slug = `edits-${unique}`;
    const { body } = await author.json("POST", "/svc_staff/index/posts", draft(slug));
    const ok = await author.json("PUT", `/svc_staff/index/posts/${body.id}`, { ...draft(slug), version: 1 });
    expect([ok.status, ok.body.version]).toEqual([200, 2]);
    expect(await lastAudit("index.post.update", body.id)).toBeTruthy();
    const stale = await author.json("PUT", `/svc_staff/index/posts/${body.id}`, { ...draft(slug), version: 1 });
    expect([stale.status, stale.body.error.code]).toEqual([409, "version_conflict"]);
    const taken = await author.json("POST", "/svc_staff/index/posts", draft("how-to-choose-a-barbell"));
    expect([taken.status, taken.body.error.code]).toEqual([409, "index_slug_in_use"]);
    const script = draft(`x-${unique}`);
    script.texts[0] = { ...(script.texts[0] as (typeof script.texts)[0]), html: '<p onclick="x()">hi</p>' };
    expect((await author.json("POST", "/svc_staff/index/posts", script)).status).toBe(400);
    const noCat = await author.json("POST", "/svc_staff/index/posts", draft(`y-${unique}`, { categoryIds: [9999] }));
    expect([noCat.status, noCat.body.error.code]).toEqual([400, "validation_error"]);
    expect((await author.json("GET", "/svc_staff/index/posts/99999999")).status).toBe(404);
  });

  it("customCss / customJs: only the owner sets them (an author 403, nothing saved); an author's save keeps them", async () => {
    const slug = `code-${unique}`;
    const css = ".index-post__title { letter-spacing: 0.1em; }";
    const refused = await author.json("POST", "/svc_staff/index/posts", draft(slug, { customCss: css }));
    expect([refused.status, refused.body.error.code]).toEqual([403, "staff_forbidden"]);
    expect(
      (await author.json("GET", "/svc_staff/index/posts")).body.posts.map((p: { title: string }) => p.title),
    ).not.toContain(`Test build ${unique}-code`);
    const made = await owner.json(
      "POST",
      "/svc_staff/index/posts",
      draft(slug, { customCss: css, customJs: "console.log(1)" }),
    );
    expect([made.status, made.body.customCss, made.body.customJs]).toEqual([201, css, "console.log(1)"]);
    // The author edits the words and sends the code back unchanged: allowed, and the code stays.
    const edited = await author.json("PUT", `/svc_staff/index/posts/${made.body.id}`, {
      ...draft(slug, { customCss: css, customJs: "console.log(1)" }),
      version: 1,
    });
    expect([edited.status, edited.body.customCss]).toEqual([200, css]);
    const changed = await author.json("PUT", `/svc_staff/index/posts/${made.body.id}`, {
      ...draft(slug, { customJs: "alert(1)" }),
      version: 2,
    });
    expect(changed.status).toBe(403);
    expect((await author.json("GET", `/svc_staff/index/posts/${made.body.id}`)).body.customJs).toBe("console.log(1)");
  });
});
