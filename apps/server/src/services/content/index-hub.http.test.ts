import { INDEX_CATEGORY_ATHLETES, INDEX_TAG_JOURNEYMAN } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

type WpPost = Record<string, unknown> & {
  id: number;
  slug: string;
  link: string;
  title: { rendered: string };
  categories: number[];
  tags: number[];
  _embedded?: Record<string, unknown[]>;
};

async function get<T>(path: string, status = 200): Promise<{ res: Response; body: T }> {
  const res = await store.request(path);
  const text = await res.text();
  expect({ path, status: res.status, body: text.slice(0, 300) }).toMatchObject({ status });
  return { res, body: JSON.parse(text) as T };
}

const wpError = async (path: string, status: number, code: string) => {
  const { body } = await get<{
    code: string;
    message: string;
    data: { status: number; params?: Record<string, string> };
  }>(path, status);
  expect(body).toMatchObject({ code, data: { status } });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
};

describe("GET /wp-json/wp/v2/posts (WordPress REST v2 shape, issue #19)", () => {
  it("pages with X-WP-Total / X-WP-TotalPages and a Link header, newest first, published only", async () => {
    const first = await get<WpPost[]>("/wp-json/wp/v2/posts?per_page=5");
    const total = Number(first.res.headers.get("x-wp-total"));
    expect(total).toBeGreaterThanOrEqual(16);
    expect(first.res.headers.get("x-wp-totalpages")).toBe(String(Math.ceil(total / 5)));
    expect(first.res.headers.get("link")).toMatch(/page=2>; rel="next"/);
    expect(first.res.headers.get("access-control-expose-headers")).toContain("X-WP-Total");
    expect(first.body).toHaveLength(5);
    const dates = first.body.map((p) => String(p.date));
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await get<WpPost[]>("/wp-json/wp/v2/posts?per_page=5&page=2");
    expect(second.res.headers.get("link")).toMatch(/rel="prev"/);
    expect(second.body.map((p) => p.id)).not.toContain(first.body[0]?.id);
    // The draft (4018) and the post scheduled a year ahead (4017) are nowhere.
    const all = await get<WpPost[]>("/wp-json/wp/v2/posts?per_page=100");
    expect(all.body.map((p) => p.id)).not.toEqual(expect.arrayContaining([4017]));
    expect(all.body.map((p) => p.id)).not.toContain(4018);
    expect(all.body).toHaveLength(total);
  });

  it("carries a video post's featured video (format video; the file is served, poster = the large image)", async () => {
    const { body } = await get<WpPost[]>("/wp-json/wp/v2/posts?slug=first-twelve-weeks-of-weightlifting");
    expect(body[0]).toMatchObject({ format: "video", featuredVideo: "/media/video/index-barbell-lift.webm" });
    const file = await store.request(String((body[0] as WpPost).featuredVideo));
    expect([file.status, file.headers.get("content-type")]).toEqual([200, "video/webm"]);
  });

  it("answers the post object with SPEC §3's fields", async () => {
    const { body } = await get<WpPost[]>("/wp-json/wp/v2/posts?slug=how-to-choose-a-barbell");
    expect(body).toHaveLength(1);
    const post = body[0] as WpPost;
    expect(post).toMatchObject({
      slug: "how-to-choose-a-barbell",
      status: "publish",
      type: "post",
      format: "standard",
      title: { rendered: expect.stringContaining("barbell") },
      content: { rendered: expect.stringContaining("<p>"), protected: false },
      excerpt: { rendered: expect.stringContaining("<p>") },
      featuredImagePath: expect.stringMatching(/^\/media\/banner\//),
      largeFeaturedImagePath: expect.stringMatching(/^\/media\/banner\//),
      featuredVideo: null,
      customCss: "",
      customJs: "",
      featured_media: expect.any(Number),
      categories: [212],
    });
    expect(post.link).toMatch(/\/theindex\/gear-guides\/how-to-choose-a-barbell$/);
    expect(String(post.date)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect((post.content as { rendered: string }).rendered).toContain("wp:ironworks/products");
  });

  it("filters by categories and tags (Journeyman: 330 + 775) and by search", async () => {
    const { body } = await get<WpPost[]>(
      `/wp-json/wp/v2/posts?categories=${INDEX_CATEGORY_ATHLETES}&tags=${INDEX_TAG_JOURNEYMAN}&per_page=20`,
    );
    expect(body.length).toBeGreaterThanOrEqual(2);
    for (const p of body) {
      expect(p.categories).toContain(INDEX_CATEGORY_ATHLETES);
      expect(p.tags).toContain(INDEX_TAG_JOURNEYMAN);
      expect(p.journeyman).toBe(true);
    }
    const found = await get<WpPost[]>("/wp-json/wp/v2/posts?search=sandbag");
    expect(found.body.map((p) => p.slug)).toContain("strongman-for-beginners");
    const nothing = await get<WpPost[]>("/wp-json/wp/v2/posts?search=zzqxnotaword");
    expect(nothing.body).toEqual([]);
    expect(nothing.res.headers.get("x-wp-total")).toBe("0");
    expect(nothing.res.headers.get("x-wp-totalpages")).toBe("0");
    // page past the end of an empty result is still 200 [] (WordPress)
    await get<WpPost[]>("/wp-json/wp/v2/posts?search=zzqxnotaword&page=3");
  });

  it("answers the language asked for by `lang`, English where a post has no translation", async () => {
    const de = await get<WpPost[]>("/wp-json/wp/v2/posts?lang=de&slug=langhantel-kaufberatung");
    expect(de.body[0]?.title.rendered).toMatch(/Langhantel/);
    expect(de.body[0]?.link).toMatch(/\/de\/theindex\/gear-guides\/langhantel-kaufberatung$/);
    const fr = await get<WpPost[]>("/wp-json/wp/v2/posts?lang=fr&slug=how-to-choose-a-barbell");
    expect(fr.body[0]?.title.rendered).toMatch(/barbell/);
    await wpError("/wp-json/wp/v2/posts?lang=xx", 400, "rest_invalid_param");
  });

  it("honours _fields (unknown names ignored) and _embed (featured media and terms in one request)", async () => {
    const { body } = await get<WpPost[]>("/wp-json/wp/v2/posts?per_page=2&_fields=id,title.rendered,nonsense");
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(["id", "title"]);
    const embedded = await get<WpPost[]>(
      "/wp-json/wp/v2/posts?per_page=3&_embed=wp:featuredmedia,wp:term&_fields=id,categories,_links,_embedded",
    );
    for (const p of embedded.body) {
      const media = p._embedded?.["wp:featuredmedia"]?.[0] as { source_url: string; media_details: { width: number } };
      expect(media.source_url).toMatch(/\/media\/banner\//);
      expect(media.media_details.width).toBe(1920);
      const [cats = [], tags = []] = (p._embedded?.["wp:term"] ?? []) as [
        { id: number; taxonomy: string }[],
        { taxonomy: string }[],
      ];
      expect(cats.map((c) => c.id)).toEqual(p.categories);
      expect(cats.every((c) => c.taxonomy === "category")).toBe(true);
      expect(tags.every((t) => t.taxonomy === "post_tag")).toBe(true);
    }
  });

  it("rejects bad paging with WordPress's codes and messages", async () => {
    const tooMany = await wpError("/wp-json/wp/v2/posts?per_page=101", 400, "rest_invalid_param");
    expect(tooMany.data.params?.per_page).toBe("per_page must be between 1 (inclusive) and 100 (inclusive)");
    await wpError("/wp-json/wp/v2/posts?per_page=0", 400, "rest_invalid_param");
    await wpError("/wp-json/wp/v2/posts?page=0", 400, "rest_invalid_param");
    await wpError("/wp-json/wp/v2/posts?page=999", 400, "rest_post_invalid_page_number");
    await wpError("/wp-json/wp/v2/posts?categories=abc", 400, "rest_invalid_param");
    await wpError(`/wp-json/wp/v2/posts?search=${"a".repeat(1000)}`, 400, "rest_invalid_param");
    await wpError("/wp-json/wp/v2/posts?status=draft", 400, "rest_invalid_param");
  });

  it("answers unknown posts, terms and routes with 404 in WordPress's shape", async () => {
    await wpError("/wp-json/wp/v2/posts/999999", 404, "rest_post_invalid_id");
    await wpError("/wp-json/wp/v2/posts/4018", 404, "rest_post_invalid_id"); // a draft
    await wpError("/wp-json/wp/v2/categories/9999", 404, "rest_term_invalid");
    await wpError("/wp-json/wp/v2/nothing-here", 404, "rest_no_route");
    const bySlug = await get<WpPost[]>("/wp-json/wp/v2/posts?slug=no-such-post");
    expect(bySlug.body).toEqual([]);
  });

  it("is cacheable with an ETag and 304", async () => {
    const res = await store.request("/wp-json/wp/v2/posts?per_page=4");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const etag = res.headers.get("etag") ?? "";
    const again = await store.request("/wp-json/wp/v2/posts?per_page=4", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("GET /wp-json/wp/v2/categories, /tags, /search", () => {
  it("lists hub categories with headline and header image, and tags (per_page=100)", async () => {
    const cats = await get<{ id: number; slug: string; headline: string; headerImage: string; count: number }[]>(
      "/wp-json/wp/v2/categories?lang=de",
    );
    expect(cats.body.map((c) => c.id)).toEqual(expect.arrayContaining([101, 330]));
    const athletes = cats.body.find((c) => c.id === 330);
    expect(athletes).toMatchObject({
      slug: "athletes",
      name: "Athleten",
      headerImage: expect.stringMatching(/^\/media\//),
    });
    expect(athletes?.count).toBeGreaterThan(0);
    const tags = await get<{ id: number; slug: string; taxonomy: string }[]>("/wp-json/wp/v2/tags?per_page=100");
    expect(tags.body.find((t) => t.id === 775)).toMatchObject({ slug: "journeyman", taxonomy: "post_tag" });
    expect(tags.res.headers.get("x-wp-total")).toBe(String(tags.body.length));
  });

  it("searches posts 4 per page (the header preview)", async () => {
    const { res, body } = await get<{ id: number; title: string; url: string; type: string }[]>(
      "/wp-json/wp/v2/search?search=barbell&type=post&subtype=post&per_page=4",
    );
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(4);
    expect(body[0]).toMatchObject({ type: "post", url: expect.stringContaining("/theindex/") });
    expect(Number(res.headers.get("x-wp-total"))).toBeGreaterThanOrEqual(body.length);
  });
});

describe("the storefront's door (in-process)", () => {
  it("a post page has its author and 3 related posts, never itself", async () => {
    const page = await store.services.index.post("two-car-garage-gym-build", "en");
    expect(page.author?.name).toBe("Dane Okafor");
    expect(page.related).toHaveLength(3);
    expect(page.related.map((r) => r.id)).not.toContain(page.post.id);
    expect(page.post.slugs).toMatchObject({ en: "two-car-garage-gym-build", de: "doppelgarage-gym-projekt" });
    await expect(store.services.index.post("no-such-post", "en")).rejects.toMatchObject({
      status: 404,
      code: "index_post_not_found",
    });
  });

  it("the hub features the sticky story and has a row per category", async () => {
    const hub = await store.services.index.hub("de");
    expect(hub.featured?.slug).toBe("doppelgarage-gym-projekt");
    expect(hub.latest.map((p) => p.id)).not.toContain(hub.featured?.id);
    expect(hub.categories.map((c) => c.category.slug)).toEqual(["training", "athletes", "gym-builds", "gear-guides"]);
    for (const row of hub.categories) expect(row.posts.length).toBeGreaterThan(0);
  });
});
