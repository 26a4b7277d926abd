/**
 * A URL key suggested from a name, as the console proposes it for a new product or category (the
 * member may change it): lower-case ASCII letters and digits joined by single hyphens, the form the
 * staff contracts accept. Accents are dropped (é → e) and the letters Unicode does not decompose
 * are spelled out (ß → ss, æ → ae, ø → o, œ → oe, ł → l, đ → d, þ → th). Cut to `max` characters
 * without leaving a hyphen at the end; a name with no letter or digit gives "".
 *
 * The console's rule only: imported as `@ironworks/domain/url-key`, not through the package's barrel,
 * whose re-export put it in a chunk shared with storefront routes (first-view-build.test.ts).
 */
export function urlKeyFrom(name: string, max = 200): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæøœłđþ]/g, (letter) => SPELLED[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

const SPELLED: Record<string, string> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", þ: "th" };
