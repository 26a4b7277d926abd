import type { Palette } from "./palette.ts";

/** Drawings for apparel, shoes and soft goods (200×200). */

/** A thin edge in a darker shade, so white and pale garments stay visible on light backdrops. */
const outline = (p: Palette) => `stroke="${p.dark}" stroke-width="2" stroke-linejoin="round"`;

const mark = (p: Palette, x: number, y: number, s = 1) =>
  `<path d="M${x} ${y}h${22 * s}l${-4 * s} ${6 * s}h${-6 * s}v${6 * s}h${-6 * s}v${-6 * s}h${-6 * s}z" fill="${p.mark}" opacity=".85"/>`;

export function tee(p: Palette): string {
  return (
    `<path d="M72 28L48 36L18 66L40 90L56 78V172H144V78L160 90L182 66L152 36L128 28C122 44 78 44 72 28Z" fill="${p.main}" ${outline(p)}/>` +
    `<path d="M72 28C78 44 122 44 128 28" fill="none" stroke="${p.dark}" stroke-width="5"/>` +
    `<path d="M56 78V100M144 78V100" stroke="${p.dark}" stroke-width="2" opacity=".4"/>` +
    mark(p, 89, 70)
  );
}

export function hoodie(p: Palette): string {
  return (
    `<path d="M68 36L46 44L22 116V164H42L54 100V174H146V100L158 164H178V116L154 44L132 36Z" fill="${p.main}" ${outline(p)}/>` +
    `<path d="M66 40C64 6 136 6 134 40C124 58 76 58 66 40Z" fill="${p.dark}"/>` +
    `<path d="M76 42C84 52 116 52 124 42" fill="none" stroke="${p.main}" stroke-width="4"/>` +
    `<path d="M92 52V84M108 52V84" stroke="${p.light}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M72 130H128L136 160H64Z" fill="${p.dark}" opacity=".5"/>` +
    `<rect x="54" y="166" width="92" height="8" fill="${p.dark}"/>` +
    mark(p, 89, 96)
  );
}

export function hat(p: Palette): string {
  return (
    `<path d="M38 122C38 58 162 58 162 122Z" fill="${p.main}" ${outline(p)}/>` +
    `<path d="M100 76V122M72 80C80 94 82 108 80 122M128 80C120 94 118 108 120 122" fill="none" stroke="${p.dark}" stroke-width="2" opacity=".5"/>` +
    `<path d="M36 120C70 112 150 112 186 134C150 144 66 140 36 128Z" fill="${p.dark}"/>` +
    `<circle cx="100" cy="75" r="5" fill="${p.dark}"/>` +
    `<rect x="80" y="86" width="40" height="22" rx="3" fill="${p.accent}"/>` +
    mark(p, 90, 92, 0.9)
  );
}

export function shorts(p: Palette): string {
  return (
    `<path d="M46 48H154L168 164H110L100 96L90 164H32Z" fill="${p.main}" ${outline(p)}/>` +
    `<rect x="46" y="34" width="108" height="16" rx="3" fill="${p.dark}"/>` +
    `<path d="M94 50V70M106 50V70" stroke="${p.light}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M44 150H88M112 150H156" stroke="${p.accent}" stroke-width="4"/>` +
    mark(p, 130, 66, 0.8)
  );
}

export function shoe(p: Palette): string {
  return (
    `<path d="M26 132V98C26 86 34 80 46 78L74 74L104 56C114 50 126 54 132 62L150 92C164 98 180 108 182 124V132Z" fill="${p.main}" ${outline(p)}/>` +
    `<path d="M22 132H186V140C186 146 182 150 176 150H66V158H22Z" fill="${p.ink}"/>` +
    `<rect x="22" y="132" width="44" height="26" fill="${p.accent}"/>` +
    `<path d="M86 70L124 112" stroke="${p.light}" stroke-width="14" opacity=".9"/>` +
    `<path d="M104 62L146 98" stroke="${p.mark}" stroke-width="4" stroke-dasharray="3 6"/>` +
    `<path d="M30 96C60 92 90 110 118 132" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".5"/>`
  );
}

