import { describe, expect, it } from "vitest";
import { safeEqual } from "./safe-equal.ts";

describe("safeEqual", () => {
  it.each<[string | null | undefined, string, boolean]>([
    ["s3cret-key", "s3cret-key", true],
    ["s3cret-kez", "s3cret-key", false],
    ["s3cret", "s3cret-key", false],
    ["s3cret-key-and-more", "s3cret-key", false],
    ["", "s3cret-key", false],
    [undefined, "s3cret-key", false],
    [null, "s3cret-key", false],
    ["ключ", "ключ", true],
  ])("%j against %j is %s", (given, expected, answer) => {
    expect(safeEqual(given, expected)).toBe(answer);
  });
});
