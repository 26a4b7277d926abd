import { ERRORS, type StaffRedirectCreate, type StaffRedirectEdit } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { safeRedirectPath } from "@ironworks/domain";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import { urlRewrites } from "../route/route.schema.ts";
import { normalizePath } from "../route/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { changedFields, recordAudit } from "./staff.repository.ts";

/** 400 validation_error naming one field, as the contracts' schemas answer (ADR 0039). */
export function invalid(field: string, message: string) {
  return httpError(ERRORS.validation, `${field}: ${message}`, { fields: [{ field, message }] });
}

type Rewrite = typeof urlRewrites.$inferSelect;
const sitesOf = (site: string) => (site === "*" ? ["*"] : [site, "*"]);

/** A root-relative path of this store, in the form the route lookup reads it (lower case, no trailing slash). */
function storePath(field: string, raw: string): string {
  if (safeRedirectPath(raw, "") !== raw) throw invalid(field, "must be a path on this store (/…), not another site");
  return normalizePath(raw);
}

/** Who chose what: the redirect as the console shows it. */
const view = (r: Rewrite) => ({
  site: r.site,
  from: r.requestPath,
  to: r.redirectTarget ?? "",
  type: r.redirectType ?? 301,
  version: r.version,
});

/**
 * Redirects from the back office (issue #17 item 4): list and search, create, edit, delete. The rules
 * keep every redirect one hop to a page of this store: no loop (a path to itself), no chain (a target
 * that redirects again, or a source other redirects already point at), same-origin targets only, and
 * a path that shows a product, category or page is redirected only when the member confirms. Every
 * write is audited in its transaction; the route caches of every process drop after the commit.
 */
