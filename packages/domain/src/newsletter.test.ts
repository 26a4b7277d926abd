import { describe, expect, it } from "vitest";
import {
  isNewsletterListOn,
  NEWSLETTER_SELECT_LIST_MESSAGE,
  newsletterListsFor,
  signupListMessage,
} from "./newsletter.ts";
import { SITE_CODES, type SiteCode } from "./sites.ts";

const ALL = [
  "newsletter",
  "rapidfire",
  "invitationalNewsUpdates",
  "invitationalTickets",
  "invitationalVolunteering",
  "invitationalVendors",
];
const BASIC = ["newsletter", "rapidfire"];

describe("newsletter lists per site (SPEC §3: the last four not for CAN, AUS, EUR, GBR)", () => {
  const cases: [SiteCode, string[]][] = [
    ["USA", ALL],
    ["APO", ALL],
    ["CAN", BASIC],
    ["AUS", BASIC],
    ["EUR", BASIC],
    ["GBR", BASIC],
  ];
  it.each(cases)("%s offers %j", (site, lists) => {
    expect(newsletterListsFor(site)).toEqual(lists);
  });

  it("covers every site", () => {
    expect(cases.map(([s]) => s).sort()).toEqual([...SITE_CODES].sort());
  });

  it.each([
    ["USA", "invitationalVendors", true],
    ["GBR", "invitationalVendors", false],
    ["CAN", "rapidfire", true],
    ["USA", "weekly", false],
    ["USA", "", false],
  ] as const)("%s: %s available is %s", (site, list, available) => {
    expect(isNewsletterListOn(site, list)).toBe(available);
  });
});

describe("signup list choice (SPEC §5)", () => {
  it.each([
    [[], NEWSLETTER_SELECT_LIST_MESSAGE],
    [["invitationalTickets"], NEWSLETTER_SELECT_LIST_MESSAGE],
    [["newsletter"], null],
    [["rapidfire"], null],
    [["newsletter", "rapidfire"], null],
  ])("%j → %s", (chosen, message) => {
    expect(signupListMessage(chosen)).toBe(message);
  });
});
