import {
  type CategoryCopy,
  type CmsBlockCopy,
  type CmsPageCopy,
  COPY_LANGUAGES,
  ERRORS,
  type StaffCategoryEdit,
  type StaffCmsBlockEdit,
  type StaffCmsPageEdit,
  type StaffMissingQuery,
  type TranslationsOf,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { and, asc, eq, like } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import type { MissingTranslationLog } from "../../platform/missing-translations.ts";
import { categories } from "../catalog/catalog.schema.ts";
import { categoryPathIn, type CatalogService } from "../catalog/index.ts";
import { cmsBlocks, cmsPages } from "../content/content.schema.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { changedFields, recordAudit } from "./staff.repository.ts";
import { invalid, moveCategoryPaths } from "./staff.redirects.ts";

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
