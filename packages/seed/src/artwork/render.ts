import { escapeXml, titleFromSlug } from "../text.ts";
import { mix, type Palette, paletteFor } from "./palette.ts";
import { ART_SIZES, type ArtFamily, type ArtworkRef, parseArtworkPath } from "./paths.ts";
import * as frames from "./shapes-frames.ts";
import * as iron from "./shapes-iron.ts";
import * as misc from "./shapes-misc.ts";
import * as soft from "./shapes-soft.ts";

type Drawing = (p: Palette) => string;

const DRAWINGS: Record<ArtFamily, Drawing> = {
  barbell: iron.barbell,
  plate: iron.plate,
  collar: iron.collar,
  dumbbell: iron.dumbbell,
  kettlebell: iron.kettlebell,
  ball: iron.ball,
  part: iron.part,
  stone: iron.stone,
  rack: frames.rack,
  rig: frames.rig,
  attachment: frames.attachment,
  bench: frames.bench,
  rower: frames.rower,
  bike: frames.bike,
  sled: frames.sled,
  yoke: frames.yoke,
  log: frames.log,
  package: frames.pkg,
  tee: soft.tee,
  hoodie: soft.hoodie,
  hat: soft.hat,
  shorts: soft.shorts,
  shoe: soft.shoe,
  sock: soft.sock,
  bag: soft.bag,
  bottle: soft.bottle,
  strap: soft.strap,
  wrap: soft.wrap,
  sleeve: soft.sleeve,
  belt: soft.belt,
  roller: misc.roller,
  band: misc.band,
  massage: misc.massage,
  tub: misc.tub,
  chalk: misc.chalk,
  sandbag: misc.sandbag,
  giftcard: misc.giftcard,
  program: misc.program,
  ticket: misc.ticket,
};

const VIEWS = ["studio", "close-up", "colour backdrop", "angled"];

const shadow = `<ellipse cx="100" cy="182" rx="74" ry="7" fill="#000" opacity=".08"/>`;

/** Square product shot: the variant picks the view. */
function productBody(ref: ArtworkRef, p: Palette, drawing: string): string {
  switch (ref.variant) {
    case 2:
      return `<rect width="200" height="200" fill="#e9edf1"/><g transform="translate(100 100) scale(1.2) translate(-100 -100)">${drawing}</g>`;
    case 3:
      return `<rect width="200" height="200" fill="${mix(p.accent, "#ffffff", 0.78)}"/>${shadow}<g>${drawing}</g>`;
    case 4:
      return `<rect width="200" height="200" fill="#f4f3ef"/>${shadow}<g transform="rotate(-8 100 100) translate(10 10) scale(.9)">${drawing}</g>`;
    default:
      return `<rect width="200" height="200" fill="#f4f3ef"/>${shadow}<g>${drawing}</g>`;
  }
}

function tileBody(p: Palette, drawing: string): string {
  return (
    `<rect width="200" height="200" fill="${mix(p.accent, "#ffffff", 0.82)}"/>` +
    `<rect y="184" width="200" height="16" fill="${p.accent}"/>` +
    `<g transform="translate(20 14) scale(.8)">${drawing}</g>`
  );
}

/**
 * A hero banner's artwork. The left part stays plain: on wide screens the slide's title, text and
 * button sit over it (an accent bar drawn there read as a stray pill under the button, issue 13).
 */
function bannerBody(ref: ArtworkRef, p: Palette, drawing: string): string {
  const glow = ref.variant % 2 === 0 ? mix(p.accent, "#000000", 0.2) : mix(p.accent, "#000000", 0.45);
  return (
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset=".35" stop-color="#1c1e22"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>` +
    `<rect width="480" height="180" fill="url(#g)"/>` +
    `<path d="M232 180L292 0H312L252 180ZM262 180L322 0H330L270 180Z" fill="${p.accent}" opacity=".35"/>` +
    `<circle cx="384" cy="90" r="78" fill="#f4f3ef" opacity=".92"/>` +
    `<g transform="translate(316 22) scale(.68)">${drawing}</g>`
  );
}

/**
 * The SVG document for an artwork path (scheme in paths.ts), or null when the path is not one.
 * Pure: the same path always gives the same bytes.
 */
export function renderArtwork(path: string): string | null {
  const ref = parseArtworkPath(path);
  if (!ref) return null;
  const palette = paletteFor(ref.family, ref.key);
  const drawing = DRAWINGS[ref.family](palette);
  const size = ART_SIZES[ref.kind];
  const viewBox = ref.kind === "banner" ? "0 0 480 180" : "0 0 200 200";
  const view = ref.kind === "product" ? `, ${VIEWS[ref.variant - 1] ?? "studio"} view` : "";
  const title = escapeXml(`${titleFromSlug(ref.key)} (${ref.family} ${ref.kind}${view})`);
  const body =
    ref.kind === "product"
      ? productBody(ref, palette, drawing)
      : ref.kind === "tile"
        ? tileBody(palette, drawing)
        : bannerBody(ref, palette, drawing);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}" role="img"><title>${title}</title>${body}</svg>`;
}
