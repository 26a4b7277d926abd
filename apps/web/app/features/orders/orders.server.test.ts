import { describe, expect, it } from "vitest";
import { pageParam } from "./orders.server.ts";

describe("the order history's page parameter", () => {
  it.each<[string | null, number]>([
    [null, 1],
    ["", 1],
    ["2", 2],
    ["0", 1],
    ["-1", 1],
    ["1.5", 1],
    ["abc", 1],
    ["10000", 10000],
    ["10001", 1],
    ["999999999", 1],
  ])("%j → %i", (raw, page) => expect(pageParam(raw)).toBe(page));
});
