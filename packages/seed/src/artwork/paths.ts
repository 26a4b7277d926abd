/**
 * Artwork path scheme (everything the seed references resolves through renderArtwork):
 *
 *   /media/<kind>/<family>/<key>-<variant>.svg
 *
 *   kind     product (square, 1960×1960) · tile (square, 800×800) · banner (16:6, 1920×720)
 *   family   one of ART_FAMILIES — picks the illustration
 *   key      lower-case slug [a-z0-9-], at most 80 chars; a colour word in it (navy, red…) sets
 *            the main colour, otherwise the colour is derived from a hash of the key
 *   variant  1–4: the view (1 studio, 2 close-up, 3 dark backdrop, 4 angled)
 */
export const ART_KINDS = ["product", "tile", "banner"] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export const ART_FAMILIES = [
  "barbell",
  "plate",
  "collar",
  "dumbbell",
  "kettlebell",
  "rack",
  "rig",
  "attachment",
  "bench",
  "tee",
  "hoodie",
  "hat",
  "shorts",
  "shoe",
  "sock",
  "bag",
  "bottle",
  "strap",
  "wrap",
  "sleeve",
  "belt",
  "chalk",
  "rower",
  "bike",
  "ball",
  "sled",
  "log",
  "yoke",
  "stone",
  "sandbag",
  "roller",
  "band",
  "massage",
  "tub",
  "giftcard",
  "program",
  "ticket",
  "part",
  "package",
] as const;
export type ArtFamily = (typeof ART_FAMILIES)[number];

export const ART_SIZES: Record<ArtKind, { width: number; height: number }> = {
  product: { width: 1960, height: 1960 },
  tile: { width: 800, height: 800 },
  banner: { width: 1920, height: 720 },
};

export const MAX_VARIANT = 4;

export interface ArtworkRef {
  kind: ArtKind;
  family: ArtFamily;
  key: string;
  variant: number;
}

export function artworkPath(kind: ArtKind, family: ArtFamily, key: string, variant: number): string {
  return `/media/${kind}/${family}/${key}-${variant}.svg`;
}

const PATH_RE = /^\/media\/([a-z]+)\/([a-z]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9])\.svg$/;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Parses an artwork path; undefined when it does not follow the scheme above. */
export function parseArtworkPath(path: string): ArtworkRef | undefined {
  if (path.length > 160) return undefined;
  const match = PATH_RE.exec(path);
  if (!match) return undefined;
  const [, kind = "", family = "", key = "", variantText = ""] = match;
  const variant = Number(variantText);
  if (!isOneOf(ART_KINDS, kind) || !isOneOf(ART_FAMILIES, family)) return undefined;
  if (key.length > 80 || variant > MAX_VARIANT) return undefined;
  return { kind, family, key, variant };
}
