import type { CustomOption } from "@ironworks/contracts";

/** Every custom-option type on one made-to-order bar: radio, drop_down, area, checkbox, multiple. */
export const CUSTOM_BAR_OPTIONS: CustomOption[] = [
  {
    id: 1,
    title: "Shaft Colour",
    type: "radio",
    isRequired: true,
    price: 0,
    values: [
      { id: 11, price: 0, sku: "SHAFT-BLK", title: "Black Cerakote" },
      { id: 12, price: 0, sku: "SHAFT-RED", title: "Red Cerakote" },
      { id: 13, price: 15, sku: "SHAFT-OD", title: "OD Green Cerakote" },
    ],
  },
  {
    id: 2,
    title: "Sleeve Colour",
    type: "drop_down",
    isRequired: true,
    price: 0,
    values: [
      { id: 21, price: 0, sku: "SLV-ZNC", title: "Bright Zinc" },
      { id: 22, price: 0, sku: "SLV-BLK", title: "Black Zinc" },
      { id: 23, price: 25, sku: "SLV-CHR", title: "Hard Chrome" },
    ],
  },
  { id: 3, title: "Engraving (up to 24 characters)", type: "area", isRequired: false, price: 25, values: [] },
  {
    id: 4,
    title: "Add-ons",
    type: "checkbox",
    isRequired: false,
    price: 0,
    values: [
      { id: 41, price: 12, sku: "ADD-CAPS", title: "Engraved end caps" },
      { id: 42, price: 35, sku: "ADD-HANGER", title: "Wall bar hanger" },
    ],
  },
  {
    id: 5,
    title: "Care Kit",
    type: "multiple",
    isRequired: false,
    price: 0,
    values: [
      { id: 51, price: 9, sku: "CARE-BRUSH", title: "Nylon bar brush" },
      { id: 52, price: 14, sku: "CARE-OIL", title: "Sleeve oil, 4 oz" },
      { id: 53, price: 6, sku: "CARE-CLOTH", title: "Microfibre cloth" },
    ],
  },
];
