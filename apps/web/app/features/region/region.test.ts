import { SITES } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { describe, expect, it } from "vitest";
import { createGeoService } from "@ironworks/server/testing";
import { countryName, decideRegion, type Geo, storefrontLabel } from "./region.ts";
import { readRegion } from "./region.server.ts";

const geo = (country: string | null, path: string | null, current = "US"): Geo => ({
  country,
  name: country === "DE" ? "Germany" : country,
  current,
  currentName: current,
  path,
});

describe("region decision (SPEC §4)", () => {
  it("dismisses silently when the visitor's country matches the site", () => {
    expect(decideRegion(geo("US", "/"), "USA", null)).toEqual({ kind: "dismiss" });
    expect(decideRegion(geo("JP", "/"), "USA", null)).toEqual({ kind: "dismiss" });
    expect(decideRegion(geo("FR", "/fr", "DE"), "EUR", null)).toEqual({ kind: "dismiss" });
    expect(decideRegion(geo("US", "/", "US"), "APO", null)).toEqual({ kind: "dismiss" });
  });

  it("dismisses silently when the geo path is /au or /ca", () => {
    expect(decideRegion(geo("AU", "/au"), "USA", null)).toEqual({ kind: "dismiss" });
    expect(decideRegion(geo("CA", "/ca"), "GBR", "CA")).toEqual({ kind: "dismiss" });
  });

  it("dismisses when nobody knows where the visitor is", () => {
    expect(decideRegion(geo(null, null), "USA", null)).toEqual({ kind: "dismiss" });
  });

  it("redirects when the stored preference is the detected country", () => {
    expect(decideRegion(geo("DE", "/de"), "USA", "DE")).toEqual({ kind: "redirect", path: "/de" });
  });

  it("asks otherwise", () => {
    const decision = decideRegion(geo("DE", "/de"), "USA", "US");
    expect(decision).toMatchObject({ kind: "prompt", country: "DE", name: "Germany", path: "/de" });
    expect(decideRegion(geo("GB", "/gb", "DE"), "EUR", null).kind).toBe("prompt");
  });

  it("names storefronts", () => {
    expect(storefrontLabel("/")).toBe("United States (USD)");
    expect(storefrontLabel("/de")).toBe("Deutschland (EUR)");
  });
});

describe("stored preference (root loader)", () => {
  const store = { services: { geo: createGeoService() } as unknown as Services };

  it("skips the check when the preferred country is one the site serves", () => {
    expect(readRegion(store.services, SITES.USA, "US")).toEqual({ preferred: "US", check: false });
    expect(readRegion(store.services, SITES.USA, "jp")).toEqual({ preferred: "JP", check: false });
    expect(readRegion(store.services, SITES.APO, "US")).toEqual({ preferred: "US", check: false });
    expect(readRegion(store.services, SITES.EUR, "FR")).toEqual({ preferred: "FR", check: false });
    expect(readRegion(store.services, SITES.USA, "DE")).toEqual({ preferred: "DE", check: true });
    expect(readRegion(store.services, SITES.GBR, undefined)).toEqual({ preferred: null, check: true });
    expect(readRegion(store.services, SITES.GBR, "<script>")).toEqual({ preferred: null, check: true });
  });
});

describe("the visitor's country in the modal's language (issue 15)", () => {
  const uk = { country: "GB", name: "United Kingdom" };
  it("keeps the geo service's name on English pages and names it in the page's language otherwise", () => {
    expect(countryName(uk, "en")).toBe("United Kingdom");
    expect(countryName(uk, "de")).toBe("Vereinigtes Königreich");
    expect(countryName(uk, "nl")).toBe("Verenigd Koninkrijk");
  });
  it("falls back to the geo name for a code Intl cannot name", () => {
    expect(countryName({ country: "not a region", name: "Somewhere" }, "fr")).toBe("Somewhere");
  });
});
