import type { SiteCode } from "@ironworks/domain";
import { type FlagKey, type FlagValues, flagValue } from "../flags/flag-keys.ts";

/**
 * Routes of SPEC §2 whose features later issues build. Each resolves with an honest page and the
 * right status: region-limited routes answer 404 where they do not exist.
 */
export interface PlaceholderInfo {
  title: string;
  description: string;
  /** Sites where the route exists; undefined = every site. */
  sites?: SiteCode[];
  /** A feature flag that opens the route (on `flag.sites`, else everywhere) besides `sites`. */
  flag?: { key: FlagKey; sites?: SiteCode[] };
}

/** SPEC §2/§9: /events/{name}/{year} defaults to 2024; /invitational takes its year from a flag (default 2025). */
export const DEFAULT_EVENTS_YEAR = 2024;

const TABLE: [RegExp, PlaceholderInfo][] = [
  [/^\/mps-review$/, { title: "Review", description: "Reviews open soon." }],
  [/^\/compare(\/.*)?$/, { title: "Compare products", description: "Product comparison opens soon." }],
  [/^\/brands$/, { title: "Brands", description: "The brand directory opens soon." }],
  [/^\/theindex(\/.*)?$/, { title: "The Index", description: "The Index, our content hub, opens soon." }],
  [/^\/events\/[^/]+(\/\d{4})?$/, { title: "Events", description: "Event pages and leaderboards open soon." }],
  [/^\/invitational$/, { title: "The Invitational", description: "Invitational pages open soon." }],
  [/^\/moderator\/[^/]+$/, { title: "Moderator", description: "Event moderation opens soon." }],
  [
    /^\/zeus-builder(\/.*)?$/,
    { title: "ZEUS Gym Builder", description: "The gym builder opens soon.", sites: ["USA"] },
  ],
  [
    /^\/rogue-catalog$/,
    { title: "Print catalog", description: "The print catalog request opens soon.", sites: ["USA"] },
  ],
  [
    /^\/rogue-equipped-gyms$/,
    { title: "Equipped gyms", description: "The map of equipped gyms opens soon.", flag: { key: "gym-map" } },
  ],
  [
    /^\/rmaprocess(\/.*)?$/,
    {
      title: "Returns",
      description: "Online returns open soon.",
      // SPEC §2: USA, APO and CAN, or when the EU returns flag is on (the EUR and GBR stores).
      sites: ["USA", "APO", "CAN"],
      flag: { key: "eu-returns", sites: ["EUR", "GBR"] },
    },
  ],
  [/^\/checkout(\/(shipping|payment|review))?$/, { title: "Checkout", description: "Checkout opens soon." }],
  [/^\/checkout\/success$/, { title: "Order placed", description: "Order confirmation opens with checkout." }],
  [/^\/app\/.+$/, { title: "Ironworks app", description: "This page is part of the Ironworks app." }],
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

/** Title and text for a placeholder; event pages name their year. */
export function placeholderContent(
  path: string,
  info: PlaceholderInfo,
  flags?: FlagValues,
): { title: string; description: string } {
  if (path === "/invitational") {
    const year = flagValue(flags, "invitational-year");
    return { title: `The ${year} Invitational`, description: `Pages for the ${year} Invitational open soon.` };
  }
  const event = path.match(/^\/events\/([^/]+)(?:\/(\d{4}))?$/);
  if (event) {
    const year = event[2] ? Number(event[2]) : DEFAULT_EVENTS_YEAR;
    return { title: `Events ${year}`, description: `Event pages and leaderboards for ${year} open soon.` };
  }
  return { title: info.title, description: info.description };
}
