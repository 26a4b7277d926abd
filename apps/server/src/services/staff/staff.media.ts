import { randomUUID } from "node:crypto";
import { ERRORS, PRODUCT_IMAGES_PER_UPLOAD, type StaffProduct } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { IMAGE_WIDTHS } from "@ironworks/domain";
import { FORM_IMAGE_MAX_BYTES } from "@ironworks/domain/forms";
import { eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import { fieldError, fieldsError, httpError, notFound } from "../../platform/errors.ts";
import { type ImageIssue, type PreparedImage, pickVariant, prepareImage } from "../../platform/images.ts";
import { productImages, products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import type { StaffCatalog } from "./staff.catalog.ts";
import { recordAudit } from "./staff.repository.ts";

/** Where an uploaded product image is served (every width; `?w=` picks one, as the artwork route does). */
export const PRODUCT_IMAGE_PREFIX = "/media/products/";
export const productImageUrl = (imageId: string) => `${PRODUCT_IMAGE_PREFIX}${imageId}`;
/** The upload path, for its own body bound (app.ts): N images of 10 MB and the form's text. */
export const PRODUCT_IMAGE_UPLOAD_PATH = /^\/svc_staff\/products\/\d+\/images$/;
export const PRODUCT_IMAGE_UPLOAD_MAX_BYTES = PRODUCT_IMAGES_PER_UPLOAD * FORM_IMAGE_MAX_BYTES + 1024 * 1024;

const MESSAGES: Record<ImageIssue, string> = {
  empty: "The file is empty.",
  size: "An image can be at most 10 MB.",
  type: "Only JPEG, PNG or WebP images can be uploaded.",
  damaged: "The image could not be read.",
};

/**
 * Product images uploaded in the console (issue #17: the editor's gallery; ADR 0056). Every file of a
 * request goes through the one upload path (platform/images.ts: type told by the bytes, 10 MB, 40 MP,
 * re-encoded to WebP at the SPEC §9 widths, metadata dropped); one refused file refuses them all and
 * nothing is stored. Then one transaction locks the product, compares the version the editor read
 * (409 `version_conflict` with the current product), stores the variants, appends the images to the
 * gallery through the catalog's seam (which moves the version) and writes `product.images.upload` in
 * the audit; after the commit every process drops the product from its caches. The bytes live in
 * PostgreSQL, as the forms' and reviews' uploads do, so every process serves them.
 */
export function createStaffMedia(deps: {
  db: Db;
  catalog: Pick<CatalogService, "updateProduct" | "announce">;
  editor: Pick<StaffCatalog, "get">;
}) {
  const { db, catalog } = deps;
  return {
    async upload(
      who: StaffPrincipal,
      productId: number,
      input: { version: string; label: string; files: Uint8Array[] },
    ): Promise<StaffProduct> {
      if (input.files.length === 0) throw fieldError("image", "Choose at least one image.");
      if (input.files.length > PRODUCT_IMAGES_PER_UPLOAD)
        throw fieldError("image", `At most ${PRODUCT_IMAGES_PER_UPLOAD} images at once.`);
      // Every file is checked (and re-encoded) before anything is stored.
      const prepared: PreparedImage[] = [];
      const refused: { field: string; issue: ImageIssue }[] = [];
      for (const [i, bytes] of input.files.entries()) {
        const result = await prepareImage(bytes, { maxBytes: FORM_IMAGE_MAX_BYTES, widths: IMAGE_WIDTHS });
        if ("issue" in result) refused.push({ field: `image.${i}`, issue: result.issue });
        else prepared.push(result);
      }
      if (refused.length) {
        const fields = refused.map((r) => ({ field: r.field, message: MESSAGES[r.issue] }));
        if (refused.some((r) => r.issue === "size")) throw httpError(ERRORS.payloadTooLarge, MESSAGES.size, { fields });
        throw fieldsError(fields, fields.map((f) => f.message).join(" "));
      }
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const current = await lockedView(tx, productId);
        if (current.version !== input.version) throw httpError(ERRORS.versionConflict, undefined, { current });
        if (current.gallery.length + prepared.length > 30)
          throw fieldError("image", `A gallery holds at most 30 images; this one has ${current.gallery.length}.`);
        const added = [];
        for (const image of prepared) {
          const imageId = randomUUID();
          await tx.insert(productImages).values(
            image.variants.map((v) => ({
              imageId,
              width: v.width,
              productId,
              height: v.height,
              contentType: v.contentType,
              data: v.data,
            })),
          );
          added.push({ link: productImageUrl(imageId), label: input.label, width: image.width, height: image.height });
        }
        const gallery = [...current.gallery, ...added];
        const update = await catalog.updateProduct(productId, { gallery }, { tx });
        await recordAudit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "product.images.upload",
          targetType: "product",
          targetId: String(productId),
          changes: { gallery: { before: current.gallery, after: gallery } },
          detail: {
            sku: current.sku,
            version: update.version,
            images: added.map((a, i) => ({
              link: a.link,
              sourceType: prepared[i]?.sourceType,
              width: a.width,
              height: a.height,
              bytes: input.files[i]?.byteLength,
            })),
          },
        });
      });
      catalog.announce(["catalog"], [productId]);
      return deps.editor.get(productId, "en");
    },

    /** An uploaded image at the width asked (the narrowest at least that wide, else the widest). */
    async image(imageId: string, width: number | undefined) {
      const rows = await db
        .select({
          width: productImages.width,
          height: productImages.height,
          contentType: productImages.contentType,
          data: productImages.data,
        })
        .from(productImages)
        .where(eq(productImages.imageId, imageId));
      return pickVariant(rows, width);
    },
  };

  function lockedView(tx: Db, productId: number): Promise<StaffProduct> {
    return deps.editor.get(productId, "en", { tx, lock: true });
  }
}

/**
 * Drops the bytes of uploaded images a gallery save removed, once no product's gallery links them any
 * more. Keyed by the image, not by the product that uploaded it: a duplicate shares its source's
 * links, so an image goes when the last gallery that had it (source or copy, in any order) lets go.
 * Run in the transaction of the gallery save, after the write.
 */
export async function dropUnlinkedImages(tx: Db, removedLinks: readonly string[]): Promise<void> {
  const ids = removedLinks
    .filter((link) => link.startsWith(PRODUCT_IMAGE_PREFIX))
    .map((link) => link.slice(PRODUCT_IMAGE_PREFIX.length));
  if (!ids.length) return;
  await tx.execute(sql`
    delete from ${productImages}
    where ${inArray(productImages.imageId, ids)}
      and not exists (
        select 1 from ${products}
        where ${products.gallery} @> jsonb_build_array(jsonb_build_object('link', ${PRODUCT_IMAGE_PREFIX} || ${productImages.imageId}))
      )`);
}
export type StaffMedia = ReturnType<typeof createStaffMedia>;

/** GET /media/products/:id?w=: an uploaded product image, immutable (a new upload is a new id). */
export async function productImageAnswer(c: Context, media: StaffMedia) {
  const id = c.req.param("id") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound("No such image");
  const w = c.req.query("w");
  const width = w === undefined ? undefined : Number(w);
  if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width))
    throw fieldError("query.w", `must be one of ${IMAGE_WIDTHS.join(", ")}`);
  const image = await media.image(id, width);
  if (!image) throw notFound("No such image");
  return c.body(new Uint8Array(image.data), 200, {
    "content-type": image.contentType,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": "public, max-age=31536000, immutable",
  });
}
