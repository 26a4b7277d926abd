import { describe, expect, it } from "vitest";
import { hasFilters, listingSearch, readListingState, toggleFilter } from "./listing-state.ts";
import { isInvitationalQuery } from "./search-client.ts";

describe("listing state in the URL", () => {
  it("reads q, page, sort and repeated facet parameters; drops junk", () => {
    const s = readListingState(
      new URLSearchParams("q=%20bar%20&page=3&sort=price-asc&brand=Ironworks&brand=Ironworks&brand=Halvard&color=&x=1"),
    );
    expect(s).toEqual({ q: "bar", page: 3, sort: "price-asc", filters: { brand: ["Ironworks", "Halvard"] } });
    expect(readListingState(new URLSearchParams("page=-2&sort=drop%20table")).page).toBe(1);
    expect(readListingState(new URLSearchParams("page=abc&sort=drop%20table")).sort).toBe("");
  });

  it("writes a shareable query string and toggles filters back to page 1", () => {
    const s = readListingState(new URLSearchParams("q=plates&page=2&price=25-50"));
    expect(listingSearch(s)).toBe("?q=plates&price=25-50&page=2");
    const on = toggleFilter(s, "brand", "Ironworks");
    expect(listingSearch(on)).toBe("?q=plates&brand=Ironworks&price=25-50");
    const off = toggleFilter(toggleFilter(on, "brand", "Ironworks"), "price", "25-50");
    expect(hasFilters(off)).toBe(false);
    expect(listingSearch(off)).toBe("?q=plates");
  });
});

describe("the invitational shortcut (SPEC §5)", () => {
  it.each([
    ["inv", true],
    ["VITA", true],
    ["invitational", true],
    ["in", false],
    ["invitationals", false],
    ["tion", true],
    ["bar", false],
  ])("%s → %s", (q, shown) => {
    expect(isInvitationalQuery(q)).toBe(shown);
  });
});
