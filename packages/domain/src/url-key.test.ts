import { describe, expect, it } from "vitest";
import { urlKeyFrom } from "./url-key.ts";

describe("urlKeyFrom", () => {
  it.each([
    ["Ohio Bar", "ohio-bar"],
    ["  Rogue   Echo Bike!  ", "rogue-echo-bike"],
    ["Crème brûlée Plates", "creme-brulee-plates"],
    ["Straßen-Hantel", "strassen-hantel"],
    ["Ærø Øl Œuvre Łódź", "aero-ol-oeuvre-lodz"],
    ["45 LB / 20 KG", "45-lb-20-kg"],
    ["---", ""],
    ["日本", ""],
  ])("%j → %j", (name, key) => {
    expect(urlKeyFrom(name)).toBe(key);
  });

  it("is cut to the limit without a trailing hyphen", () => {
    expect(urlKeyFrom("abcd efgh", 5)).toBe("abcd");
    expect(urlKeyFrom("a".repeat(250))).toHaveLength(200);
  });

  it("gives what the staff contracts accept", () => {
    for (const name of ["Ohio Bar", "Straßen-Hantel", "x".repeat(300) + " y"])
      expect(urlKeyFrom(name)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
