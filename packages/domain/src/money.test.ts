import { describe, expect, it } from "vitest";
import { fromMinor, round2, toMinor } from "./money.ts";

describe("toMinor", () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [19.99, 1999],
    [1234.565, 123457],
    [-1.005, -101],
    [-0.125, -13],
    [-19.99, -1999],
  ])("%d → %d minor units (half away from zero, no float drift)", (amount, minor) => {
    expect(toMinor(amount)).toBe(minor);
  });

  it("never answers negative zero for a tiny negative amount", () => {
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("refuses %d", (amount) => {
    expect(() => toMinor(amount)).toThrow(RangeError);
  });
});

describe("fromMinor / round2", () => {
  it("turns minor units back into a 2-decimal amount", () => {
    expect(fromMinor(123450)).toBe(1234.5);
    expect(fromMinor(-1999)).toBe(-19.99);
    expect(fromMinor(0)).toBe(0);
  });

  it.each([
    [0.1 + 0.2, 0.3],
    [1.005, 1.01],
    [1.004, 1],
    [-1.005, -1.01],
    [-2.5, -2.5],
    [10.555, 10.56],
    [99.999, 100],
  ])("round2(%d) = %d", (amount, rounded) => {
    expect(round2(amount)).toBe(rounded);
  });
});
