import { findAddressFormat } from "@ironworks/domain/address";
import { describe, expect, it } from "vitest";
import { type EstimatePlace, isVirtualOnly, placeErrors, placeLabels } from "./estimate.ts";

const format = (c: string) => findAddressFormat(c) ?? null;
const check = (place: Partial<EstimatePlace>, countries = ["US", "DE", "GB"]) => {
  const p = { country: "", region: "", postcode: "", ...place };
  return placeErrors(p, countries, format(p.country));
};

describe("placeErrors (SPEC §5 address rules for the estimate)", () => {
  it.each([
    [{ country: "US", region: "TX", postcode: "78701" }, {}],
    [{ country: "US", region: "texas", postcode: "78701-1234" }, {}],
    [{ country: "US", region: "", postcode: "78701" }, { region: "Please enter your state" }],
    [{ country: "US", region: "Atlantis", postcode: "78701" }, { region: "Please choose a state from the list." }],
    [{ country: "US", region: "TX", postcode: "" }, { postcode: "Please enter your zip code" }],
    [{ country: "US", region: "TX", postcode: "7870" }, { postcode: "Please enter a valid zip code (e.g. 95014)." }],
    [{ country: "DE", postcode: "10117" }, {}],
    [{ country: "DE", postcode: "1011" }, { postcode: "Please enter a valid postcode (e.g. 26133)." }],
    [{ country: "GB", postcode: "SW1A 2AA" }, {}],
    [{ country: "" }, { country: "Required Field" }],
    [{ country: "FR", postcode: "75001" }, { country: "Please choose a country we ship to." }],
  ])("%o → %o", (place, expected) => {
    expect(check(place)).toEqual(expected);
  });
});

describe("placeLabels: the region label is the address forms' one rule (ADR 0020)", () => {
  it.each([
    ["US", "State"],
    ["CA", "Province"],
    ["AU", "State/Territory"],
    ["ES", "Province"],
  ])("%s → %s", (country, label) => {
    expect(placeLabels(country, format(country)).region).toBe(label);
  });
});

describe("isVirtualOnly (SPEC §4: virtual-only orders need no shipping)", () => {
  const line = (type: string, metadata?: Record<string, unknown>) =>
    ({ product: { type }, metadata }) as unknown as Parameters<typeof isVirtualOnly>[0]["items"][number];
  it.each([
    [[line("virtual")], true],
    [[line("giftcard", { giftcard: { delivery: "email" } })], true],
    [[line("giftcard")], true],
    [[line("giftcard", { giftcard: { delivery: "mail" } })], false],
    [[line("virtual"), line("simple")], false],
    [[], false],
  ])("%#", (items, expected) => {
    expect(isVirtualOnly({ items })).toBe(expected);
  });
});
