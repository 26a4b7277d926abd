import { describe, expect, it } from "vitest";
import { describeLine, lineDetails } from "./line-description.ts";

const tee = {
  name: "Tee",
  type: "configurable",
  configurableAttributes: [
    { code: "color", label: "Color", values: [{ value: "CHR", label: "Charcoal" }] },
    { code: "size", label: "Size", values: [{ value: "L", label: "L" }] },
  ],
  children: [{ productId: 11, name: "Tee - Charcoal L", attributes: { color: "CHR", size: "L" } }],
  customOptions: [{ id: 5, title: "Print", values: [{ id: 51, title: "Front" }] }],
};
const kit = {
  name: "Kit",
  type: "bundle",
  children: [
    { productId: 21, name: "Bar", attributes: {} },
    { productId: 22, name: "Clips", attributes: {} },
  ],
};

describe("describeLine", () => {
  it("names the variant's choices by their labels, and custom options by title", () => {
    const d = describeLine(tee, { childId: 11, options: [{ optionId: 5, valueIds: [51] }], children: [] });
    expect(lineDetails(d)).toEqual(["Color: Charcoal", "Size: L", "Print: Front"]);
  });
  it("lists a bundle's parts with their quantities, included ones marked", () => {
    const d = describeLine(kit, {
      options: [],
      children: [
        { productId: 21, qty: 2 },
        { productId: 22, qty: 1, free: true },
      ],
    });
    expect(lineDetails(d)).toEqual(["2 × Bar", "1 × Clips (included)"]);
  });
  it("a gift card's delivery, recipient, sender and message; a design id", () => {
    const d = describeLine(
      { name: "Gift card", type: "giftcard" },
      { options: [], children: [], giftcard: { delivery: "email" } },
      {
        giftcard: { recipientName: "Jo", recipientEmail: "jo@example.com", senderName: "Sam", message: "Hi" },
        recipeId: "r1",
      },
    );
    expect(lineDetails(d)).toEqual([
      "Sent by email to Jo <jo@example.com>",
      "From Sam",
      "Message: Hi",
      "Customised (design r1)",
    ]);
  });
  it("without the product (no longer sold) the given name and nothing invented", () => {
    expect(describeLine(undefined, undefined, null, "Old bar")).toEqual({
      name: "Old bar",
      choices: [],
      parts: [],
      customOptions: [],
      giftcard: null,
      design: null,
    });
  });
});
