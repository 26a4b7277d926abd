import {
  type ContentBlock,
  ERRORS,
  type IndexPostStatus,
  type IndexRevisionSnapshot,
  type StaffIndexPost,
  type StaffIndexPostInput,
  type StaffIndexPostSummary,
  type StaffIndexPreviewLink,
  type StaffIndexRestoreInput,
  type StaffIndexRevision,
  type StaffIndexStatusInput,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import type { AuditingActor } from "../../platform/audit.ts";
import { fieldError, httpError } from "../../platform/errors.ts";
import type { IndexEditorRepository, IndexPostRow, IndexTextRow } from "./index-hub.repository.ts";
import { sanitizeIndexHtml } from "./index-hub.sanitize.ts";

/** Who edits, and how the change is written into the staff audit trail in the same transaction. */
export interface IndexEditorActor extends AuditingActor {
  /** customCss / customJs are the owner's alone (issue #19 item 4). */
  mayWriteCode: boolean;
}

/** The body as content blocks: the rich text, then the post's products as a card row. */
function toBlocks(html: string, skus: string[], lang: string): ContentBlock[] {
  const gear: Record<string, string> = {
    en: "Gear from this story",
    de: "Ausrüstung aus diesem Artikel",
    fr: "Le matériel de cet article",
    es: "El equipo de este artículo",
    nl: "Materiaal uit dit verhaal",
  };
  const blocks: ContentBlock[] = [{ name: "RichText", props: { html } }];
  if (skus.length) blocks.push({ name: "ProductCarousel", props: { title: gear[lang] ?? gear.en, skus } });
  return blocks;
}

/** The rich text back out of the blocks (what the editor shows). */
function htmlOf(blocks: readonly ContentBlock[]): string {
  return blocks
    .filter((b) => b.name === "RichText")
    .map((b) => String((b.props as { html?: unknown }).html ?? ""))
    .join("\n");
}

function toStaffPost(post: IndexPostRow, texts: IndexTextRow[], categorySlug: (id: number) => string): StaffIndexPost {
  const en = texts.find((t) => t.lang === "en");
  return {
    id: post.id,
    status: post.status as IndexPostStatus,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    version: post.version,
    categoryIds: post.categoryIds,
    tagIds: post.tagIds,
    authorId: post.authorId,
    featuredImage: post.featuredImage,
    featuredVideo: post.featuredVideo,
    skus: post.skus,
    sticky: post.sticky,
    customCss: post.customCss,
    customJs: post.customJs,
    texts: texts.map((t) => ({
      lang: t.lang as "en",
      slug: t.slug,
      title: t.title,
      excerpt: t.excerpt,
      html: htmlOf(t.blocks),
    })),
    link: `/theindex/${categorySlug(post.categoryIds[0] ?? 0)}/${en?.slug ?? ""}`,
  };
}

/** What a save left: the post's fields and its texts (the rich text as sanitized and stored). */
function snapshotOf(post: IndexPostRow, texts: IndexTextRow[]): IndexRevisionSnapshot {
  return {
    categoryIds: post.categoryIds,
    tagIds: post.tagIds,
    authorId: post.authorId,
    featuredImage: post.featuredImage,
    featuredVideo: post.featuredVideo,
    skus: post.skus,
    sticky: post.sticky,
    customCss: post.customCss,
    customJs: post.customJs,
    texts: [...texts]
      .sort((a, b) => a.lang.localeCompare(b.lang))
      .map((t) => ({
        lang: t.lang as IndexRevisionSnapshot["texts"][number]["lang"],
        slug: t.slug,
        title: t.title,
        excerpt: t.excerpt,
        html: htmlOf(t.blocks),
      })),
  };
}

/** The fields one snapshot changed from the one before it ("texts.de.title"; a language added or dropped: "texts.de"). */
export function revisionChanges(before: IndexRevisionSnapshot | null, after: IndexRevisionSnapshot): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const out: string[] = [];
  for (const key of Object.keys(after) as (keyof IndexRevisionSnapshot)[]) {
    if (key === "texts") continue;
    if (!before || !same(before[key], after[key])) out.push(key);
  }
  const langs = new Set([...(before?.texts ?? []), ...after.texts].map((t) => t.lang));
  for (const lang of [...langs].sort()) {
    const was = before?.texts.find((t) => t.lang === lang);
    const now = after.texts.find((t) => t.lang === lang);
    if (!was || !now) {
      out.push(`texts.${lang}`);
      continue;
    }
    for (const field of ["title", "slug", "excerpt", "html"] as const)
      if (was[field] !== now[field]) out.push(`texts.${lang}.${field}`);
  }
  return out;
}

/**
 * The Index editor (issue #19 item 4) for the back office's `content.write` roles: list, create and
 * edit drafts (optimistic version), publish now, schedule, unpublish. Every write and its audit
 * entry commit together; then the readers' caches drop on every process (`changed`).
 */