export function sock(p: Palette): string {
  return (
    `<path d="M74 20H122V112L152 142C164 156 152 178 134 174L84 162C68 158 64 144 68 132L74 112Z" fill="${p.main}" ${outline(p)}/>` +
    `<rect x="74" y="20" width="48" height="18" fill="${p.dark}"/>` +
    `<path d="M74 48H122M74 58H122" stroke="${p.accent}" stroke-width="5"/>` +
    `<path d="M130 150C140 150 150 158 148 168" fill="none" stroke="${p.dark}" stroke-width="5" opacity=".5"/>`
  );
}

export function bag(p: Palette): string {
  return (
    `<path d="M62 82C62 40 138 40 138 82" fill="none" stroke="${p.ink}" stroke-width="8"/>` +
    `<rect x="24" y="76" width="152" height="88" rx="30" fill="${p.main}"/>` +
    `<path d="M46 82H154" stroke="${p.chrome}" stroke-width="3" stroke-dasharray="4 2"/>` +
    `<ellipse cx="30" cy="120" rx="10" ry="34" fill="${p.dark}"/><ellipse cx="170" cy="120" rx="10" ry="34" fill="${p.dark}"/>` +
    `<rect x="78" y="108" width="44" height="26" rx="4" fill="${p.accent}"/>` +
    mark(p, 89, 116)
  );
}

export function bottle(p: Palette): string {
  return (
    `<rect x="70" y="18" width="60" height="26" rx="6" fill="${p.ink}"/>` +
    `<path d="M74 44H126L134 64V172C134 178 130 182 124 182H76C70 182 66 178 66 172V64Z" fill="${p.main}"/>` +
    `<rect x="66" y="94" width="68" height="44" fill="${p.accent}"/>` +
    mark(p, 89, 110) +
    `<rect x="76" y="56" width="8" height="110" rx="4" fill="#fff" opacity=".18"/>`
  );
}

export function strap(p: Palette): string {
  return (
    `<g transform="rotate(-18 100 100)"><rect x="30" y="56" width="150" height="24" rx="4" fill="${p.main}"/>` +
    `<path d="M40 68H172" stroke="${p.light}" stroke-width="2" stroke-dasharray="5 3"/>` +
    `<ellipse cx="38" cy="68" rx="18" ry="20" fill="none" stroke="${p.dark}" stroke-width="8"/></g>` +
    `<g transform="rotate(-18 100 140)"><rect x="20" y="118" width="150" height="24" rx="4" fill="${p.dark}"/>` +
    `<path d="M30 130H160" stroke="${p.main}" stroke-width="2" stroke-dasharray="5 3"/>` +
    `<rect x="144" y="116" width="20" height="28" fill="${p.accent}"/></g>`
  );
}

export function wrap(p: Palette): string {
  return (
    `<rect x="96" y="96" width="86" height="34" rx="4" fill="${p.main}"/>` +
    `<rect x="150" y="96" width="32" height="34" fill="${p.accent}"/>` +
    `<circle cx="82" cy="106" r="56" fill="${p.main}"/>` +
    `<circle cx="82" cy="106" r="44" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
    `<circle cx="82" cy="106" r="30" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
    `<circle cx="82" cy="106" r="14" fill="${p.light}"/>` +
    `<path d="M40 52C20 30 50 10 64 40" fill="none" stroke="${p.dark}" stroke-width="6"/>`
  );
}

export function sleeve(p: Palette): string {
  return (
    `<rect x="56" y="34" width="88" height="132" rx="14" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="36" rx="44" ry="10" fill="${p.dark}"/>` +
    `<path d="M56 150C70 160 130 160 144 150" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
    `<path d="M62 50V154" stroke="#fff" stroke-width="6" opacity=".15"/>` +
    mark(p, 89, 94)
  );
}

export function belt(p: Palette): string {
  return (
    `<path d="M14 86C60 70 140 70 186 86V122C140 106 60 106 14 122Z" fill="${p.main}"/>` +
    `<path d="M22 88C64 76 136 76 178 88" fill="none" stroke="${p.light}" stroke-width="2" stroke-dasharray="4 3"/>` +
    `<path d="M40 100H110" stroke="${p.dark}" stroke-width="6" stroke-dasharray="6 10" stroke-linecap="round"/>` +
    `<rect x="132" y="80" width="40" height="40" rx="5" fill="${p.chrome}"/>` +
    `<rect x="140" y="90" width="30" height="10" rx="4" fill="${p.steel}"/>` +
    mark(p, 60, 86, 0.8)
  );
}
