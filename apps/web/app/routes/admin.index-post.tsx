import {
  type StaffIndexPost,
  StaffIndexPostInput,
  type StaffIndexPostSummary,
  StaffIndexStatusInput,
} from "@ironworks/contracts";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { dateTime, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { issueText, problemText } from "../features/admin/content/EditorParts.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.index-post";

interface Choices {
  posts: StaffIndexPostSummary[];
  categories: { id: number; name: string; slug: string }[];
  tags: { id: number; name: string }[];
  authors: { id: number; name: string }[];
}
const LANGS = [
  ["en", "English"],
  ["de", "German"],
  ["fr", "French"],
  ["es", "Spanish"],
  ["nl", "Dutch"],
] as const;
type Lang = (typeof LANGS)[number][0];
interface Text {
  slug: string;
  title: string;
  excerpt: string;
  html: string;
}
const EMPTY: Text = { slug: "", title: "", excerpt: "", html: "" };

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [choices, post] = await Promise.all([
    loadStaff<Choices>("/index/posts"),
    params.id === "new"
      ? Promise.resolve(null)
      : loadStaff<StaffIndexPost>(`/index/posts/${encodeURIComponent(params.id)}`),
  ]);
  return { choices, post };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function AdminIndexPost({ loaderData }: Route.ComponentProps) {
  return <PostEditor key={loaderData.post?.id ?? "new"} choices={loaderData.choices} initial={loaderData.post} />;
}

const STATUS = { draft: "Draft", future: "Scheduled", publish: "Published" } as const;

/** One post: its words per language (English required), category, tags, author, image, products; save, publish, schedule, unpublish. */
function PostEditor({ choices, initial }: { choices: Choices; initial: StaffIndexPost | null }) {
  const navigate = useNavigate();
  const [post, setPost] = useState(initial);
  const [texts, setTexts] = useState<Record<Lang, Text>>(() => {
    const out = Object.fromEntries(LANGS.map(([l]) => [l, { ...EMPTY }])) as Record<Lang, Text>;
    for (const t of initial?.texts ?? [])
      out[t.lang as Lang] = { slug: t.slug, title: t.title, excerpt: t.excerpt, html: t.html };
    return out;
  });
  const [categoryId, setCategoryId] = useState(initial?.categoryIds[0] ?? choices.categories[0]?.id ?? 0);
  const [tagIds, setTagIds] = useState<number[]>(initial?.tagIds ?? []);
  const [authorId, setAuthorId] = useState(initial?.authorId ?? choices.authors[0]?.id ?? 0);
  const [featuredImage, setFeaturedImage] = useState(
    initial?.featuredImage ?? "/media/banner/rack/index-new-post-1.svg",
  );
  const [skus, setSkus] = useState((initial?.skus ?? []).join(", "));
  const [sticky, setSticky] = useState(initial?.sticky ?? false);
  const [publishAt, setPublishAt] = useState("");
  // A new draft opens at its own URL with the create's outcome carried over.
  const carried = (useLocation().state as { notice?: Notice } | null)?.notice ?? null;
  const [notice, setNotice] = useState<Notice>(carried);
  const [busy, setBusy] = useState(false);

  const setText = (lang: Lang, field: keyof Text, value: string) =>
    setTexts((all) => ({ ...all, [lang]: { ...all[lang], [field]: value } }));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffIndexPostInput.safeParse({
      ...(post ? { version: post.version } : {}),
      categoryIds: [categoryId],
      tagIds,
      authorId,
      featuredImage,
      skus: skus
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      sticky,
      texts: LANGS.filter(([l]) => l === "en" || texts[l].title.trim()).map(([l]) => ({ lang: l, ...texts[l] })),
    });
    if (!parsed.success) {
      setNotice({ ok: false, text: issueText(parsed.error) });
      return;
    }
    setBusy(true);
    const result = post
      ? await staffApi.put<StaffIndexPost>(`/index/posts/${post.id}`, parsed.data)
      : await staffApi.post<StaffIndexPost>("/index/posts", parsed.data);
    setBusy(false);
    if (!result.ok) {
      setNotice({
        ok: false,
        text:
          result.status === 409 && result.error.code === "version_conflict"
            ? "Someone else saved this post first. Reload to see their version."
            : problemText(result),
      });
      return;
    }
    if (!post) {
      navigate(`/admin/index/${result.data.id}`, {
        replace: true,
        state: { notice: { ok: true, text: "Draft created." } },
      });
      return;
    }
    setPost(result.data);
    setNotice({ ok: true, text: "Saved." });
  }

  async function status(next: "draft" | "future" | "publish") {
    if (!post) return;
    const parsed = StaffIndexStatusInput.safeParse(
      next === "future"
        ? { status: next, publishAt: publishAt ? new Date(publishAt).toISOString() : undefined }
        : { status: next },
    );
    if (!parsed.success) {
      setNotice({ ok: false, text: issueText(parsed.error) });
      return;
    }
    setBusy(true);
    const result = await staffApi.post<StaffIndexPost>(`/index/posts/${post.id}/status`, parsed.data);
    setBusy(false);
    if (!result.ok) {
      setNotice({ ok: false, text: problemText(result) });
      return;
    }
    setPost(result.data);
    const words = { draft: "Unpublished: back to draft.", future: "Scheduled.", publish: "Published." } as const;
    setNotice({ ok: true, text: words[next] });
  }

  return (
    <>
      <p>
        <Link to="/admin/index">All Index posts</Link>
      </p>
      <h1>{post ? texts.en.title || "Untitled post" : "New Index post"}</h1>
      {post ? (
        <p data-testid="index-post-status">
          Status: {STATUS[post.status]}
          {post.publishedAt ? ` (${dateTime(post.publishedAt)})` : ""}
          {post.status === "publish" ? (
            <>
              {" · "}
              <a href={post.link} target="_blank" rel="noreferrer">
                View on the store
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <StatusLine notice={notice} />
      <form onSubmit={save} className="admin-form">
        {LANGS.map(([lang, name]) => (
          <fieldset key={lang}>
            <legend>
              {name}
              {lang === "en" ? " (required)" : " (optional: shoppers see English without it)"}
            </legend>
            <label>
              Title
              <input
                value={texts[lang].title}
                onChange={(e) => setText(lang, "title", e.target.value)}
                required={lang === "en"}
              />
            </label>
            <label>
              Slug
              <input
                value={texts[lang].slug}
                onChange={(e) => setText(lang, "slug", e.target.value)}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                required={lang === "en"}
              />
            </label>
            <label>
              Excerpt
              <textarea
                rows={2}
                value={texts[lang].excerpt}
                onChange={(e) => setText(lang, "excerpt", e.target.value)}
              />
            </label>
            <label>
              Body (HTML)
              <textarea
                rows={lang === "en" ? 10 : 5}
                value={texts[lang].html}
                onChange={(e) => setText(lang, "html", e.target.value)}
              />
            </label>
          </fieldset>
        ))}
        <fieldset>
          <legend>Post</legend>
          <label>
            Category
            <select value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
              {choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Author
            <select value={authorId} onChange={(e) => setAuthorId(Number(e.target.value))}>
              {choices.authors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>Tags</legend>
            {choices.tags.map((t) => (
              <label key={t.id}>
                <input
                  type="checkbox"
                  checked={tagIds.includes(t.id)}
                  onChange={(e) =>
                    setTagIds((ids) => (e.target.checked ? [...ids, t.id] : ids.filter((x) => x !== t.id)))
                  }
                />{" "}
                {t.name}
              </label>
            ))}
          </fieldset>
          <label>
            Featured image (/media path)
            <input value={featuredImage} onChange={(e) => setFeaturedImage(e.target.value)} required />
          </label>
          <label>
            Products shown under the story (SKUs, comma separated)
            <input value={skus} onChange={(e) => setSkus(e.target.value)} />
          </label>
          <label>
            <input type="checkbox" checked={sticky} onChange={(e) => setSticky(e.target.checked)} /> Featured on the hub
          </label>
        </fieldset>
        <AdminButton type="submit" disabled={busy}>
          {post ? "Save" : "Create draft"}
        </AdminButton>
      </form>
      {post ? (
        <section aria-labelledby="publishing">
          <h2 id="publishing">Publishing</h2>
          <AdminButton onClick={() => status("publish")} disabled={busy || post.status === "publish"}>
            Publish now
          </AdminButton>{" "}
          <label>
            Publish at
            <input type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
          </label>{" "}
          <AdminButton variant="secondary" onClick={() => status("future")} disabled={busy}>
            Schedule
          </AdminButton>{" "}
          <AdminButton variant="secondary" onClick={() => status("draft")} disabled={busy || post.status === "draft"}>
            Unpublish
          </AdminButton>
        </section>
      ) : null}
    </>
  );
}