export function createIndexEditor(
  db: Db,
  repo: (db: Db) => IndexEditorRepository,
  options: {
    changed: () => void;
    categorySlugs: () => Promise<Map<number, string>>;
    /** A signed, expiring storefront link to the post as saved (index-hub.preview.ts). */
    previewLink?: (id: number) => StaffIndexPreviewLink;
    now?: () => Date;
  },
) {
  const now = options.now ?? (() => new Date());
  const slugOf = async () => {
    const slugs = await options.categorySlugs();
    return (id: number) => slugs.get(id) ?? "uncategorized";
  };

  async function validate(tx: Db, id: number, input: StaffIndexPostInput) {
    const r = repo(tx);
    const found = await r.exists(tx, input.categoryIds, input.tagIds, input.authorId);
    if (!found.categories) throw fieldError("categoryIds", "names a category that does not exist");
    if (!found.tags) throw fieldError("tagIds", "names a tag that does not exist");
    if (!found.author) throw fieldError("authorId", "is not an author");
    if (await r.slugTaken(tx, id, input.texts)) throw httpError(ERRORS.indexSlugInUse);
  }

  /** Only the owner sets a post's CSS or script; anyone else sending a change to them is refused. */
  function code(actor: IndexEditorActor, input: StaffIndexPostInput, current?: IndexPostRow) {
    const out: { customCss?: string; customJs?: string } = {};
    for (const key of ["customCss", "customJs"] as const) {
      const value = input[key];
      if (value === undefined || value === (current?.[key] ?? "")) continue;
      if (!actor.mayWriteCode) throw httpError(ERRORS.staffForbidden, `Only the owner may set ${key}.`);
      out[key] = value;
    }
    return out;
  }

  const fields = (input: StaffIndexPostInput) => ({
    categoryIds: input.categoryIds,
    tagIds: input.tagIds,
    authorId: input.authorId,
    featuredImage: input.featuredImage,
    largeFeaturedImage: input.featuredImage,
    featuredVideo: input.featuredVideo,
    skus: input.skus,
    sticky: input.sticky,
  });
  const texts = (input: StaffIndexPostInput) =>
    input.texts.map((t) => ({
      lang: t.lang,
      slug: t.slug,
      title: t.title,
      excerpt: t.excerpt,
      blocks: toBlocks(sanitizeIndexHtml(t.html), input.skus, t.lang),
    }));

  /** Keeps the post as this save left it, in the save's transaction (revisions). */
  async function keep(tx: Db, actor: IndexEditorActor, id: number, action: StaffIndexRevision["action"]) {
    const r = repo(tx);
    const saved = await r.find(tx, id);
    if (!saved) return;
    await r.addRevision(tx, {
      postId: id,
      version: saved.post.version,
      action,
      staffId: actor.id,
      staffEmail: actor.email,
      createdAt: now(),
      snapshot: snapshotOf(saved.post, saved.texts),
    });
  }

  /**
   * An edit or a restore, in its transaction: the checks, the post's next version with its fields
   * and texts, its revision and its audit entry (`index.post.{action}`); answers the post as saved.
   */
  async function write(
    tx: Db,
    actor: IndexEditorActor,
    current: IndexPostRow,
    input: StaffIndexPostInput,
    action: "update" | "restore",
    detail: Record<string, unknown>,
  ) {
    const r = repo(tx);
    const id = current.id;
    await validate(tx, id, input);
    await r.update(tx, id, {
      ...fields(input),
      ...code(actor, input, current),
      modifiedAt: now(),
      version: current.version + 1,
    });
    await r.replaceTexts(tx, id, texts(input));
    await keep(tx, actor, id, action);
    await actor.audit(tx, {
      action: `index.post.${action}`,
      targetId: String(id),
      changes: { version: { before: current.version, after: current.version + 1 } },
      detail,
    });
    const again = await r.find(tx, id);
    return again as NonNullable<typeof again>;
  }

  const after = <T>(result: T): T => {
    options.changed();
    return result;
  };

  return {
    /** The categories, tags and authors a post may name (the editor's choices). */
    choices: () => repo(db).choices(),

    async list(): Promise<StaffIndexPostSummary[]> {
      const { posts, texts } = await repo(db).listAll();
      return posts
        .map((p) => {
          const own = texts.filter((t) => t.postId === p.id);
          return {
            id: p.id,
            title: own.find((t) => t.lang === "en")?.title ?? own[0]?.title ?? "",
            status: p.status as IndexPostStatus,
            publishedAt: p.publishedAt?.toISOString() ?? null,
            modifiedAt: p.modifiedAt.toISOString(),
            languages: own.map((t) => t.lang).sort(),
            categoryIds: p.categoryIds,
            version: p.version,
          };
        })
        .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.id - a.id);
    },

    async get(id: number): Promise<StaffIndexPost> {
      const found = await db.transaction((tx) => repo(tx).find(tx, id));
      if (!found) throw httpError(ERRORS.indexPostNotFound);
      return toStaffPost(found.post, found.texts, await slugOf());
    },

    /** A new draft. */
    async create(actor: IndexEditorActor, input: StaffIndexPostInput): Promise<StaffIndexPost> {
      const slug = await slugOf();
      const created = await db.transaction(async (tx) => {
        const r = repo(tx);
        const id = await r.nextId(tx);
        await validate(tx, id, input);
        const row = {
          id,
          ...fields(input),
          ...code(actor, input),
          status: "draft",
          publishedAt: null,
          modifiedAt: now(),
          version: 1,
        };
        await r.insert(tx, row);
        await r.replaceTexts(tx, id, texts(input));
        await keep(tx, actor, id, "create");
        await actor.audit(tx, {
          action: "index.post.create",
          targetId: String(id),
          changes: { status: { before: null, after: "draft" } },
          detail: { title: input.texts.find((t) => t.lang === "en")?.title },
        });
        const again = await r.find(tx, id);
        return again as NonNullable<typeof again>;
      });
      return after(toStaffPost(created.post, created.texts, slug));
    },

    /** Saves a post's fields and texts (its status stays); a stale `version` → 409 version_conflict. */
    async update(actor: IndexEditorActor, id: number, input: StaffIndexPostInput): Promise<StaffIndexPost> {
      const slug = await slugOf();
      const saved = await db.transaction(async (tx) => {
        const r = repo(tx);
        const found = await r.find(tx, id);
        if (!found) throw httpError(ERRORS.indexPostNotFound);
        if (input.version !== undefined && input.version !== found.post.version)
          throw httpError(ERRORS.versionConflict);
        return write(tx, actor, found.post, input, "update", { languages: input.texts.map((t) => t.lang) });
      });
      return after(toStaffPost(saved.post, saved.texts, slug));
    },

    /** A signed link that shows the post as saved on the storefront, whatever its status. */
    async previewLink(id: number): Promise<StaffIndexPreviewLink> {
      const found = await db.transaction((tx) => repo(tx).find(tx, id));
      if (!found || !options.previewLink) throw httpError(ERRORS.indexPostNotFound);
      return options.previewLink(id);
    },

    /** The post's revisions, newest first: who saved, when, and what that save changed. */
    async revisions(id: number): Promise<StaffIndexRevision[]> {
      const r = repo(db);
      const rows = await r.revisions(id);
      if (!rows.length && !(await db.transaction((tx) => r.find(tx, id)))) throw httpError(ERRORS.indexPostNotFound);
      return rows.map((row, i) => {
        const older = rows[i + 1];
        return {
          id: row.id,
          version: row.version,
          action: row.action as StaffIndexRevision["action"],
          staffEmail: row.staffEmail,
          createdAt: row.createdAt.toISOString(),
          title: row.snapshot.texts.find((t) => t.lang === "en")?.title ?? "",
          changed: revisionChanges(older?.snapshot ?? null, row.snapshot),
        };
      });
    },

    /**
     * Restores a revision as a new save (its own revision, audited): the same checks as an edit —
     * a stale version 409, a slug another post took since 409, code only by the owner.
     */
    async restore(
      actor: IndexEditorActor,
      id: number,
      revisionId: number,
      input: StaffIndexRestoreInput,
    ): Promise<StaffIndexPost> {
      const slug = await slugOf();
      const saved = await db.transaction(async (tx) => {
        const r = repo(tx);
        const found = await r.find(tx, id);
        if (!found) throw httpError(ERRORS.indexPostNotFound);
        if (input.version !== undefined && input.version !== found.post.version)
          throw httpError(ERRORS.versionConflict);
        const revision = await r.revision(tx, id, revisionId);
        if (!revision) throw httpError(ERRORS.indexRevisionNotFound);
        const { customCss, customJs, ...rest } = revision.snapshot;
        const restored: StaffIndexPostInput = { ...rest, customCss, customJs };
        return write(tx, actor, found.post, restored, "restore", { revisionId, revisionVersion: revision.version });
      });
      return after(toStaffPost(saved.post, saved.texts, slug));
    },

    /** Publish now, schedule (a future time), or back to draft. */
    async setStatus(actor: IndexEditorActor, id: number, input: StaffIndexStatusInput): Promise<StaffIndexPost> {
      const slug = await slugOf();
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const r = repo(tx);
        const found = await r.find(tx, id);
        if (!found) throw httpError(ERRORS.indexPostNotFound);
        let publishedAt: Date | null = found.post.publishedAt;
        if (input.status === "publish") publishedAt = at;
        if (input.status === "future") {
          publishedAt = new Date(input.publishAt as string);
          if (publishedAt.getTime() <= at.getTime()) throw fieldError("publishAt", "must be in the future");
        }
        if (input.status === "draft") publishedAt = null;
        await r.update(tx, id, { status: input.status, publishedAt, modifiedAt: at, version: found.post.version + 1 });
        await actor.audit(tx, {
          action: `index.post.${input.status === "publish" ? "publish" : input.status === "future" ? "schedule" : "unpublish"}`,
          targetId: String(id),
          changes: {
            status: { before: found.post.status, after: input.status },
            publishedAt: {
              before: found.post.publishedAt?.toISOString() ?? null,
              after: publishedAt?.toISOString() ?? null,
            },
          },
        });
        const again = await r.find(tx, id);
        return again as NonNullable<typeof again>;
      });
      return after(toStaffPost(saved.post, saved.texts, slug));
    },
  };
}

export type IndexEditor = ReturnType<typeof createIndexEditor>;
