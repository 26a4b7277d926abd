import type { Palette } from "./palette.ts";

/** Drawings for racks, rigs, benches, conditioning machines and strongman frames (200×200). */

const holes = (x: number, y1: number, y2: number) =>
  `<path d="M${x} ${y1}V${y2}" stroke="#fff" stroke-width="2" stroke-dasharray="2 7" opacity=".45"/>`;

export function rack(p: Palette): string {
  return (
    `<rect x="62" y="20" width="7" height="146" fill="${p.dark}"/>` +
    `<rect x="131" y="20" width="7" height="146" fill="${p.dark}"/>` +
    `<rect x="46" y="28" width="10" height="146" fill="${p.main}"/>` +
    `<rect x="144" y="28" width="10" height="146" fill="${p.main}"/>` +
    holes(51, 40, 166) +
    holes(149, 40, 166) +
    `<rect x="46" y="28" width="108" height="9" fill="${p.main}"/>` +
    `<rect x="40" y="168" width="120" height="8" rx="2" fill="${p.main}"/>` +
    `<rect x="50" y="40" width="100" height="4" rx="2" fill="${p.chrome}"/>` +
    `<rect x="30" y="84" width="140" height="5" rx="2" fill="${p.chrome}"/>` +
    `<rect x="38" y="88" width="10" height="12" rx="2" fill="${p.accent}"/>` +
    `<rect x="152" y="88" width="10" height="12" rx="2" fill="${p.accent}"/>` +
    `<rect x="20" y="70" width="9" height="34" rx="3" fill="${p.ink}"/>` +
    `<rect x="171" y="70" width="9" height="34" rx="3" fill="${p.ink}"/>` +
    `<rect x="40" y="124" width="120" height="5" fill="${p.steel}"/>`
  );
}

export function rig(p: Palette): string {
  let out = `<rect x="10" y="30" width="180" height="9" fill="${p.main}"/>`;
  for (const x of [14, 72, 120, 178])
    out += `<rect x="${x - 5}" y="30" width="10" height="140" fill="${p.main}"/>${holes(x, 44, 166)}`;
  out += `<rect x="4" y="168" width="192" height="8" rx="2" fill="${p.main}"/>`;
  out += `<rect x="19" y="46" width="48" height="4" rx="2" fill="${p.chrome}"/><rect x="125" y="46" width="48" height="4" rx="2" fill="${p.chrome}"/>`;
  out += `<rect x="77" y="56" width="38" height="4" rx="2" fill="${p.chrome}"/>`;
  out += `<rect x="18" y="96" width="52" height="4" rx="2" fill="${p.steel}"/><rect x="26" y="99" width="8" height="9" fill="${p.accent}"/>`;
  out += `<rect x="124" y="120" width="52" height="4" rx="2" fill="${p.steel}"/><circle cx="150" cy="140" r="14" fill="${p.ink}"/>`;
  return out;
}

export function attachment(p: Palette): string {
  return (
    `<rect x="52" y="16" width="26" height="168" fill="${p.ink}"/>` +
    holes(65, 26, 180) +
    `<path d="M78 70h46v44h-16v-26h-30z" fill="${p.main}"/>` +
    `<rect x="108" y="96" width="16" height="18" fill="${p.accent}"/>` +
    `<rect x="78" y="132" width="96" height="12" rx="3" fill="${p.steel}"/>` +
    `<rect x="162" y="128" width="12" height="20" rx="3" fill="${p.main}"/>`
  );
}

export function bench(p: Palette): string {
  return (
    `<rect x="26" y="84" width="148" height="22" rx="8" fill="${p.accent}"/>` +
    `<rect x="26" y="100" width="148" height="6" fill="#000" opacity=".18"/>` +
    `<rect x="40" y="106" width="120" height="8" fill="${p.main}"/>` +
    `<path d="M56 114L44 168M144 114L156 168" stroke="${p.main}" stroke-width="10"/>` +
    `<rect x="28" y="164" width="34" height="8" rx="3" fill="${p.main}"/>` +
    `<rect x="138" y="164" width="34" height="8" rx="3" fill="${p.main}"/>` +
    `<circle cx="32" cy="172" r="7" fill="${p.ink}"/>`
  );
}

