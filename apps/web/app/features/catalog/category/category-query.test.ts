import { describe, expect, it } from "vitest";
import { toggleFilter } from "../../search/listing-state.ts";
import { CATEGORY_DEFAULT_SORT, categorySearch, isRefined, readCategoryState } from "./category-query.ts";

const read = (qs: string) => readCategoryState(new URLSearchParams(qs));

describe("readCategoryState", () => {
  it("reads facets, sort and ?p= paging; never a keyphrase", () => {
    const state = read("brand=Ironworks&brand=Halvard%20Steel&price=25-50&sort=price-asc&p=3&q=ignored&page=9");
    expect(state).toEqual({
      q: "",
      page: 3,
      sort: "price-asc",
      filters: { brand: ["Ironworks", "Halvard Steel"], price: ["25-50"] },
    });
  });

  it("falls back to page 1 and the default order for bad values", () => {
    for (const p of ["0", "-2", "1.5", "abc", "10001"]) expect(read(`p=${p}`).page).toBe(1);
    expect(read("sort=drop%20table").sort).toBe("");
    expect(read("brand=%20%20").filters).toEqual({});
  });
});

describe("categorySearch", () => {
  it("round-trips through readCategoryState", () => {
    const qs = "?brand=Ironworks&color=Black&sort=name-desc&p=2";
    expect(categorySearch(read(qs))).toBe(qs);
  });

  it("leaves out page 1 and the default sort", () => {
    expect(categorySearch(read(`sort=${CATEGORY_DEFAULT_SORT}&p=1`))).toBe("");
  });

  it("goes back to page 1 when a filter changes", () => {
    const next = toggleFilter(read("brand=Ironworks&p=4"), "brand", "Halvard Steel");
    expect(categorySearch(next)).toBe("?brand=Ironworks&brand=Halvard+Steel");
  });
});

describe("isRefined", () => {
  it("is true for filters or a non-default sort only", () => {
    expect(isRefined(read(""))).toBe(false);
    expect(isRefined(read("p=2"))).toBe(false);
    expect(isRefined(read(`sort=${CATEGORY_DEFAULT_SORT}`))).toBe(false);
    expect(isRefined(read("sort=price-asc"))).toBe(true);
    expect(isRefined(read("size=L"))).toBe(true);
  });
});
