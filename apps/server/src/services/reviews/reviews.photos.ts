/**
 * Review photos (issue #23): what an upload must be, told by its bytes (never by its name or the
 * type the browser claims), and the camera metadata taken out before it is stored. No image library:
 * JPEG segments and PNG chunks are walked and the metadata ones dropped; the pixels are untouched.
 */
import { sniffImage } from "../../platform/images.ts";

export const PHOTO_LIMITS = { maxBytes: 5 * 1024 * 1024, perReview: 4 } as const;

/** The upload's path (also under /site/{code}) and its body bound: a review's photos plus the form's parts. */
export const PHOTO_UPLOAD_PATH = /^(\/site\/[A-Za-z]+)?\/svc_reviews\/(link\/[^/]+\/)?reviews\/[^/]+\/photos$/;
export const PHOTO_UPLOAD_MAX_BYTES = PHOTO_LIMITS.maxBytes * PHOTO_LIMITS.perReview + 64 * 1024;

export type PhotoType = "image/jpeg" | "image/png";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The photo's type by its first bytes (the shared sniffer, platform/images.ts); null for anything
 * else, and for a WebP too: review photos keep their bytes (metadata walked out, no re-encoding),
 * and only JPEG and PNG are walked here.
 */
export function sniffPhoto(bytes: Buffer): PhotoType | null {
  const type = sniffImage(bytes);
  return type === "image/jpeg" || type === "image/png" ? type : null;
}

/**
 * The JPEG without APP1 (EXIF: location, camera, time; XMP), APP13 (IPTC) and comments; the frame, its
 * tables, JFIF (APP0), the colour profile (APP2) and Adobe (APP14) stay. Null when the file is not a
 * well-formed JPEG (its segments run past the end).
 */
function stripJpeg(input: Buffer): Buffer | null {
  const out: Buffer[] = [input.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= input.length) {
    if (input[at] !== 0xff) return null;
    const marker = input[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xda) {
      out.push(input.subarray(at)); // start of scan: the image data to the end, as it is
      return Buffer.concat(out);
    }
    if (marker >= 0xd0 && marker <= 0xd9) {
      out.push(input.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = input.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > input.length) return null;
    const drop = marker === 0xe1 || marker === 0xed || marker === 0xfe;
    if (!drop) out.push(input.subarray(at, end));
    at = end;
  }
  return null;
}

const PNG_METADATA = new Set(["eXIf", "tEXt", "iTXt", "zTXt", "tIME"]);

/** The PNG without its metadata chunks (EXIF, text, time); null when the chunks do not add up. */
function stripPng(input: Buffer): Buffer | null {
  const out: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let ended = false;
  while (at + 12 <= input.length) {
    const length = input.readUInt32BE(at);
    const type = input.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (end > input.length) return null;
    if (!PNG_METADATA.has(type)) out.push(input.subarray(at, end));
    at = end;
    if (type === "IEND") {
      ended = true;
      break;
    }
  }
  return ended ? Buffer.concat(out) : null;
}

export type PhotoIssue = "type" | "size" | "empty" | "damaged";

/** The upload as it is stored (metadata out), or why it is refused. */
export function preparePhoto(bytes: Buffer): { type: PhotoType; data: Buffer } | { issue: PhotoIssue } {
  if (bytes.length === 0) return { issue: "empty" };
  if (bytes.length > PHOTO_LIMITS.maxBytes) return { issue: "size" };
  const type = sniffPhoto(bytes);
  if (!type) return { issue: "type" };
  const data = type === "image/jpeg" ? stripJpeg(bytes) : stripPng(bytes);
  return data ? { type, data } : { issue: "damaged" };
}
