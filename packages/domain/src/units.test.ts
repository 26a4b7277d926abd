import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";
import { SITE_CODES } from "./sites.ts";
import { formatLength, formatWeight, localizeMeasures, unitSystemFor } from "./units.ts";

describe("unitSystemFor", () => {
  it.each([
    ["USA", "imperial"],
    ["APO", "imperial"],
    ["CAN", "metric"],
    ["EUR", "metric"],
    ["GBR", "metric"],
    ["AUS", "metric"],
  ] as const)("%s reads %s", (site, system) => {
    expect(unitSystemFor(site)).toBe(system);
  });

  it("covers every site", () => {
    for (const site of SITE_CODES) expect(["imperial", "metric"]).toContain(unitSystemFor(site));
  });
});

describe("formatWeight and formatLength", () => {
  it.each([
    [15, "imperial", "en-US", "15 lb"],
    [15, "metric", "en-GB", "6.8 kg"],
    [15, "metric", "de-DE", "6,8 kg"],
    [0.25, "metric", "en-GB", "0.11 kg"],
    [3100, "metric", "en-GB", "1,406 kg"],
    [3100, "metric", "de-DE", "1.406 kg"],
  ] as const)("%s lb on %s (%s) → %s", (lb, system, tag, out) => {
    expect(formatWeight(lb, system, tag)).toBe(out);
  });

  it.each([
    [14, "imperial", "en-US", "14 in"],
    [14, "metric", "en-GB", "36 cm"],
    [2, "metric", "fr-FR", "5,1\u202fcm"],
    [480, "metric", "en-GB", "12.2 m"],
  ] as const)("%s in on %s (%s) → %s", (inches, system, tag, out) => {
    expect(formatLength(inches, system, tag)).toBe(out);
  });

  it("takes a page locale and shows nothing for no weight", () => {
    const de = LOCALES.find((l) => l.prefix === "/de");
    expect(de && formatWeight(45, unitSystemFor(de.site), de)).toBe("20,4 kg");
    expect(formatWeight(null, "metric", "en-GB")).toBeNull();
    expect(formatLength(Number.NaN, "metric", "en-GB")).toBeNull();
  });
});

describe("localizeMeasures", () => {
  it.each([
    ["Ironworks Training Bumper Plates - 45 lb Pair", "Ironworks Training Bumper Plates - 20.4 kg Pair"],
    ["Weight: 15 lb", "Weight: 6.8 kg"],
    ["a sandbag with three filler bags for 25–125 lb.", "a sandbag with three filler bags for 11.3–56.7 kg."],
    ["a 1,000 lb static load (10 lbs each)", "a 454 kg static load (4.5 kg each)"],
    ["about 66 lb together", "about 29.9 kg together"],
    ["Footprint: 53 × 68 in", "Footprint: 135 × 173 cm"],
    ["It takes up 16 × 6 ft and uses", "It takes up 4.9 × 1.8 m and uses"],
    ["Rubber Floor Tile 4x6 ft", "Rubber Floor Tile 122 × 183 cm"],
    ["21.5 in deep", "55 cm deep"],
    ["Fits chest sizes 34–52 in", "Fits chest sizes 86–132 cm"],
    ["4 inches wide", "10 cm wide"],
    ["a wide 14-inch pad", "a wide 36 cm pad"],
    ["Takes 2-inch plates", "Takes 5.1 cm plates"],
    ["Footprint: 12 ft wide", "Footprint: 3.7 m wide"],
    ["Footprint: folds to 4 in from the wall", "Footprint: folds to 10 cm from the wall"],
    ["Ironworks Foam Plyo Box 24 in is a soft box", "Ironworks Foam Plyo Box 61 cm is a soft box"],
    ["Ironworks Foam Plyo Box 24 in — detail", "Ironworks Foam Plyo Box 61 cm — detail"],
    ["Kettlebell - 8 kg (18 lb)", "Kettlebell - 8 kg"],
    ["an 18-inch deadlift frame", "a 46 cm deadlift frame"],
    ["a 25 lb plate and an 8 lb bell", "an 11.3 kg plate and a 3.6 kg bell"],
  ])("metric: %j → %j", (text, out) => {
    expect(localizeMeasures(text, "EUR")).toBe(out);
    expect(localizeMeasures(text, "GBR")).toBe(out);
  });

  it.each([
    "Choose any amount between 10 and 1,000 in the store currency",
    'Built on 3"×3" 11-gauge uprights with 5/8" hardware',
    'Ironworks Wrist Wraps 24" - Navy',
    "Ironworks Stainless Bottle 32 oz - Navy",
    "Halvard Competition Bumper Plates - 20 kg Pair",
    "Use it in the gym",
  ])("leaves %j as written", (text) => {
    expect(localizeMeasures(text, "EUR")).toBe(text);
  });

  it("leaves US copy in US units", () => {
    for (const site of ["USA", "APO"] as const)
      expect(localizeMeasures("Weight: 15 lb, 14-inch pad", site)).toBe("Weight: 15 lb, 14-inch pad");
  });
});
