import {
  type CategoryCopy,
  type CmsBlockCopy,
  type CmsPageCopy,
  COPY_LANGUAGES,
  ERRORS,
  type StaffCategoryCreate,
  type StaffCategoryEdit,
  type StaffCmsBlockCreate,
  type StaffCmsBlockEdit,
  type StaffCmsPageCreate,
  type StaffCmsPageEdit,
  type StaffMissingQuery,
  type TranslationsOf,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import type { MissingTranslationLog } from "../../platform/missing-translations.ts";
import { categories, productCategories } from "../catalog/catalog.schema.ts";
import { categoryPathIn, type CatalogService } from "../catalog/index.ts";
import { cmsBlocks, cmsPages } from "../content/content.schema.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { changedFields, recordAudit } from "./staff.repository.ts";
import {
  checkPathFree,
  invalid,
  moveCategoryPaths,
  routeCmsPage,
  unrouteCategory,
  unrouteCmsPage,
} from "./staff.redirects.ts";

type Language = (typeof COPY_LANGUAGES)[number];
const OTHER_LANGUAGES = COPY_LANGUAGES.filter((l) => l !== "en");
type Changes = Record<string, { before: unknown; after: unknown }>;
type CategoryRow = typeof categories.$inferSelect;

/** Where a language's copy lives: its own key ("de"), regional keys aside. */
const copyIn = <T>(t: TranslationsOf<T>, language: string): Partial<T> => t[language] ?? {};

/** A translation with the given fields set; an empty value removes the field (the storefront falls back). */
function withCopy<T extends object>(t: TranslationsOf<T>, language: string, fields: Partial<Record<keyof T, unknown>>) {
  const next: Record<string, unknown> = { ...copyIn(t, language) };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === "" || value === null) delete next[field];
    else next[field] = value;
  }
  const out = { ...t } as Record<string, unknown>;
  if (Object.keys(next).length) out[language] = next;
  else delete out[language];
  return out as TranslationsOf<T>;
}

/** Audit keys: English fields by name (`name`), another language's with its tag (`name.de`). */
const keyed = (language: string, fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [language === "en" ? k : `${k}.${language}`, v]));

const parentOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");
const join = (parent: string, key: string) => (parent ? `${parent}/${key}` : key);

/** Every route path of a category by language: English is its url_path, another language its own key under the same parent. */
function categoryPaths(urlPath: string, translations: TranslationsOf<CategoryCopy>): Record<Language, string | null> {
  const out = { en: `/${urlPath}` } as Record<Language, string | null>;
  // The storefront links the same path (catalog.mapper's categoryPathIn): one rule for both.
  for (const l of OTHER_LANGUAGES)
    out[l] = copyIn(translations, l).urlKey?.trim() ? categoryPathIn({ urlPath, translations }, l) : null;
  return out;
}

/**
 * Categories, CMS pages and blocks, and the missing-translations report for the back office
 * (issue #17 item 4, issue #15 item 3). Saves name the version they read (409 version_conflict with
 * the current state otherwise), write the change and its audit entry in one transaction, and tell
 * every process after the commit (`changed`, the change bus of ADR 0032/0038).
 */
