/** Named colours shared by configurable swatches and generated artwork. */
export interface NamedColor {
  slug: string;
  label: string;
  /** Short code used in child SKUs. */
  code: string;
  hex: string;
}

const LIST: NamedColor[] = [
  { slug: "black", label: "Black", code: "BLK", hex: "#1f1f22" },
  { slug: "white", label: "White", code: "WHT", hex: "#f2f2ee" },
  { slug: "charcoal", label: "Charcoal", code: "CHR", hex: "#3b3e44" },
  { slug: "heather-grey", label: "Heather Grey", code: "HGY", hex: "#9da1a6" },
  { slug: "navy", label: "Navy", code: "NVY", hex: "#1e2d4f" },
  { slug: "royal", label: "Royal Blue", code: "RYL", hex: "#2553b8" },
  { slug: "red", label: "Red", code: "RED", hex: "#c4262e" },
  { slug: "maroon", label: "Maroon", code: "MRN", hex: "#6b1f2a" },
  { slug: "olive", label: "Olive", code: "OLV", hex: "#5b6236" },
  { slug: "sand", label: "Sand", code: "SND", hex: "#cdb991" },
  { slug: "forest", label: "Forest Green", code: "FST", hex: "#2f5a3a" },
  { slug: "rust", label: "Rust", code: "RST", hex: "#a8512c" },
  { slug: "blue", label: "Blue", code: "BLU", hex: "#1f6fd0" },
  { slug: "green", label: "Green", code: "GRN", hex: "#2e9d4c" },
  { slug: "yellow", label: "Yellow", code: "YEL", hex: "#f0c419" },
  { slug: "grey", label: "Grey", code: "GRY", hex: "#7b7f85" },
  { slug: "orange", label: "Orange", code: "ORG", hex: "#e8702a" },
  { slug: "purple", label: "Purple", code: "PRP", hex: "#6a3fa0" },
  { slug: "pink", label: "Dusty Pink", code: "PNK", hex: "#d99aa5" },
  { slug: "teal", label: "Teal", code: "TEL", hex: "#1f8a8a" },
];

export const COLORS: Record<string, NamedColor> = Object.fromEntries(LIST.map((c) => [c.slug, c]));

export function getColor(slug: string): NamedColor {
  const color = COLORS[slug];
  if (!color) throw new Error(`unknown colour ${slug}`);
  return color;
}

/** The colour named inside an artwork key ("tee-navy-2" → navy), if any; whole words only. */
export function findColorInKey(key: string): NamedColor | undefined {
  const padded = `-${key}-`;
  let found: NamedColor | undefined;
  for (const color of LIST) {
    if (padded.includes(`-${color.slug}-`) && (!found || color.slug.length > found.slug.length)) found = color;
  }
  return found;
}
