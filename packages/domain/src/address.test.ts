import { describe, expect, it } from "vitest";
import { findAddressFormat, postcodeMatches, shipToCountries } from "./address.ts";

describe("postcodeMatches (SPEC §5)", () => {
  it.each([
    ["US", "12345", true],
    ["US", "12345-6789", true],
    ["US", " 12345 ", true],
    ["US", "1234", false],
    ["US", "123456", false],
    ["US", "12345-67", false],
    ["US", "abcde", false],
    ["CA", "K1A 0B1", true],
    ["CA", "k1a0b1", true],
    ["CA", "D1A 0B1", false],
    ["CA", "12345", false],
    ["GB", "SW1A 1AA", true],
    ["GB", "sw1a1aa", true],
    ["GB", "EC1Y 8SY", true],
    ["GB", "SW1A", false],
    ["DE", "10115", true],
    ["DE", "1011", false],
    ["DE", "101155", false],
    ["PT", "2725-079", true],
    ["PT", "2725", false],
    ["us", "12345", true],
  ])("%s %j → %s", (country, postcode, ok) => {
    expect(postcodeMatches(country, postcode)).toBe(ok);
  });

  it("accepts anything for a country without a pattern or an unknown country", () => {
    expect(findAddressFormat("ZZ")).toBeUndefined();
    expect(postcodeMatches("ZZ", "whatever")).toBe(true);
  });
});

describe("address formats and ship-to lists", () => {
  it("requires a region for US and CA but not for GB or DE", () => {
    expect(findAddressFormat("US")?.requireRegion).toBe(true);
    expect(findAddressFormat("ca")?.requireRegion).toBe(true);
    expect(findAddressFormat("GB")?.requireRegion).toBe(false);
    expect(findAddressFormat("DE")?.requireRegion).toBe(false);
  });

  it("lists US states including the armed-forces regions", () => {
    const codes = findAddressFormat("US")?.regions.map((r) => r.code) ?? [];
    expect(codes).toEqual(expect.arrayContaining(["CA", "NY", "AA", "AE", "AP"]));
  });

  it("gives each site its own countries; USA takes every country no other site serves", () => {
    expect(shipToCountries("CAN")).toEqual(["CA"]);
    expect(shipToCountries("GBR")).toContain("GB");
    expect(shipToCountries("EUR")).toEqual(expect.arrayContaining(["DE", "FR", "PT"]));
    const usa = shipToCountries("USA");
    expect(usa).toContain("US");
    expect(usa).toContain("JP");
    for (const other of ["CA", "DE", "GB", "AU"]) expect(usa).not.toContain(other);
  });
});