export function createStaffContent(deps: {
  db: Db;
  catalog: Pick<CatalogService, "listMissingTranslations">;
  changed: (topic: "catalog" | "content") => void;
  missingLog?: MissingTranslationLog;
}) {
  const { db } = deps;
  const audit = (
    tx: Db,
    who: StaffPrincipal,
    action: string,
    targetType: string,
    targetId: string,
    changes: Changes,
    detail?: Record<string, unknown>,
  ) => recordAudit(tx, { staffId: who.id, staffEmail: who.email, action, targetType, targetId, changes, detail });

  function categoryView(row: CategoryRow) {
    const copy = { en: { name: row.name, description: row.description ?? "", urlKey: row.urlKey } } as Record<
      Language,
      { name: string; description: string; urlKey: string }
    >;
    for (const l of OTHER_LANGUAGES) {
      const c = copyIn(row.translations, l);
      copy[l] = { name: c.name ?? "", description: c.description ?? "", urlKey: c.urlKey ?? "" };
    }
    return {
      id: row.id,
      parentId: row.parentId,
      position: row.position,
      isActive: row.isActive,
      urlPath: row.urlPath,
      paths: categoryPaths(row.urlPath, row.translations),
      copy,
      version: row.version,
    };
  }

  async function lockedCategory(tx: Db, id: number) {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row) throw httpError(ERRORS.categoryNotFound);
    return row;
  }

  async function checkParent(tx: Db, id: number, parentId: number | null) {
    if (parentId === null) return null;
    if (parentId === id) throw invalid("parentId", "cannot be the category itself");
    let cursor: number | null = parentId;
    let parent: CategoryRow | null = null;
    for (let hops = 0; cursor !== null && hops < 50; hops++) {
      const [row] = await tx.select().from(categories).where(eq(categories.id, cursor));
      if (!row) throw invalid("parentId", "is not a category");
      if (row.id === id) throw invalid("parentId", "is one of this category's sub-categories");
      parent ??= row;
      cursor = row.parentId;
    }
    return parent;
  }

  return {
    async listCategories() {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.parentId), asc(categories.position), asc(categories.id));
      return {
        categories: rows.map((r) => ({
          id: r.id,
          parentId: r.parentId,
          position: r.position,
          name: r.name,
          urlPath: r.urlPath,
          isActive: r.isActive,
          missing: OTHER_LANGUAGES.filter((l) => !copyIn(r.translations, l).name),
        })),
      };
    },

    async getCategory(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      if (!row) throw httpError(ERRORS.categoryNotFound);
      return categoryView(row);
    },

    async editCategory(who: StaffPrincipal, id: number, edit: StaffCategoryEdit) {
      const saved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await lockedCategory(tx, id);
        if (row.version !== edit.version)
          throw httpError(ERRORS.versionConflict, undefined, { current: categoryView(row) });
        const parentId = edit.parentId === undefined ? row.parentId : edit.parentId;
        const parent = parentId === row.parentId ? null : await checkParent(tx, id, parentId);
        const parentPath = parentId === row.parentId ? parentOf(row.urlPath) : (parent?.urlPath ?? "");
        const en = edit.copy?.en;
        const urlKey = en?.urlKey ?? row.urlKey;
        const urlPath = join(parentPath, urlKey);
        let translations = row.translations;
        for (const l of OTHER_LANGUAGES) {
          const c = edit.copy?.[l];
          if (c) translations = withCopy(translations, l, c);
        }
        const before = {
          name: row.name,
          description: row.description ?? "",
          urlKey: row.urlKey,
          parentId: row.parentId,
          position: row.position,
          isActive: row.isActive,
          ...Object.assign({}, ...OTHER_LANGUAGES.map((l) => keyed(l, copyOf(row.translations, l)))),
        };
        const after = {
          name: en?.name ?? row.name,
          description: en?.description ?? row.description ?? "",
          urlKey,
          parentId,
          position: edit.position ?? row.position,
          isActive: edit.isActive ?? row.isActive,
          ...Object.assign({}, ...OTHER_LANGUAGES.map((l) => keyed(l, copyOf(translations, l)))),
        };
        const changes = changedFields(before, after);
        if (!Object.keys(changes).length) return { view: categoryView(row), changed: false };

        // Paths: this category's in every language, then each sub-category's under the new parent path.
        if (urlPath !== row.urlPath) {
          const [taken] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.urlPath, urlPath));
          if (taken && taken.id !== id)
            throw httpError(ERRORS.urlInUse, `/${urlPath} is already another category's URL.`, { path: `/${urlPath}` });
        }
        const oldPaths = categoryPaths(row.urlPath, row.translations);
        const newPaths = categoryPaths(urlPath, translations);
        await moveCategoryPaths(
          tx,
          row,
          COPY_LANGUAGES.map((l) => ({ from: oldPaths[l], to: newPaths[l], fallback: newPaths.en as string })),
        );
        if (urlPath !== row.urlPath) {
          const below = await tx
            .select()
            .from(categories)
            .where(like(categories.urlPath, `${row.urlPath.replace(/[\\%_]/g, (ch) => `\\${ch}`)}/%`))
            .for("update");
          for (const child of below) {
            const childPath = urlPath + child.urlPath.slice(row.urlPath.length);
            const from = categoryPaths(child.urlPath, child.translations);
            const to = categoryPaths(childPath, child.translations);
            await moveCategoryPaths(
              tx,
              child,
              COPY_LANGUAGES.map((l) => ({ from: from[l], to: to[l], fallback: to.en as string })),
            );
            await tx.update(categories).set({ urlPath: childPath }).where(eq(categories.id, child.id));
          }
        }
        const [next] = await tx
          .update(categories)
          .set({
            name: after.name,
            description: after.description || null,
            urlKey,
            urlPath,
            parentId,
            position: after.position,
            isActive: after.isActive,
            translations,
            version: row.version + 1,
          })
          .where(eq(categories.id, id))
          .returning();
        await audit(tx, who, "category.edit", "category", String(id), changes, { urlPath: `/${urlPath}` });
        return { view: categoryView(next as CategoryRow), changed: true };
      });
      if (saved.changed) {
        deps.changed("catalog");
        deps.changed("content");
      }
      return saved.view;
    },

    /**
     * A new category (issue #17): under a parent (null: top level), its URL in every language
     * routed (409 url_in_use when a category, product, page or redirect has one of them), its
     * store limits those of its parent, audited in the transaction; every process's menus and
     * category pages drop their caches after the commit.
     */
    async createCategory(who: StaffPrincipal, input: StaffCategoryCreate) {
      const view = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // One writer of new ids at a time (the table has no sequence: ids come from the seed).
        await tx.execute(sql`lock table catalog_categories in share row exclusive mode`);
        const parent =
          input.parentId === null
            ? null
            : ((await tx.select().from(categories).where(eq(categories.id, input.parentId)))[0] ?? null);
        if (input.parentId !== null && !parent) throw invalid("parentId", "is not a category");
        const en = input.copy.en;
        const urlPath = join(parent?.urlPath ?? "", en.urlKey);
        const [taken] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.urlPath, urlPath));
        if (taken)
          throw httpError(ERRORS.urlInUse, `/${urlPath} is already another category's URL.`, { path: `/${urlPath}` });
        let translations: TranslationsOf<CategoryCopy> = {};
        for (const l of OTHER_LANGUAGES) {
          const c = input.copy[l];
          if (c) translations = withCopy(translations, l, c);
        }
        const [{ next } = { next: 1 }] = (await tx
          .select({ next: sql<number>`coalesce(max(${categories.id}), 0)::int + 1` })
          .from(categories)) as { next: number }[];
        const [row] = await tx
          .insert(categories)
          .values({
            id: next,
            parentId: parent?.id ?? null,
            name: en.name,
            urlKey: en.urlKey,
            urlPath,
            position: input.position,
            description: en.description || null,
            sites: parent?.sites ?? null,
            inMenu: input.inMenu,
            isActive: input.isActive,
            translations,
          })
          .returning();
        const created = row as CategoryRow;
        const paths = categoryPaths(urlPath, translations);
        await moveCategoryPaths(
          tx,
          created,
          COPY_LANGUAGES.map((l) => ({ from: null, to: paths[l], fallback: paths.en as string })),
        );
        const after = {
          name: en.name,
          description: en.description,
          urlKey: en.urlKey,
          parentId: created.parentId,
          position: created.position,
          isActive: created.isActive,
          ...Object.assign({}, ...OTHER_LANGUAGES.map((l) => keyed(l, copyOf(translations, l)))),
        };
        // What the new category has: empty copy and a top level parent are not "changes".
        const set = Object.fromEntries(Object.entries(after).filter(([, v]) => v !== "" && v !== null));
        await audit(tx, who, "category.create", "category", String(created.id), changedFields({}, set), {
          urlPath: `/${urlPath}`,
        });
        return categoryView(created);
      });
      deps.changed("catalog");
      deps.changed("content");
      return view;
    },

    /**
     * Deletes an empty category (no sub-categories, no products: 409 category_not_empty otherwise —
     * disabling is the way to hide one that has them). Its paths redirect (301) to its parent's, or
     * go when it had none; audited; every process told after the commit.
     */
    async deleteCategory(who: StaffPrincipal, id: number, version: number) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await lockedCategory(tx, id);
        if (row.version !== version) throw httpError(ERRORS.versionConflict, undefined, { current: categoryView(row) });
        const [child] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.parentId, id))
          .limit(1);
        const [product] = await tx
          .select({ id: productCategories.productId })
          .from(productCategories)
          .where(eq(productCategories.categoryId, id))
          .limit(1);
        if (child || product)
          throw httpError(ERRORS.categoryNotEmpty, undefined, {
            subCategories: Boolean(child),
            products: Boolean(product),
          });
        const parent = row.parentId
          ? (await tx.select().from(categories).where(eq(categories.id, row.parentId)))[0]
          : undefined;
        const paths = categoryPaths(row.urlPath, row.translations);
        const to = parent ? categoryPaths(parent.urlPath, parent.translations) : null;
        await unrouteCategory(
          tx,
          row,
          COPY_LANGUAGES.flatMap((l) => {
            const from = paths[l];
            return from ? [{ from, to: to ? (to[l] ?? (to.en as string)) : null }] : [];
          }),
        );
        await tx.delete(categories).where(eq(categories.id, id));
        await audit(
          tx,
          who,
          "category.delete",
          "category",
          String(id),
          changedFields({ name: row.name, urlPath: `/${row.urlPath}` }, { name: null, urlPath: null }),
          { redirectedTo: parent ? `/${parent.urlPath}` : null },
        );
      });
      deps.changed("catalog");
      deps.changed("content");
    },

    async listPages() {
      const rows = await db.select().from(cmsPages).orderBy(asc(cmsPages.identifier), asc(cmsPages.site));
      return {
        pages: rows.map((r) => ({
          id: r.id,
          identifier: r.identifier,
          site: r.site,
          url: r.url,
          title: r.title,
          isActive: r.isActive,
          missing: OTHER_LANGUAGES.filter((l) => missingPageFields(r, l).length),
        })),
      };
    },

    async getPage(id: number, locale: Language) {
      const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
      if (!row) throw httpError(ERRORS.pageNotFound);
      return pageView(row, locale);
    },

    async editPage(who: StaffPrincipal, id: number, edit: StaffCmsPageEdit) {
      const { locale } = edit;
      if (locale === "en" && !edit.title) throw invalid("title", "is required");
      const saved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).for("update");
        if (!row) throw httpError(ERRORS.pageNotFound);
        if (row.version !== edit.version)
          throw httpError(ERRORS.versionConflict, undefined, { current: pageView(row, locale) });
        const current = pageView(row, locale);
        // Blocks identical to English are not a translation: the page keeps falling back (and stays listed as missing).
        const blocks = locale !== "en" && sameJson(edit.blocks, row.blocks) ? null : edit.blocks;
        const before = keyed(locale, {
          title: current.title,
          metaDescription: current.metaDescription,
          blocks: current.blocks,
        });
        const after = keyed(locale, { title: edit.title, metaDescription: edit.metaDescription, blocks });
        const changes = changedFields(
          { ...before, isActive: row.isActive },
          { ...after, isActive: edit.isActive ?? row.isActive },
        );
        if (!Object.keys(changes).length) return { view: current, changed: false };
        const set =
          locale === "en"
            ? { title: edit.title, metaDescription: edit.metaDescription || null, blocks: edit.blocks }
            : {
                translations: withCopy<CmsPageCopy>(row.translations, locale, {
                  title: edit.title,
                  metaDescription: edit.metaDescription,
                  blocks,
                }),
              };
        const [next] = await tx
          .update(cmsPages)
          .set({ ...set, isActive: edit.isActive ?? row.isActive, version: row.version + 1 })
          .where(eq(cmsPages.id, id))
          .returning();
        await audit(tx, who, "cms_page.edit", "cms_page", String(id), changes, { identifier: row.identifier, locale });
        return { view: pageView(next as typeof row, locale), changed: true };
      });
      if (saved.changed) deps.changed("content");
      return saved.view;
    },

    /**
     * A new CMS page (issue #17): identifier unique per store (409 identifier_in_use), its URL
     * routed on its store (409 url_in_use when anything there has it), audited; every process told.
     */
    async createPage(who: StaffPrincipal, input: StaffCmsPageCreate) {
      const url = input.url ? input.url.toLowerCase().replace(/\/+$/, "") || "/" : "";
      const view = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.execute(sql`lock table cms_pages in share row exclusive mode`);
        const [same] = await tx
          .select({ id: cmsPages.id })
          .from(cmsPages)
          .where(and(eq(cmsPages.identifier, input.identifier), eq(cmsPages.site, input.site)));
        if (same)
          throw httpError(ERRORS.identifierInUse, `A page "${input.identifier}" already exists for ${input.site}.`, {
            identifier: input.identifier,
            site: input.site,
            id: same.id,
          });
        if (url) await checkPathFree(tx, url, input.site);
        const [{ next } = { next: 1 }] = (await tx
          .select({ next: sql<number>`coalesce(max(${cmsPages.id}), 0)::int + 1` })
          .from(cmsPages)) as { next: number }[];
        const [row] = await tx
          .insert(cmsPages)
          .values({
            id: next,
            identifier: input.identifier,
            site: input.site,
            url,
            title: input.title,
            metaDescription: input.metaDescription || null,
            blocks: input.blocks,
            isActive: input.isActive,
          })
          .returning();
        if (url) await routeCmsPage(tx, { site: input.site, path: url, identifier: input.identifier });
        await audit(
          tx,
          who,
          "cms_page.create",
          "cms_page",
          String(next),
          changedFields(
            { identifier: null, site: null, url: null, title: null, isActive: null },
            {
              identifier: input.identifier,
              site: input.site,
              url: url || null,
              title: input.title,
              isActive: input.isActive,
            },
          ),
        );
        return pageView(row as PageRow, "en");
      });
      deps.changed("content");
      return view;
    },

    /** Deletes a CMS page and its route; audited (its copy in the entry's before); every process told. */
    async deletePage(who: StaffPrincipal, id: number, version: number) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).for("update");
        if (!row) throw httpError(ERRORS.pageNotFound);
        if (row.version !== version)
          throw httpError(ERRORS.versionConflict, undefined, { current: pageView(row, "en") });
        await unrouteCmsPage(tx, { site: row.site, identifier: row.identifier });
        await tx.delete(cmsPages).where(eq(cmsPages.id, id));
        await audit(
          tx,
          who,
          "cms_page.delete",
          "cms_page",
          String(id),
          changedFields(
            { identifier: row.identifier, site: row.site, url: row.url || null, title: row.title },
            { identifier: null, site: null, url: null, title: null },
          ),
          { blocks: row.blocks.length },
        );
      });
      deps.changed("content");
    },

    async listBlocks() {
      const rows = await db.select().from(cmsBlocks).orderBy(asc(cmsBlocks.name), asc(cmsBlocks.site));
      return {
        blocks: rows.map((r) => ({
          name: r.name,
          site: r.site,
          active: r.active,
          excerpt: r.content
            .replace(/<[^>]*>/g, " ")
            .replace(/\s+/g, " ")
            .trim()
            .slice(0, 120),
          missing: OTHER_LANGUAGES.filter((l) => !copyIn(r.translations, l).content),
        })),
      };
    },

    async getBlock(site: string, name: string, locale: Language) {
      const [row] = await db
        .select()
        .from(cmsBlocks)
        .where(and(eq(cmsBlocks.site, site), eq(cmsBlocks.name, name)));
      if (!row) throw httpError(ERRORS.blockNotFound);
      return blockView(row, locale);
    },

    async editBlock(who: StaffPrincipal, key: { site: string; name: string }, edit: StaffCmsBlockEdit) {
      const { locale } = edit;
      if (locale === "en" && !edit.content.trim()) throw invalid("content", "is required");
      const saved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const where = and(eq(cmsBlocks.site, key.site), eq(cmsBlocks.name, key.name));
        const [row] = await tx.select().from(cmsBlocks).where(where).for("update");
        if (!row) throw httpError(ERRORS.blockNotFound);
        if (row.version !== edit.version)
          throw httpError(ERRORS.versionConflict, undefined, { current: blockView(row, locale) });
        const current = blockView(row, locale);
        const changes = changedFields(
          { ...keyed(locale, { content: current.content }), active: row.active },
          { ...keyed(locale, { content: edit.content }), active: edit.active ?? row.active },
        );
        if (!Object.keys(changes).length) return { view: current, changed: false };
        const set =
          locale === "en"
            ? { content: edit.content }
            : {
                translations: withCopy<CmsBlockCopy>(row.translations, locale, {
                  content: edit.content.trim() ? edit.content : "",
                }),
              };
        const [next] = await tx
          .update(cmsBlocks)
          .set({ ...set, active: edit.active ?? row.active, version: row.version + 1 })
          .where(where)
          .returning();
        await audit(tx, who, "cms_block.edit", "cms_block", `${key.site}:${key.name}`, changes, { locale });
        return { view: blockView(next as typeof row, locale), changed: true };
      });
      if (saved.changed) deps.changed("content");
      return saved.view;
    },

    /** A new CMS block: its name unique per store (409 identifier_in_use); audited; every process told. */
    async createBlock(who: StaffPrincipal, input: StaffCmsBlockCreate) {
      if (!input.content.trim()) throw invalid("content", "is required");
      const view = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .insert(cmsBlocks)
          .values({ name: input.name, site: input.site, content: input.content, active: input.active })
          .onConflictDoNothing()
          .returning();
        if (!row)
          throw httpError(ERRORS.identifierInUse, `A block "${input.name}" already exists for ${input.site}.`, {
            name: input.name,
            site: input.site,
          });
        await audit(
          tx,
          who,
          "cms_block.create",
          "cms_block",
          `${input.site}:${input.name}`,
          changedFields({ content: null, active: null }, { content: input.content, active: input.active }),
        );
        return blockView(row, "en");
      });
      deps.changed("content");
      return view;
    },

    async deleteBlock(who: StaffPrincipal, key: { site: string; name: string }, version: number) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const where = and(eq(cmsBlocks.site, key.site), eq(cmsBlocks.name, key.name));
        const [row] = await tx.select().from(cmsBlocks).where(where).for("update");
        if (!row) throw httpError(ERRORS.blockNotFound);
        if (row.version !== version)
          throw httpError(ERRORS.versionConflict, undefined, { current: blockView(row, "en") });
        await tx.delete(cmsBlocks).where(where);
        await audit(
          tx,
          who,
          "cms_block.delete",
          "cms_block",
          `${key.site}:${key.name}`,
          changedFields({ content: row.content, active: row.active }, { content: null, active: null }),
        );
      });
      deps.changed("content");
    },

    /** Per language: what has no wording yet, with counts, and the misses the storefront logged since start. */
    async missingTranslations(q: StaffMissingQuery) {
      const [catalogRows, pages, blocks] = await Promise.all([
        deps.catalog.listMissingTranslations(),
        db.select().from(cmsPages).orderBy(asc(cmsPages.id)),
        db.select().from(cmsBlocks).orderBy(asc(cmsBlocks.name), asc(cmsBlocks.site)),
      ]);
      type Item = {
        entity: "product" | "category" | "page" | "block";
        id: string;
        label: string;
        language: string;
        fields: string[];
        editor: string;
      };
      const items: Item[] = catalogRows.map((r) => ({
        entity: r.entity,
        id: String(r.id),
        label: r.sku ? `${r.name} (${r.sku})` : r.name,
        language: r.language,
        fields: r.fields,
        editor:
          r.entity === "product"
            ? `/admin/products/${r.id}?locale=${r.language}`
            : `/admin/categories/${r.id}?locale=${r.language}`,
      }));
      for (const l of OTHER_LANGUAGES) {
        for (const p of pages) {
          const fields = missingPageFields(p, l);
          if (fields.length)
            items.push({
              entity: "page",
              id: String(p.id),
              label: `${p.title} (${p.identifier}, ${p.site})`,
              language: l,
              fields,
              editor: `/admin/content/pages/${p.id}?locale=${l}`,
            });
        }
        for (const b of blocks)
          if (!copyIn(b.translations, l).content)
            items.push({
              entity: "block",
              id: `${b.site}:${b.name}`,
              label: `${b.name} (${b.site})`,
              language: l,
              fields: ["content"],
              editor: `/admin/content/blocks/${encodeURIComponent(b.site)}/${encodeURIComponent(b.name)}?locale=${l}`,
            });
      }
      const counts = OTHER_LANGUAGES.map((language) => {
        const of = (entity: Item["entity"]) =>
          items.filter((i) => i.language === language && i.entity === entity).length;
        const c = { product: of("product"), category: of("category"), page: of("page"), block: of("block") };
        return { language, ...c, total: c.product + c.category + c.page + c.block };
      });
      const selected = items.filter((i) => i.language === q.language && (!q.entity || i.entity === q.entity));
      const logged = deps.missingLog?.entries() ?? [];
      return {
        counts,
        items: selected.slice((q.page - 1) * q.limit, q.page * q.limit),
        page: q.page,
        limit: q.limit,
        total: selected.length,
        // This process's runtime log (ADR 0038): what shoppers were shown in English since it started.
        logged: {
          total: logged.length,
          recent: logged
            .filter((e) => e.locale.startsWith(q.language))
            .slice(-50)
            .reverse(),
        },
      };
    },
  };
}
export type StaffContent = ReturnType<typeof createStaffContent>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function copyOf(t: TranslationsOf<CategoryCopy>, l: string) {
  const c = copyIn(t, l);
  return { name: c.name ?? "", description: c.description ?? "", urlKey: c.urlKey ?? "" };
}

