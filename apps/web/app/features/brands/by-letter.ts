import type { Brand } from "@ironworks/contracts";

/** Brands grouped by their first letter (A–Z; anything else under "#"), letters in order. */
export function byLetter(brands: Brand[]): [string, Brand[]][] {
  const groups = new Map<string, Brand[]>();
  for (const b of [...brands].sort((x, y) => x.name.localeCompare(y.name))) {
    const first = b.name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .charAt(0)
      .toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), b]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)));
}
