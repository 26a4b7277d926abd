import { IMAGE_WIDTHS } from "@ironworks/domain";
import { FORM_IMAGE_MAX_BYTES } from "@ironworks/domain/forms";
import sharp from "sharp";

/**
 * The one upload path for shoppers' photos (ADR 0045): what an upload is, told by its bytes (never
 * by its name or the type the browser claims), bounded in size, and re-encoded with sharp at the
 * SPEC §9 image widths. Re-encoding drops every byte of the original but the pixels: camera
 * metadata (EXIF location, XMP, IPTC, comments) and anything smuggled after the image data.
 * Review photos (services/reviews) sniff with {@link sniffImage} too; forms and the gym gallery
 * store the re-encoded variants; the returns' damaged-item photos can use {@link prepareImage}.
 */

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's type by its first bytes; null for anything else (a PDF, a script, a GIF, a renamed file). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length > 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (b.length > 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

/** Why an upload is refused: `size` is a 413, the others a 400. */
export type ImageIssue = "empty" | "size" | "type" | "damaged";

export interface ImageVariant {
  width: number;
  height: number;
  contentType: "image/webp";
  data: Buffer;
}

export interface PreparedImage {
  /** What the upload was sniffed as. */
  sourceType: ImageType;
  width: number;
  height: number;
  /** One per SPEC §9 width up to the original's (at least the smallest), narrowest first. */
  variants: ImageVariant[];
}

/** No image beyond this many pixels is decoded (a small file can claim a huge canvas). */
const MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

/** The checks before any decoding: empty, over the size, not an image by its bytes. */
export function checkImage(bytes: Uint8Array, maxBytes = FORM_IMAGE_MAX_BYTES): ImageIssue | null {
  if (bytes.byteLength === 0) return "empty";
  if (bytes.byteLength > maxBytes) return "size";
  return sniffImage(bytes) ? null : "type";
}

/**
 * The upload re-encoded (WebP) at the SPEC §9 widths no wider than the original (EXIF orientation
 * applied, then dropped with all metadata), or why it is refused. Nothing is stored here: the
 * caller stores the variants only when every upload of the request passed.
 */
export async function prepareImage(
  bytes: Uint8Array,
  options: { maxBytes?: number; widths?: readonly number[] } = {},
): Promise<PreparedImage | { issue: ImageIssue }> {
  const issue = checkImage(bytes, options.maxBytes);
  if (issue) return { issue };
  const sourceType = sniffImage(bytes) as ImageType;
  const widths = options.widths ?? IMAGE_WIDTHS;
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    const meta = await source.metadata();
    // Orientation 5–8 swaps the sides.
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = (swapped ? meta.height : meta.width) ?? 0;
    const height = (swapped ? meta.width : meta.height) ?? 0;
    if (!width || !height) return { issue: "damaged" };
    const fitting = widths.filter((w) => w <= width);
    const targets = fitting.length > 0 ? fitting : [Math.min(width, widths[0] ?? width)];
    const variants = await Promise.all(
      targets.map(async (w) => {
        const { data, info } = await source
          .clone()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: w, height: info.height, contentType: "image/webp" as const, data };
      }),
    );
    return { sourceType, width, height, variants };
  } catch {
    return { issue: "damaged" };
  }
}

/** The variant to answer for a requested width: the narrowest at least that wide, else the widest. */
export function pickVariant<T extends { width: number }>(variants: readonly T[], width: number | undefined): T | null {
  if (variants.length === 0) return null;
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  if (width === undefined) return sorted[sorted.length - 1] ?? null;
  return sorted.find((v) => v.width >= width) ?? sorted[sorted.length - 1] ?? null;
}
