import type { ContentBlock } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { textFields, withText } from "./text-fields.ts";

/** The CMS editor's fields: the words of a page's blocks, without its structure (admin.cms-page.tsx). */
const page: ContentBlock[] = [
  { name: "RichText", props: { html: "<p>About us</p>" } },
  {
    name: "Columns",
    class: "two-up",
    props: { title: "Why steel", cta: { label: "Shop racks", url: "/racks" } },
    slots: { left: [{ name: "RichText", props: { html: "<p>Left</p>" } }] },
    skus: ["RACK-1"],
    tracking: { name: "columns" },
  },
];

describe("textFields", () => {
  it.each([
    ["a block's string prop", ["0", "props", "html"], "Block 1 › RichText · html", "<p>About us</p>"],
    ["a prop of a block", ["1", "props", "title"], "Block 2 › Columns · title", "Why steel"],
    ["a nested prop", ["1", "props", "cta", "label"], "Block 2 › Columns · cta · label", "Shop racks"],
    [
      "a block in a slot",
      ["1", "slots", "left", "0", "props", "html"],
      "Block 2 › Columns · left › RichText · html",
      "<p>Left</p>",
    ],
  ])("lists %s with where it is", (_name, path, label, value) => {
    const field = textFields(page).find((f) => f.path.join(".") === path.join("."));
    expect(field && { label: field.label, value: field.value }).toEqual({ label, value });
  });

  it("leaves out names, classes, links, SKUs and tracking", () => {
    const values = textFields(page).map((f) => f.value);
    expect(values).not.toEqual(expect.arrayContaining(["RichText", "two-up", "/racks", "RACK-1", "columns"]));
    expect(values).toHaveLength(4);
  });
});

describe("withText", () => {
  it("replaces one text and keeps the rest of the tree as it was", () => {
    const next = withText(page, [1, "slots", "left", 0, "props", "html"], "<p>Gauche</p>");
    expect(textFields(next).map((f) => f.value)).toEqual([
      "<p>About us</p>",
      "Why steel",
      "Shop racks",
      "<p>Gauche</p>",
    ]);
    expect(page[1]?.slots?.left?.[0]?.props?.html).toBe("<p>Left</p>");
    expect(next[0]).toBe(page[0]);
    expect(next[1]?.skus).toEqual(["RACK-1"]);
  });
});