export function createStaffRedirects(deps: { db: Db; changed: (topic: "content") => void }) {
  const { db } = deps;

  async function checkTarget(tx: Db, site: string, from: string, to: string) {
    if (to === from) throw invalid("to", "is the same path as from: that would be a loop");
    const [next] = await tx
      .select()
      .from(urlRewrites)
      .where(
        and(
          eq(urlRewrites.requestPath, to),
          inArray(urlRewrites.site, sitesOf(site)),
          isNotNull(urlRewrites.redirectTarget),
        ),
      )
      .limit(1);
    if (next)
      throw invalid(
        "to",
        next.redirectTarget === from
          ? `redirects back to ${from}: that would be a loop`
          : `redirects again to ${next.redirectTarget}: point to that path directly (one hop only)`,
      );
  }

  async function checkNoneInto(tx: Db, from: string) {
    const into = await tx
      .select({ requestPath: urlRewrites.requestPath })
      .from(urlRewrites)
      .where(eq(urlRewrites.redirectTarget, from))
      .limit(3);
    if (into.length)
      throw invalid(
        "from",
        `is where ${into.map((r) => r.requestPath).join(", ")} redirect${into.length > 1 ? "" : "s"} to: that would be a chain of two hops (point those to the new target first)`,
      );
  }

  async function locked(tx: Db, site: string, from: string) {
    const [row] = await tx
      .select()
      .from(urlRewrites)
      .where(and(eq(urlRewrites.site, site), eq(urlRewrites.requestPath, from), isNotNull(urlRewrites.redirectTarget)))
      .for("update");
    if (!row) throw httpError(ERRORS.notFound, `No redirect from ${from} in ${site}`);
    return row;
  }

  const audit = (tx: Db, who: StaffPrincipal, action: string, row: { site: string; from: string }, changes: object) =>
    recordAudit(tx, {
      staffId: who.id,
      staffEmail: who.email,
      action,
      targetType: "redirect",
      targetId: `${row.site} ${row.from}`,
      changes: changes as Record<string, { before: unknown; after: unknown }>,
    });

  return {
    async list(q: { q?: string; sort?: string; page: number; limit: number }) {
      const where = and(
        isNotNull(urlRewrites.redirectTarget),
        q.q
          ? or(
              ilike(urlRewrites.requestPath, `%${escapeLike(q.q)}%`),
              ilike(urlRewrites.redirectTarget, `%${escapeLike(q.q)}%`),
            )
          : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(urlRewrites)
          .where(where)
          .orderBy(
            ...(q.sort?.endsWith("to")
              ? [(q.sort.startsWith("-") ? desc : asc)(urlRewrites.redirectTarget)]
              : [(q.sort === "-from" ? desc : asc)(urlRewrites.requestPath)]),
            asc(urlRewrites.requestPath),
            asc(urlRewrites.site),
          )
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(urlRewrites).where(where),
      ]);
      return { redirects: rows.map(view), page: q.page, limit: q.limit, total: total[0]?.n ?? 0 };
    },

    async create(who: StaffPrincipal, input: StaffRedirectCreate) {
      const from = storePath("from", input.from);
      const to = storePath("to", input.to);
      if (from === "/") throw invalid("from", "is the home page, which cannot be redirected");
      const saved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await checkTarget(tx, input.site, from, to);
        await checkNoneInto(tx, from);
        const existing = await tx
          .select()
          .from(urlRewrites)
          .where(and(eq(urlRewrites.requestPath, from), inArray(urlRewrites.site, sitesOf(input.site))))
          .for("update");
        const redirect = existing.find((r) => r.redirectTarget !== null && r.site === input.site);
        if (redirect)
          throw httpError(
            ERRORS.urlInUse,
            `${from} already redirects to ${redirect.redirectTarget}: edit that redirect.`,
            { current: view(redirect) },
          );
        const shown = existing.find((r) => r.entityType !== null);
        if (shown && !input.confirm)
          throw httpError(ERRORS.redirectShadowsPage, undefined, {
            entityType: shown.entityType,
            entityId: shown.entityId,
            path: from,
          });
        // Confirmed: the redirect takes the path; the entity keeps its other paths.
        if (shown && shown.site === input.site)
          await tx.delete(urlRewrites).where(and(eq(urlRewrites.site, shown.site), eq(urlRewrites.requestPath, from)));
        const [row] = await tx
          .insert(urlRewrites)
          .values({ site: input.site, requestPath: from, redirectTarget: to, redirectType: input.type })
          .onConflictDoNothing()
          .returning();
        // Another save took the path since the check (a concurrent create): theirs stands.
        if (!row) throw httpError(ERRORS.urlInUse, `${from} was just taken by another change: reload and try again.`);
        const created = view(row);
        await audit(tx, who, "redirect.create", created, {
          to: { before: null, after: to },
          type: { before: null, after: input.type },
          ...(shown ? { replaced: { before: `${shown.entityType} ${shown.entityId}`, after: null } } : {}),
        });
        return created;
      });
      deps.changed("content");
      return saved;
    },

    async edit(who: StaffPrincipal, key: { site: string; from: string }, input: StaffRedirectEdit) {
      const from = normalizePath(key.from);
      const to = storePath("to", input.to);
      const saved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await locked(tx, key.site, from);
        if (row.version !== input.version) throw httpError(ERRORS.versionConflict, undefined, { current: view(row) });
        await checkTarget(tx, key.site, from, to);
        const changes = changedFields({ to: row.redirectTarget, type: row.redirectType }, { to, type: input.type });
        if (!Object.keys(changes).length) return { redirect: view(row), changed: false };
        const [next] = await tx
          .update(urlRewrites)
          .set({ redirectTarget: to, redirectType: input.type, version: row.version + 1 })
          .where(and(eq(urlRewrites.site, key.site), eq(urlRewrites.requestPath, from)))
          .returning();
        const updated = view(next as Rewrite);
        await audit(tx, who, "redirect.edit", updated, changes);
        return { redirect: updated, changed: true };
      });
      if (saved.changed) deps.changed("content");
      return saved.redirect;
    },

    async remove(who: StaffPrincipal, key: { site: string; from: string }, version: number) {
      const from = normalizePath(key.from);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await locked(tx, key.site, from);
        if (row.version !== version) throw httpError(ERRORS.versionConflict, undefined, { current: view(row) });
        await tx.delete(urlRewrites).where(and(eq(urlRewrites.site, key.site), eq(urlRewrites.requestPath, from)));
        await audit(tx, who, "redirect.delete", view(row), {
          to: { before: row.redirectTarget, after: null },
          type: { before: row.redirectType, after: null },
        });
      });
      deps.changed("content");
    },
  };
}
export type StaffRedirects = ReturnType<typeof createStaffRedirects>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Moves the paths of one category (its English path and its per-language ones) inside the caller's
 * transaction: a path no longer used becomes a 301 to where the same language now lives, redirects
 * that pointed at it are pointed at the new path (one hop, never a chain), and a new path is
 * checked free first. `sites` are the stores the category's routes answer on.
 */