type PageRow = typeof cmsPages.$inferSelect;
function missingPageFields(row: PageRow, l: string): string[] {
  const c = copyIn(row.translations, l);
  return [
    ...(c.title ? [] : ["title"]),
    ...(row.metaDescription && !c.metaDescription ? ["metaDescription"] : []),
    ...(row.blocks.length && !c.blocks ? ["blocks"] : []),
  ];
}

/** A page in one language; `english` is what shoppers see where the language has nothing. */
function pageView(row: PageRow, locale: string) {
  const c = locale === "en" ? null : copyIn(row.translations, locale);
  return {
    id: row.id,
    identifier: row.identifier,
    site: row.site,
    url: row.url,
    isActive: row.isActive,
    locale,
    title: c ? (c.title ?? "") : row.title,
    metaDescription: c ? (c.metaDescription ?? "") : (row.metaDescription ?? ""),
    /** null: not translated (the English blocks show). */
    blocks: c ? (c.blocks ?? null) : row.blocks,
    english: { title: row.title, metaDescription: row.metaDescription ?? "", blocks: row.blocks },
    version: row.version,
  };
}

function blockView(row: typeof cmsBlocks.$inferSelect, locale: string) {
  return {
    name: row.name,
    site: row.site,
    active: row.active,
    locale,
    content: locale === "en" ? row.content : (copyIn(row.translations, locale).content ?? ""),
    english: row.content,
    version: row.version,
  };
}
