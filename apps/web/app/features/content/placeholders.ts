import type { SiteCode } from "@ironworks/domain";
import { type FlagKey, type FlagValues, flagValue } from "../flags/flag-keys.ts";

/**
 * Routes of SPEC §2 whose features later issues build. Each resolves with an honest page and the
 * right status: region-limited routes answer 404 where they do not exist.
 */
export interface PlaceholderInfo {
  /** The page's words: `placeholder.<name>.text`, and `.title` unless it has a brand name. */
  name: string;
  /** A title that is a name (the same in every language) instead of `placeholder.<name>.title`. */
  brand?: string;
  /** Sites where the route exists; undefined = every site. */
  sites?: SiteCode[];
  /** A feature flag that opens the route (on `flag.sites`, else everywhere) besides `sites`. */
  flag?: { key: FlagKey; sites?: SiteCode[] };
}

/** SPEC §2/§9: /events/{name}/{year} defaults to 2024; /invitational takes its year from a flag (default 2025). */
export const DEFAULT_EVENTS_YEAR = 2024;

const TABLE: [RegExp, PlaceholderInfo][] = [
  [/^\/mps-review$/, { name: "review" }],
  [/^\/compare(\/.*)?$/, { name: "compare" }],
  [/^\/brands$/, { name: "brands" }],
  [/^\/theindex(\/.*)?$/, { name: "theIndex", brand: "The Index" }],
  [/^\/events\/[^/]+(\/\d{4})?$/, { name: "events" }],
  [/^\/invitational$/, { name: "invitational" }],
  [/^\/moderator\/[^/]+$/, { name: "moderator" }],
  [/^\/zeus-builder(\/.*)?$/, { name: "zeusBuilder", brand: "ZEUS Gym Builder", sites: ["USA"] }],
  [/^\/rogue-catalog$/, { name: "printCatalog", sites: ["USA"] }],
  [/^\/rogue-equipped-gyms$/, { name: "gyms", flag: { key: "gym-map" } }],
  [
    /^\/rmaprocess(\/.*)?$/,
    {
      name: "returns",
      // SPEC §2: USA, APO and CAN, or when the EU returns flag is on (the EUR and GBR stores).
      sites: ["USA", "APO", "CAN"],
      flag: { key: "eu-returns", sites: ["EUR", "GBR"] },
    },
  ],
  [/^\/checkout(\/(shipping|payment|review))?$/, { name: "checkout" }],
  [/^\/checkout\/success$/, { name: "orderPlaced" }],
  [/^\/app\/.+$/, { name: "app" }],
];

export function findPlaceholder(path: string): PlaceholderInfo | undefined {
  return TABLE.find(([pattern]) => pattern.test(path))?.[1];
}

/** Whether the route exists for this site and these flag values (the default block when none are given). */
export function placeholderAvailable(info: PlaceholderInfo, site: SiteCode, flags?: FlagValues): boolean {
  const bySite = !info.sites || info.sites.includes(site);
  if (!info.flag) return bySite;
  const byFlag = flagValue(flags, info.flag.key) === true && (!info.flag.sites || info.flag.sites.includes(site));
  return info.sites ? bySite || byFlag : byFlag;
}

/** What a placeholder page says: its catalog name, a brand title if any, and the year events name. */
export interface PlaceholderContent {
  name: string;
  brand: string | null;
  /** The year `{year}` stands for (events, the invitational); null elsewhere. */
  year: number | null;
}

/** The words of a placeholder; event pages name their year (the invitational's from its flag). */
export function placeholderContent(path: string, info: PlaceholderInfo, flags?: FlagValues): PlaceholderContent {
  const page = { name: info.name, brand: info.brand ?? null };
  if (path === "/invitational") return { ...page, year: Number(flagValue(flags, "invitational-year")) };
  const event = path.match(/^\/events\/([^/]+)(?:\/(\d{4}))?$/);
  if (event) return { ...page, year: event[2] ? Number(event[2]) : DEFAULT_EVENTS_YEAR };
  return { ...page, year: null };
}
