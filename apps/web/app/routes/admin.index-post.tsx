import {
  type StaffIndexPost,
  StaffIndexPostInput,
  type StaffIndexPostSummary,
  type StaffIndexPreviewLink,
  type StaffIndexRevision,
  StaffIndexStatusInput,
} from "@ironworks/contracts";
import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { api, dateTime, loadStaff, STAFF_API, staffApi } from "../features/admin/admin-api.ts";
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
  // A restore reloads the post: the editor starts again from the restored version.
  const key = loaderData.post ? `${loaderData.post.id}:${loaderData.post.version}` : "new";
  return <PostEditor key={key} choices={loaderData.choices} initial={loaderData.post} />;
}

/** Tiptap (ADR 0046), in its own chunk: only this page imports it, and only when it renders. */
const RichTextEditor = lazy(() => import("../features/admin/index/RichTextEditor.tsx"));

/** If the editor's chunk fails to load or the editor throws, the body stays editable as HTML. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The body: the rich-text editor, or the HTML itself (chosen, or while/if the editor cannot load). */
function BodyField({
  lang,
  name,
  html,
  asHtml,
  onChange,
  poster,
}: {
  lang: string;
  name: string;
  html: string;
  asHtml: boolean;
  onChange: (html: string) => void;
  poster: string;
}) {
  const textarea = (
    <label>
      Body (HTML)
      <textarea rows={lang === "en" ? 10 : 5} value={html} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
  if (asHtml) return textarea;
  return (
    <div className="admin-field">
      <span id={`body-${lang}-label`}>Body</span>
      <EditorBoundary fallback={textarea}>
        <Suspense fallback={<p>Loading the editor…</p>}>
          <RichTextEditor id={`body-${lang}`} label={`${name} body`} value={html} onChange={onChange} poster={poster} />
        </Suspense>
      </EditorBoundary>
    </div>
  );
}

/** Every save's revision: who, when, what it changed; any but the current one can be restored. */
function Revisions({
  post,
  refresh,
  onRestored,
  busy,
}: {
  post: StaffIndexPost;
  refresh: number;
  onRestored: (notice: NonNullable<Notice>) => void;
  busy: boolean;
}) {
  const [revisions, setRevisions] = useState<StaffIndexRevision[] | null>(null);
  const [problem, setProblem] = useState("");
  const load = useCallback(async () => {
    const result = await api.get<{ revisions: StaffIndexRevision[] }>(`${STAFF_API}/index/posts/${post.id}/revisions`);
    if (result.ok) setRevisions(result.data.revisions);
    else setProblem(problemText(result));
  }, [post.id]);
  useEffect(() => {
    void load();
  }, [load, refresh]);
  async function restore(r: StaffIndexRevision) {
    const result = await staffApi.post<StaffIndexPost>(`/index/posts/${post.id}/revisions/${r.id}/restore`, {
      version: post.version,
    });
    if (!result.ok)
      onRestored({
        ok: false,
        text:
          result.status === 409 && result.error.code === "version_conflict"
            ? "Someone else saved this post first. Reload to see their version."
            : problemText(result),
      });
    else onRestored({ ok: true, text: `Restored version ${r.version} as version ${result.data.version}.` });
  }
  return (
    <section aria-labelledby="revisions">
      <h2 id="revisions">Revisions</h2>
      {problem ? <p className="admin-alert">{problem}</p> : null}
      {revisions === null ? (
        <p>Loading…</p>
      ) : revisions.length === 0 ? (
        <p>No saves recorded yet (posts from the demo data have none until their first save).</p>
      ) : (
        <table className="admin-revisions" data-testid="index-revisions">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">Changed</th>
              <th scope="col">
                <span className="visually-hidden">Restore</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r, i) => (
              <tr key={r.id}>
                <td>
                  {r.version} ({r.action})
                </td>
                <td>{dateTime(r.createdAt)}</td>
                <td>{r.staffEmail}</td>
                <td>{r.changed.join(", ")}</td>
                <td>
                  {i === 0 ? (
                    "Current"
                  ) : (
                    <AdminButton variant="secondary" disabled={busy} onClick={() => restore(r)}>
                      Restore version {r.version}
                    </AdminButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
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
  const [featuredVideo, setFeaturedVideo] = useState(initial?.featuredVideo ?? "");
  const [customCss, setCustomCss] = useState(initial?.customCss ?? "");
  const [customJs, setCustomJs] = useState(initial?.customJs ?? "");
  const [asHtml, setAsHtml] = useState(false);
  const [preview, setPreview] = useState<StaffIndexPreviewLink | null>(null);
  const [saves, setSaves] = useState(0);
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
      featuredVideo: featuredVideo.trim() || null,
      customCss,
      customJs,
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
    setSaves((n) => n + 1);
    setNotice({ ok: true, text: "Saved." });
  }

  async function previewLink() {
    if (!post) return;
    const result = await api.get<StaffIndexPreviewLink>(`${STAFF_API}/index/posts/${post.id}/preview`);
    if (!result.ok) setNotice({ ok: false, text: problemText(result) });
    else setPreview(result.data);
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
        <label>
          <input type="checkbox" checked={asHtml} onChange={(e) => setAsHtml(e.target.checked)} /> Edit the bodies as
          HTML
        </label>
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
            <BodyField
              lang={lang}
              name={name}
              html={texts[lang].html}
              asHtml={asHtml}
              onChange={(html) => setText(lang, "html", html)}
              poster={featuredImage}
            />
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
            Featured video (optional: /media/video/… .webm or .mp4; shown instead of the image, which becomes its
            poster)
            <input value={featuredVideo} onChange={(e) => setFeaturedVideo(e.target.value)} />
          </label>
          <label>
            Products shown under the story (SKUs, comma separated)
            <input value={skus} onChange={(e) => setSkus(e.target.value)} />
          </label>
          <label>
            <input type="checkbox" checked={sticky} onChange={(e) => setSticky(e.target.checked)} /> Featured on the hub
          </label>
        </fieldset>
        <fieldset>
          <legend>Page code (owner only: anyone else's change is refused)</legend>
          <label>
            Custom CSS
            <textarea rows={4} value={customCss} onChange={(e) => setCustomCss(e.target.value)} spellCheck={false} />
          </label>
          <label>
            Custom JavaScript (runs on the post page under its CSP nonce)
            <textarea rows={4} value={customJs} onChange={(e) => setCustomJs(e.target.value)} spellCheck={false} />
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
          <h3>Preview</h3>
          <p>A signed link that shows the post as last saved, even unpublished, to whoever has it (48 hours).</p>
          <AdminButton variant="secondary" onClick={previewLink} disabled={busy}>
            Get a preview link
          </AdminButton>
          {preview ? (
            <p data-testid="index-preview-link">
              <a href={preview.path} target="_blank" rel="noreferrer">
                Open the preview
              </a>{" "}
              (valid until {dateTime(preview.expiresAt)}): <code>{preview.url}</code>
            </p>
          ) : null}
        </section>
      ) : null}
      {post ? (
        <Revisions
          post={post}
          refresh={saves}
          busy={busy}
          onRestored={(n) => {
            if (!n.ok) return setNotice(n);
            // Reloads the post (the editor starts again from the restored version), keeping the notice.
            navigate(`/admin/index/${post.id}`, { replace: true, state: { notice: n } });
          }}
        />
      ) : null}
    </>
  );
}
