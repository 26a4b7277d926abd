import type { Palette } from "./palette.ts";

/** Drawings for mobility, consumables, cards, programs and events (200×200). */

const anvil = (fill: string, x: number, y: number) =>
  `<path d="M${x} ${y}h34l-8 10h-6v8h6v4h-24v-4h6v-8h-8z" fill="${fill}"/>`;

export function roller(p: Palette): string {
  return (
    `<rect x="24" y="68" width="150" height="64" rx="14" fill="${p.main}"/>` +
    `<path d="M40 80V120M58 80V120M76 80V120M94 80V120M112 80V120M130 80V120M148 80V120" stroke="${p.dark}" stroke-width="6" stroke-dasharray="6 5" stroke-linecap="round"/>` +
    `<ellipse cx="174" cy="100" rx="14" ry="32" fill="${p.light}"/>` +
    `<ellipse cx="174" cy="100" rx="6" ry="14" fill="${p.dark}"/>`
  );
}

export function band(p: Palette): string {
  return (
    `<ellipse cx="100" cy="100" rx="76" ry="46" fill="none" stroke="${p.main}" stroke-width="16"/>` +
    `<ellipse cx="100" cy="110" rx="60" ry="34" fill="none" stroke="${p.dark}" stroke-width="10" opacity=".6"/>` +
    `<rect x="84" y="46" width="32" height="16" rx="3" fill="${p.mark}" opacity=".5"/>`
  );
}

export function massage(p: Palette): string {
  return (
    `<circle cx="74" cy="104" r="44" fill="${p.main}"/>` +
    `<circle cx="128" cy="104" r="44" fill="${p.main}"/>` +
    `<rect x="74" y="60" width="54" height="88" fill="${p.main}"/>` +
    `<path d="M101 62V146" stroke="${p.dark}" stroke-width="6"/>` +
    `<ellipse cx="62" cy="84" rx="14" ry="8" fill="#fff" opacity=".2"/>`
  );
}

export function tub(p: Palette): string {
  return (
    `<rect x="50" y="30" width="100" height="26" rx="6" fill="${p.ink}"/>` +
    `<path d="M54 56H146L140 172C140 178 136 180 130 180H70C64 180 60 178 60 172Z" fill="#f2f2ee"/>` +
    `<rect x="58" y="86" width="84" height="56" fill="${p.main}"/>` +
    anvil(p.mark, 83, 98) +
    `<rect x="70" y="126" width="60" height="6" rx="3" fill="${p.mark}" opacity=".6"/>`
  );
}

export function chalk(p: Palette): string {
  return (
    `<g stroke="#bdbab2" stroke-width="2" stroke-linejoin="round"><polygon points="100,52 166,80 100,108 34,80" fill="#ffffff"/>` +
    `<polygon points="34,80 100,108 100,156 34,128" fill="${p.main}"/>` +
    `<polygon points="166,80 100,108 100,156 166,128" fill="#dcdad3"/></g>` +
    `<circle cx="150" cy="40" r="6" fill="#e4e4df"/><circle cx="168" cy="58" r="4" fill="#e4e4df"/>` +
    `<rect x="52" y="162" width="96" height="8" rx="4" fill="#000" opacity=".08"/>`
  );
}

export function sandbag(p: Palette): string {
  return (
    `<rect x="22" y="64" width="156" height="92" rx="40" fill="${p.main}"/>` +
    `<path d="M66 64V156M134 64V156" stroke="${p.dark}" stroke-width="10"/>` +
    `<path d="M74 64C74 40 126 40 126 64" fill="none" stroke="${p.ink}" stroke-width="8"/>` +
    `<path d="M36 110H164" stroke="${p.light}" stroke-width="2" stroke-dasharray="5 4"/>` +
    `<rect x="84" y="96" width="32" height="26" rx="3" fill="${p.accent}"/>`
  );
}

export function giftcard(p: Palette): string {
  return (
    `<rect x="20" y="46" width="160" height="108" rx="12" fill="${p.main}"/>` +
    `<path d="M20 120L180 70V98L20 148Z" fill="#fff" opacity=".15"/>` +
    anvil(p.mark, 36, 62) +
    `<rect x="36" y="128" width="70" height="8" rx="4" fill="${p.mark}" opacity=".7"/>` +
    `<path d="M140 46V154" stroke="${p.accent}" stroke-width="10"/>` +
    `<path d="M118 72C128 54 140 68 140 72C140 68 152 54 162 72" fill="none" stroke="${p.accent}" stroke-width="6"/>`
  );
}

export function program(p: Palette): string {
  return (
    `<rect x="56" y="18" width="88" height="164" rx="14" fill="${p.ink}"/>` +
    `<rect x="62" y="32" width="76" height="132" rx="4" fill="#f4f3ef"/>` +
    `<rect x="70" y="116" width="12" height="36" fill="${p.main}"/>` +
    `<rect x="88" y="96" width="12" height="56" fill="${p.main}"/>` +
    `<rect x="106" y="78" width="12" height="74" fill="${p.main}"/>` +
    `<rect x="70" y="44" width="56" height="8" rx="4" fill="${p.ink}" opacity=".7"/>` +
    `<rect x="70" y="58" width="40" height="6" rx="3" fill="${p.ink}" opacity=".35"/>` +
    `<circle cx="100" cy="172" r="4" fill="#555"/>`
  );
}

export function ticket(p: Palette): string {
  return (
    `<path d="M18 56H182V88A12 12 0 0 0 182 112V144H18V112A12 12 0 0 0 18 88Z" fill="${p.main}"/>` +
    `<path d="M138 60V140" stroke="${p.mark}" stroke-width="3" stroke-dasharray="4 5"/>` +
    anvil(p.mark, 40, 76) +
    `<rect x="40" y="112" width="76" height="8" rx="4" fill="${p.mark}" opacity=".75"/>` +
    `<path d="M160 86L165 98H177L167 106L171 118L160 111L149 118L153 106L143 98H155Z" fill="${p.accent}"/>`
  );
}