export function rower(p: Palette): string {
  return (
    `<path d="M52 150L186 126" stroke="${p.chrome}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="46" cy="132" r="30" fill="${p.main}"/>` +
    `<circle cx="46" cy="132" r="18" fill="none" stroke="${p.accent}" stroke-width="4"/>` +
    `<path d="M52 104L70 58" stroke="${p.ink}" stroke-width="5"/>` +
    `<rect x="58" y="40" width="30" height="22" rx="3" fill="${p.ink}"/>` +
    `<rect x="62" y="44" width="22" height="12" fill="#9fd3c7"/>` +
    `<rect x="112" y="126" width="28" height="9" rx="4" fill="${p.ink}" transform="rotate(-10 126 130)"/>` +
    `<rect x="78" y="136" width="14" height="22" rx="3" fill="${p.steel}" transform="rotate(-30 85 147)"/>` +
    `<path d="M40 166H72M172 140V170" stroke="${p.main}" stroke-width="8" stroke-linecap="round"/>`
  );
}

export function bike(p: Palette): string {
  return (
    `<circle cx="140" cy="116" r="44" fill="${p.main}"/>` +
    `<circle cx="140" cy="116" r="34" fill="none" stroke="${p.light}" stroke-width="2" stroke-dasharray="6 4"/>` +
    `<circle cx="140" cy="116" r="8" fill="${p.accent}"/>` +
    `<path d="M30 172H176M60 172L82 100L140 116M82 100L66 62M120 172L140 116L128 46" fill="none" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="50" y="54" width="34" height="10" rx="5" fill="${p.ink}"/>` +
    `<rect x="118" y="38" width="24" height="8" rx="4" fill="${p.accent}"/>`
  );
}

export function sled(p: Palette): string {
  return (
    `<path d="M24 150H170C182 150 186 140 184 132" fill="none" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="50" y="126" width="104" height="16" fill="${p.main}"/>` +
    `<path d="M70 126L58 40M136 126L148 40" stroke="${p.chrome}" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="88" y="86" width="10" height="40" fill="${p.steel}"/>` +
    `<circle cx="93" cy="96" r="26" fill="${p.ink}"/><circle cx="93" cy="96" r="8" fill="${p.chrome}"/>` +
    `<rect x="146" y="142" width="30" height="6" fill="${p.accent}"/>`
  );
}

export function yoke(p: Palette): string {
  return (
    `<rect x="38" y="24" width="12" height="150" fill="${p.main}"/>` +
    `<rect x="150" y="24" width="12" height="150" fill="${p.main}"/>` +
    holes(44, 34, 170) +
    holes(156, 34, 170) +
    `<rect x="20" y="50" width="160" height="12" rx="3" fill="${p.chrome}"/>` +
    `<rect x="16" y="166" width="56" height="10" rx="3" fill="${p.main}"/>` +
    `<rect x="128" y="166" width="56" height="10" rx="3" fill="${p.main}"/>` +
    `<rect x="26" y="122" width="8" height="36" fill="${p.steel}"/><rect x="166" y="122" width="8" height="36" fill="${p.steel}"/>` +
    `<rect x="14" y="110" width="8" height="60" rx="3" fill="${p.accent}"/><rect x="178" y="110" width="8" height="60" rx="3" fill="${p.accent}"/>`
  );
}

export function log(p: Palette): string {
  return (
    `<rect x="26" y="64" width="148" height="72" rx="10" fill="${p.main}"/>` +
    `<ellipse cx="174" cy="100" rx="12" ry="36" fill="${p.dark}"/>` +
    `<rect x="180" y="90" width="14" height="20" rx="3" fill="${p.chrome}"/>` +
    `<rect x="6" y="90" width="20" height="20" rx="3" fill="${p.chrome}"/>` +
    `<rect x="70" y="80" width="20" height="40" rx="8" fill="${p.ink}"/>` +
    `<rect x="110" y="80" width="20" height="40" rx="8" fill="${p.ink}"/>` +
    `<rect x="30" y="70" width="140" height="8" rx="4" fill="#fff" opacity=".15"/>`
  );
}

export function pkg(p: Palette): string {
  return (
    `<polygon points="100,30 172,64 100,98 28,64" fill="${p.light}"/>` +
    `<polygon points="28,64 100,98 100,176 28,142" fill="${p.main}"/>` +
    `<polygon points="172,64 100,98 100,176 172,142" fill="${p.dark}"/>` +
    `<polygon points="64,47 136,81 136,96 64,62" fill="${p.accent}" opacity=".85"/>` +
    `<circle cx="64" cy="122" r="20" fill="${p.ink}"/><circle cx="64" cy="122" r="6" fill="${p.chrome}"/>`
  );
}