export async function moveCategoryPaths(
  tx: Db,
  category: { id: number; sites: string[] | null },
  moves: { from: string | null; to: string | null; fallback: string }[],
) {
  const id = String(category.id);
  const sites = category.sites?.length ? category.sites : ["*"];
  const oldPaths = new Set(moves.flatMap((m) => (m.from ? [m.from] : [])));
  const newPaths = new Set(moves.flatMap((m) => (m.to ? [m.to] : [])));
  for (const path of newPaths) {
    if (oldPaths.has(path)) continue;
    const rows = await tx.select().from(urlRewrites).where(eq(urlRewrites.requestPath, path)).for("update");
    for (const row of rows) {
      const own = row.entityType === "category" && row.entityId === id;
      // Going back to an earlier key: its redirect to one of our paths would now loop; it goes.
      const backToUs = row.redirectTarget !== null && oldPaths.has(row.redirectTarget);
      if (!own && !backToUs)
        throw httpError(
          ERRORS.urlInUse,
          `${path} is already used (${row.entityType ?? `redirect to ${row.redirectTarget}`}).`,
          { path },
        );
    }
    await tx.delete(urlRewrites).where(eq(urlRewrites.requestPath, path));
    await tx
      .insert(urlRewrites)
      .values(sites.map((site) => ({ site, requestPath: path, entityType: "category" as const, entityId: id })));
  }
  for (const move of moves) {
    if (!move.from || newPaths.has(move.from)) continue;
    const target = move.to ?? move.fallback;
    await tx
      .delete(urlRewrites)
      .where(
        and(
          eq(urlRewrites.requestPath, move.from),
          eq(urlRewrites.entityType, "category"),
          eq(urlRewrites.entityId, id),
        ),
      );
    await tx
      .insert(urlRewrites)
      .values(
        sites.map((site) => ({ site, requestPath: move.from as string, redirectTarget: target, redirectType: 301 })),
      )
      .onConflictDoNothing();
    // One hop: what led to the old path now leads to the new one.
    await tx
      .update(urlRewrites)
      .set({ redirectTarget: target, version: sql`${urlRewrites.version} + 1` })
      .where(and(eq(urlRewrites.redirectTarget, move.from), isNull(urlRewrites.entityType)));
  }
}

/** 409 url_in_use when anything on `site` (or, for "*", on any store) already answers `path`. */
export async function checkPathFree(tx: Db, path: string, site: string) {
  const [row] = await tx
    .select()
    .from(urlRewrites)
    .where(and(eq(urlRewrites.requestPath, path), site === "*" ? undefined : inArray(urlRewrites.site, [site, "*"])))
    .limit(1);
  if (row)
    throw httpError(
      ERRORS.urlInUse,
      `${path} is already used (${row.entityType ?? `redirect to ${row.redirectTarget}`}).`,
      {
        path,
      },
    );
}

/** A new CMS page's address: the route lookup answers it with the page (its store only). */
export async function routeCmsPage(tx: Db, page: { site: string; path: string; identifier: string }) {
  await tx
    .insert(urlRewrites)
    .values({ site: page.site, requestPath: page.path, entityType: "cms", entityId: page.identifier });
}

/** A deleted CMS page's address goes (a 404 from then on; staff may add a redirect). */
export async function unrouteCmsPage(tx: Db, page: { site: string; identifier: string }) {
  await tx
    .delete(urlRewrites)
    .where(
      and(
        eq(urlRewrites.entityType, "cms"),
        eq(urlRewrites.entityId, page.identifier),
        eq(urlRewrites.site, page.site),
      ),
    );
}

/**
 * A deleted category's paths: each redirects (301) to `to` (its parent's path in that language), and
 * what led to it follows (one hop); with no `to` (a top-level category) the path simply goes.
 */
export async function unrouteCategory(
  tx: Db,
  category: { id: number; sites: string[] | null },
  moves: { from: string; to: string | null }[],
) {
  await tx
    .delete(urlRewrites)
    .where(and(eq(urlRewrites.entityType, "category"), eq(urlRewrites.entityId, String(category.id))));
  const sites = category.sites?.length ? category.sites : ["*"];
  for (const { from, to } of moves) {
    if (!to) continue;
    await tx
      .insert(urlRewrites)
      .values(sites.map((site) => ({ site, requestPath: from, redirectTarget: to, redirectType: 301 })))
      .onConflictDoNothing();
    await tx
      .update(urlRewrites)
      .set({ redirectTarget: to, version: sql`${urlRewrites.version} + 1` })
      .where(eq(urlRewrites.redirectTarget, from));
  }
}
