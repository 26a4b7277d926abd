import type { Palette } from "./palette.ts";

/** Drawings for bars, plates and free weights, on a 200×200 canvas. */

export function hexPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    points.push(`${Math.round(cx + r * Math.cos(angle))},${Math.round(cy + r * Math.sin(angle))}`);
  }
  return points.join(" ");
}

const knurl = (x1: number, x2: number, y: number, h: number) =>
  `<path d="M${x1} ${y}H${x2}" stroke="#26282c" stroke-width="${h}" stroke-dasharray="1 2" opacity=".35"/>`;

export function barbell(p: Palette): string {
  return (
    `<rect x="40" y="97" width="120" height="6" rx="2" fill="${p.steel}"/>` +
    knurl(62, 92, 100, 6) +
    knurl(108, 138, 100, 6) +
    `<rect x="12" y="91" width="34" height="18" rx="3" fill="${p.chrome}"/>` +
    `<rect x="154" y="91" width="34" height="18" rx="3" fill="${p.chrome}"/>` +
    `<rect x="44" y="87" width="7" height="26" rx="2" fill="${p.main}"/>` +
    `<rect x="149" y="87" width="7" height="26" rx="2" fill="${p.main}"/>` +
    `<rect x="9" y="94" width="4" height="12" rx="1" fill="${p.main}"/>` +
    `<rect x="187" y="94" width="4" height="12" rx="1" fill="${p.main}"/>`
  );
}

export function plate(p: Palette): string {
  return (
    `<circle cx="100" cy="100" r="76" fill="${p.main}"/>` +
    `<circle cx="100" cy="100" r="64" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
    `<circle cx="100" cy="100" r="26" fill="${p.chrome}"/>` +
    `<circle cx="100" cy="100" r="9" fill="#ece9e2"/>` +
    `<rect x="84" y="42" width="32" height="8" rx="4" fill="${p.mark}" opacity=".75"/>` +
    `<rect x="90" y="150" width="20" height="6" rx="3" fill="${p.mark}" opacity=".5"/>`
  );
}

export function collar(p: Palette): string {
  return (
    `<circle cx="92" cy="104" r="50" fill="none" stroke="${p.main}" stroke-width="22"/>` +
    `<circle cx="92" cy="104" r="36" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
    `<rect x="128" y="40" width="16" height="56" rx="8" fill="${p.ink}" transform="rotate(28 136 68)"/>` +
    `<circle cx="132" cy="78" r="7" fill="${p.chrome}"/>`
  );
}

export function dumbbell(p: Palette): string {
  return (
    `<rect x="58" y="93" width="84" height="14" rx="4" fill="${p.chrome}"/>` +
    knurl(76, 124, 100, 10) +
    `<polygon points="${hexPoints(44, 100, 38)}" fill="${p.main}"/>` +
    `<polygon points="${hexPoints(156, 100, 38)}" fill="${p.main}"/>` +
    `<polygon points="${hexPoints(44, 100, 26)}" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
    `<polygon points="${hexPoints(156, 100, 26)}" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
    `<rect x="36" y="94" width="16" height="12" rx="3" fill="${p.mark}" opacity=".6"/>` +
    `<rect x="148" y="94" width="16" height="12" rx="3" fill="${p.mark}" opacity=".6"/>`
  );
}

export function kettlebell(p: Palette): string {
  return (
    `<path d="M68 92C62 34 138 34 132 92" fill="none" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="100" cy="122" r="52" fill="${p.main}"/>` +
    `<path d="M60 104a52 52 0 0 1 30-32" fill="none" stroke="${p.light}" stroke-width="5" stroke-linecap="round" opacity=".6"/>` +
    `<rect x="80" y="112" width="40" height="22" rx="4" fill="${p.accent}"/>` +
    `<rect x="76" y="168" width="48" height="8" rx="3" fill="${p.dark}"/>`
  );
}

export function ball(p: Palette): string {
  return (
    `<circle cx="100" cy="104" r="70" fill="${p.main}"/>` +
    `<rect x="32" y="94" width="136" height="20" fill="${p.dark}"/>` +
    `<path d="M36 97H164M36 111H164" stroke="${p.light}" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    `<path d="M100 36C78 60 78 84 84 94M100 172C78 148 78 124 84 114" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
    `<ellipse cx="76" cy="72" rx="16" ry="9" fill="#fff" opacity=".18"/>`
  );
}

/** Replacement parts vary by key: a bolt, a hitch pin or a bushing with its pad. */
export function part(p: Palette): string {
  const shape = p.hash % 3;
  if (shape === 1) {
    return (
      `<rect x="30" y="94" width="128" height="14" rx="7" fill="${p.steel}"/>` +
      `<circle cx="158" cy="101" r="22" fill="none" stroke="${p.main}" stroke-width="8"/>` +
      `<rect x="24" y="88" width="16" height="26" rx="4" fill="${p.accent}"/>` +
      `<path d="M70 101H130" stroke="#fff" stroke-width="2" opacity=".4"/>`
    );
  }
  if (shape === 2) {
    return (
      `<rect x="30" y="120" width="140" height="34" rx="8" fill="${p.main}"/>` +
      `<circle cx="100" cy="80" r="44" fill="${p.chrome}"/>` +
      `<circle cx="100" cy="80" r="24" fill="#ece9e2"/>` +
      `<circle cx="100" cy="80" r="34" fill="none" stroke="${p.accent}" stroke-width="4"/>`
    );
  }
  return (
    `<rect x="92" y="58" width="18" height="110" rx="3" fill="${p.steel}"/>` +
    `<path d="M101 72V166" stroke="${p.ink}" stroke-width="18" stroke-dasharray="2 4" opacity=".25"/>` +
    `<ellipse cx="101" cy="58" rx="34" ry="8" fill="${p.chrome}"/>` +
    `<polygon points="${hexPoints(101, 42, 26)}" fill="${p.main}"/>` +
    `<polygon points="${hexPoints(101, 42, 14)}" fill="${p.dark}"/>`
  );
}

export function stone(p: Palette): string {
  return (
    `<ellipse cx="100" cy="112" rx="72" ry="64" fill="${p.main}"/>` +
    `<ellipse cx="82" cy="86" rx="30" ry="20" fill="#fff" opacity=".14"/>` +
    `<path d="M40 128C80 150 124 150 164 126" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".5"/>` +
    `<path d="M64 100h.1M120 80h.1M136 130h.1M88 150h.1M110 112h.1M150 100h.1" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>`
  );
}
