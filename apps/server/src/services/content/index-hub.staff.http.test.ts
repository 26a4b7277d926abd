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

  it("embeds (ADR 0055): a product card and the store's own video are kept as written; an outside video is a 400", async () => {
    const slug = `embeds-${unique}`;
    const body =
      '<p>Look.</p><div data-product-sku="rk1001" class="x"></div><video src="/media/video/index-garage-build.webm" poster="/media/banner/rack/index-test-build-1.svg" autoplay></video>';
    const made = await author.json("POST", "/svc_staff/index/posts", {
      ...draft(slug),
      texts: [{ lang: "en", slug, title: `Embeds ${unique}`, excerpt: "", html: body }],
    });
    expect(made.status).toBe(201);
    expect(made.body.texts[0].html).toBe(
      '<p>Look.</p><div data-product-sku="RK1001"></div><video src="/media/video/index-garage-build.webm" poster="/media/banner/rack/index-test-build-1.svg" controls preload="none"></video>',
    );
    for (const src of [
      "https://videos.example/clip.mp4",
      "/media/other/clip.mp4",
      "//evil.example/media/video/a.mp4",
    ]) {
      const refused = await author.json("PUT", `/svc_staff/index/posts/${made.body.id}`, {
        ...draft(slug),
        version: made.body.version,
        texts: [{ lang: "en", slug, title: "x", excerpt: "", html: `<p>x</p><video src="${src}"></video>` }],
      });
      expect([refused.status, refused.body.error.code]).toEqual([400, "validation_error"]);
      expect(JSON.stringify(refused.body.error)).toContain("may embed only the store's own videos");
    }
    // Nothing of the refused saves was kept.
    expect((await author.json("GET", `/svc_staff/index/posts/${made.body.id}`)).body.version).toBe(1);
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

describe("revisions and preview links (issue #19 item 4)", () => {
  it("every save keeps a revision (who, when, what changed); restoring one is a new, audited save", async () => {
    const slug = `revised-${unique}`;
    const created = await author.json("POST", "/svc_staff/index/posts", draft(slug));
    const id = created.body.id as number;
    const first = draft(slug);
    const edited = structuredClone(first);
    (edited.texts[0] as { title: string }).title = `Rewritten ${unique}`;
    (edited.texts[1] as { html: string }).html = "<p>Vier Pfosten und eine Stange.</p>";
    const saved = await owner.json("PUT", `/svc_staff/index/posts/${id}`, { ...edited, version: 1 });
    expect(saved.status).toBe(200);

    const listed = await author.json("GET", `/svc_staff/index/posts/${id}/revisions`);
    expect(listed.status).toBe(200);
    const revisions = listed.body.revisions as {
      id: number;
      version: number;
      action: string;
      staffEmail: string;
      createdAt: string;
      title: string;
      changed: string[];
    }[];
    expect(revisions.map((r) => [r.version, r.action, r.staffEmail, r.title])).toEqual([
      [2, "update", owner.email, `Rewritten ${unique}`],
      [1, "create", author.email, `Test build ${unique}`],
    ]);
    expect(revisions[0]?.changed).toEqual(["texts.de.html", "texts.en.title"]);
    expect(revisions[1]?.changed).toContain("texts.en");
    expect(Date.parse(revisions[0]?.createdAt ?? "")).toBe(clock.now().getTime());

    // A status change is no save of the words: no revision.
    await author.json("POST", `/svc_staff/index/posts/${id}/status`, { status: "publish" });
    const restored = await author.json("POST", `/svc_staff/index/posts/${id}/revisions/${revisions[1]?.id}/restore`, {
      version: 3,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(4);
    expect(restored.body.texts.find((t: { lang: string }) => t.lang === "en").title).toBe(`Test build ${unique}`);
    expect(restored.body.texts.find((t: { lang: string }) => t.lang === "de").html).toBe("<p>Vier Pfosten.</p>");
    // Readers see the restored words at once (the post is published).
    expect((await publicSlug(slug))[0]?.title.rendered).toBe(`Test build ${unique}`);
    expect(await lastAudit("index.post.restore", id)).toMatchObject({
      staffEmail: author.email,
      changes: { version: { before: 3, after: 4 } },
    });
    const after = (await author.json("GET", `/svc_staff/index/posts/${id}/revisions`)).body.revisions;
    expect(after[0]).toMatchObject({ version: 4, action: "restore", staffEmail: author.email });
    expect(after[0].changed).toEqual(["texts.de.html", "texts.en.title"]);

    const stale = await author.json("POST", `/svc_staff/index/posts/${id}/revisions/${revisions[1]?.id}/restore`, {
      version: 1,
    });
    expect([stale.status, stale.body.error.code]).toEqual([409, "version_conflict"]);
    const missing = await author.json("POST", `/svc_staff/index/posts/${id}/revisions/999999/restore`, {});
    expect([missing.status, missing.body.error.code]).toEqual([404, "index_revision_not_found"]);
    expect((await author.json("GET", "/svc_staff/index/posts/99999999/revisions")).status).toBe(404);
    expect((await support.json("GET", `/svc_staff/index/posts/${id}/revisions`)).status).toBe(403);
  });

  it("an author may not restore a revision that changes the owner's code (403, nothing restored)", async () => {
    const slug = `code-rev-${unique}`;
    const made = await owner.json("POST", "/svc_staff/index/posts", draft(slug, { customJs: "console.log(1)" }));
    const id = made.body.id as number;
    await owner.json("PUT", `/svc_staff/index/posts/${id}`, {
      ...draft(slug, { customJs: "console.log(2)" }),
      version: 1,
    });
    const first = (await owner.json("GET", `/svc_staff/index/posts/${id}/revisions`)).body.revisions.at(-1);
    const refused = await author.json("POST", `/svc_staff/index/posts/${id}/revisions/${first.id}/restore`, {});
    expect([refused.status, refused.body.error.code]).toEqual([403, "staff_forbidden"]);
    expect((await owner.json("GET", `/svc_staff/index/posts/${id}`)).body.customJs).toBe("console.log(2)");
    const byOwner = await owner.json("POST", `/svc_staff/index/posts/${id}/revisions/${first.id}/restore`, {});
    expect([byOwner.status, byOwner.body.customJs]).toEqual([200, "console.log(1)"]);
  });

  it("serves a featured video with byte ranges; a post may name only a /media/video file", async () => {
    const whole = await store.request("/media/video/index-barbell-lift.webm");
    expect([whole.status, whole.headers.get("content-type"), whole.headers.get("accept-ranges")]).toEqual([
      200,
      "video/webm",
      "bytes",
    ]);
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);
    const part = await store.request("/media/video/index-barbell-lift.webm", { headers: { range: "bytes=0-99" } });
    expect([part.status, part.headers.get("content-range"), (await part.arrayBuffer()).byteLength]).toEqual([
      206,
      `bytes 0-99/${size}`,
      100,
    ]);
    const past = await store.request("/media/video/index-barbell-lift.webm", {
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(past.status).toBe(416);
    expect((await store.request("/media/video/nope.webm")).status).toBe(404);
    expect((await store.request("/media/video/..%2Fpackage.json")).status).toBe(404);

    const withVideo = await author.json(
      "POST",
      "/svc_staff/index/posts",
      draft(`video-${unique}`, { featuredVideo: "/media/video/index-barbell-lift.webm" }),
    );
    expect([withVideo.status, withVideo.body.featuredVideo]).toEqual([201, "/media/video/index-barbell-lift.webm"]);
    for (const bad of ["https://evil.example/x.mp4", "/media/banner/x.svg", "/media/video/../x.webm"]) {
      const refused = await author.json(
        "POST",
        "/svc_staff/index/posts",
        draft(`bad-${unique}`, { featuredVideo: bad }),
      );
      expect([bad, refused.status, refused.body.error.code]).toEqual([bad, 400, "validation_error"]);
    }
  });

  it("a signed preview link opens a draft until it expires; a changed id or signature opens nothing", async () => {
    const slug = `preview-${unique}`;
    const { body } = await author.json("POST", "/svc_staff/index/posts", draft(slug));
    const link = await author.json("GET", `/svc_staff/index/posts/${body.id}/preview`);
    expect(link.status).toBe(200);
    expect(link.body.path).toMatch(new RegExp(`^/theindex/preview/${body.id}\\?t=\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(link.body.url).toBe(`${store.config.publicBaseUrl.replace(/\/$/, "")}${link.body.path}`);
    expect(Date.parse(link.body.expiresAt) - clock.now().getTime()).toBeGreaterThan(24 * 3600_000);
    const token = new URL(link.body.url).searchParams.get("t") as string;
    const previews = store.services.indexPreviews;

    const opened = await previews.open(body.id, token, "de");
    expect(opened.status).toBe("ok");
    expect(opened.status === "ok" && [opened.page.post.title, opened.page.post.slug]).toEqual([
      `Testprojekt ${unique}`,
      `${slug}-de`,
    ]);
    expect(await publicSlug(slug)).toEqual([]); // still nobody else's to read
    // An edit shows in the preview at once (it reads the post as saved, not the readers' snapshot).
    const edited = draft(slug);
    (edited.texts[0] as { title: string }).title = `Draft changed ${unique}`;
    await author.json("PUT", `/svc_staff/index/posts/${body.id}`, { ...edited, version: 1 });
    const again = await previews.open(body.id, token, "en");
    expect(again.status === "ok" && again.page.post.title).toBe(`Draft changed ${unique}`);

    expect((await previews.open(body.id + 1, token, "en")).status).toBe("invalid");
    const [exp, sig] = token.split(".") as [string, string];
    expect((await previews.open(body.id, `${Number(exp) + 3600}.${sig}`, "en")).status).toBe("invalid");
    // The first character carries six bits of the signature (the last one only four, the rest padding).
    expect((await previews.open(body.id, `${exp}.${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`, "en")).status).toBe(
      "invalid",
    );
    expect((await previews.open(body.id, "garbage", "en")).status).toBe("invalid");
    expect((await author.json("GET", "/svc_staff/index/posts/99999999/preview")).status).toBe(404);
    // Last in this file: the clock moves past the link's 48 hours (and the staff sessions with it).
    clock.advance(49 * 3600_000);
    expect((await previews.open(body.id, token, "en")).status).toBe("expired");
  });
});
