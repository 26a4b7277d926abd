import { describe, expect, it } from "vitest";
import { adjustPrice } from "./bulk-price.ts";

describe("adjustPrice (bulk price change)", () => {
  it.each<[string, number, "percent" | "amount", number, number | null]>([
    ["+10 % of 49.99", 4999, "percent", 10, 5499],
    ["-15 % of 295.00", 29500, "percent", -15, 25075],
    ["+12.5 % rounds half away from zero", 1004, "percent", 12.5, 1130],
    ["-100 % is free", 4999, "percent", -100, 0],
    ["-101 % is below zero: refused", 4999, "percent", -101, null],
    ["+5.00 as an amount", 4999, "amount", 500, 5499],
    ["-50.00 of 49.99: refused", 4999, "amount", -5000, null],
    ["-49.99 of 49.99 is 0", 4999, "amount", -4999, 0],
    ["0 % changes nothing", 12345, "percent", 0, 12345],
  ])("%s", (_, minor, mode, value, expected) => {
    expect(adjustPrice(minor, mode, value)).toBe(expected);
  });
});
