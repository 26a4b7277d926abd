import type { Brand } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { byLetter } from "./by-letter.ts";

const brand = (name: string): Brand => ({
  slug: name.toLowerCase(),
  name,
  logo: "<svg/>",
  path: `/brands/${name.toLowerCase()}`,
  story: "",
  pageTitle: name,
  metaDescription: "",
  productCount: 1,
});

describe("brands A–Z", () => {
  it.each([
    [
      "one letter per group, in order",
      ["Stonemark", "Halvard Steel", "Saddlerock"],
      [
        ["H", ["Halvard Steel"]],
        ["S", ["Saddlerock", "Stonemark"]],
      ],
    ],
    [
      "accents count as their letter",
      ["Évora", "Ajax"],
      [
        ["A", ["Ajax"]],
        ["E", ["Évora"]],
      ],
    ],
    [
      "digits and signs go last under #",
      ["3Lift", "Zed"],
      [
        ["Z", ["Zed"]],
        ["#", ["3Lift"]],
      ],
    ],
    ["no brands, no letters", [], []],
  ] as const)("%s", (_name, names, groups) => {
    expect(byLetter(names.map(brand)).map(([l, list]) => [l, list.map((b) => b.name)])).toEqual(groups);
  });
});
