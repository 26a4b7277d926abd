import { createHash } from "node:crypto";
import { type Language, type Locale, languageOf, type Site } from "@ironworks/domain";
import PDFDocument from "pdfkit";
import type { Cache } from "../../platform/cache.ts";
import type { CatalogService } from "../catalog/index.ts";
import { mailWords } from "../mail/index.ts";

/**
 * /rogue-catalog (issue #22 item 6): the live catalog as a digital edition — one chapter per
 * top-level category of the menu, its products (and its subcategories' as sections) — and the same
 * edition as a printable PDF the server draws with pdfkit. The edition is read from the catalog at
 * most once a minute per site and language (as the builder's parts); the PDF is kept per edition
 * fingerprint, so a catalog change (a product, price or category) makes the next request draw a
 * new one and the old one is dropped.
 */

/** The edition follows the catalog within a minute. */
const EDITION_TTL_MS = 60_000;
/** Products per chapter section: the edition is a browsable overview, not the whole listing. */
const SECTION_PRODUCTS = 24;

export interface EditionProduct {
  productId: number;
  sku: string;
  name: string;
  url: string;
  thumbnail: string | null;
  price: number | null;
}

export interface EditionSection {
  id: number;
  name: string;
  url: string;
  productCount: number;
  products: EditionProduct[];
}

export interface EditionChapter extends EditionSection {
  /** URL-safe anchor of the chapter in the edition. */
  slug: string;
  description: string | null;
  sections: EditionSection[];
}

export interface CatalogEdition {
  language: Language;
  currency: string;
  chapters: EditionChapter[];
  /** Changes whenever anything the edition shows changes. */
  fingerprint: string;
}

const slugOf = (name: string, id: number) =>
  `${name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${id}`;

export function createCatalogEdition(deps: { catalog: CatalogService; cache: Cache; now?: () => Date }) {
  const { catalog, cache } = deps;
  const now = deps.now ?? (() => new Date());
  /** One PDF per site and language: replaced when the edition's fingerprint changes. */
  const pdfs = new Map<string, { fingerprint: string; pdf: Promise<Uint8Array<ArrayBuffer>> }>();

  async function section(id: number, site: Site, language: Language): Promise<EditionSection> {
    const c = await catalog.getCategory(id, site, 1, SECTION_PRODUCTS, language);
    return {
      id: c.id,
      name: c.name,
      url: c.url,
      productCount: c.productCount,
      products: c.products.map((p) => ({
        productId: p.productId,
        sku: p.sku,
        name: p.name,
        url: p.url,
        thumbnail: p.thumbnail,
        price: p.promoPrice ?? p.price,
      })),
    };
  }

  async function build(site: Site, language: Language): Promise<CatalogEdition> {
    const menu = await catalog.listMenu(site, language);
    const chapters: EditionChapter[] = [];
    for (const top of menu) {
      const own = await section(top.id, site, language);
      const sections = [];
      for (const child of top.children) sections.push(await section(child.id, site, language));
      const full = await catalog.getCategory(top.id, site, 1, 1, language);
      chapters.push({ ...own, slug: slugOf(top.name, top.id), description: full.description, sections });
    }
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([site.code, site.currency, language, chapters]))
      .digest("base64url")
      .slice(0, 22);
    return { language, currency: site.currency, chapters, fingerprint };
  }

  const edition = (site: Site, language: Language) =>
    cache.wrap(`zeus:edition:${site.code}:${language}`, EDITION_TTL_MS, () => build(site, language));

  return {
    edition: (site: Site, locale: Locale) => edition(site, languageOf(locale)),

    /** The edition as a PDF; drawn again only when the edition changed. */
    async pdf(site: Site, locale: Locale): Promise<{ pdf: Uint8Array<ArrayBuffer>; fingerprint: string }> {
      const e = await edition(site, languageOf(locale));
      const key = `${site.code}:${e.language}`;
      let kept = pdfs.get(key);
      if (!kept || kept.fingerprint !== e.fingerprint) {
        kept = { fingerprint: e.fingerprint, pdf: editionPdf(e, locale, now()) };
        pdfs.set(key, kept);
        kept.pdf.catch(() => pdfs.delete(key));
      }
      return { pdf: await kept.pdf, fingerprint: e.fingerprint };
    },
  };
}
export type CatalogEditionService = ReturnType<typeof createCatalogEdition>;

/** The printable edition: a cover, the contents, then a chapter per category with its products and prices. */
export function editionPdf(edition: CatalogEdition, locale: Locale, at: Date): Promise<Uint8Array<ArrayBuffer>> {
  const { t } = mailWords(locale);
  const money = new Intl.NumberFormat(locale.tag, { style: "currency", currency: edition.currency });
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 54,
    info: { Title: t("mail.catalogPdf.title"), Author: "Ironworks" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => {
      const all = Buffer.concat(chunks);
      const out = new Uint8Array(new ArrayBuffer(all.length));
      out.set(all);
      resolve(out);
    });
    doc.on("error", reject);
  });
  const edited = new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" }).format(at);
  doc.font("Helvetica-Bold").fontSize(32).text(t("mail.catalogPdf.title"), { align: "center" });
  doc
    .moveDown(0.5)
    .font("Helvetica")
    .fontSize(13)
    .text(t("mail.catalogPdf.edition", { date: edited }), {
      align: "center",
    });
  doc.moveDown(2).font("Helvetica-Bold").fontSize(16).text(t("mail.catalogPdf.contents"));
  doc.font("Helvetica").fontSize(12);
  edition.chapters.forEach((c, i) => {
    doc.moveDown(0.2).text(t("mail.catalogPdf.chapter", { n: i + 1, name: c.name }));
  });
  const productLine = (p: EditionProduct) => {
    const price = p.price === null ? "" : money.format(p.price);
    doc.font("Helvetica").fontSize(10).text(`${p.name}  ·  ${p.sku}`, { continued: !!price, width: 420 });
    if (price) doc.font("Helvetica-Bold").text(`  ${price}`);
  };
  edition.chapters.forEach((c, i) => {
    doc.addPage();
    doc
      .font("Helvetica-Bold")
      .fontSize(22)
      .text(t("mail.catalogPdf.chapter", { n: i + 1, name: c.name }));
    if (c.description)
      doc
        .moveDown(0.3)
        .font("Helvetica")
        .fontSize(11)
        .text(c.description.replace(/<[^>]*>/g, ""));
    doc.moveDown(0.6);
    for (const p of c.products) productLine(p);
    for (const s of c.sections) {
      if (s.products.length === 0) continue;
      doc.moveDown(0.8).font("Helvetica-Bold").fontSize(14).text(s.name);
      doc.moveDown(0.2);
      for (const p of s.products) productLine(p);
    }
  });
  doc.end();
  return done;
}
