import type { CustomOption } from "@ironworks/contracts";
import { customOption } from "../catalog/options.ts";

/** Every custom-option type on one made-to-order bar: radio, drop_down, area, checkbox, multiple. */
export const CUSTOM_BAR_OPTIONS: CustomOption[] = [
  customOption({ id: 1, title: "Shaft Colour", type: "radio", isRequired: true, price: 0 }, [
    [11, 0, "SHAFT-BLK", "Black Cerakote"],
    [12, 0, "SHAFT-RED", "Red Cerakote"],
    [13, 15, "SHAFT-OD", "OD Green Cerakote"],
  ]),
  customOption({ id: 2, title: "Sleeve Colour", type: "drop_down", isRequired: true, price: 0 }, [
    [21, 0, "SLV-ZNC", "Bright Zinc"],
    [22, 0, "SLV-BLK", "Black Zinc"],
    [23, 25, "SLV-CHR", "Hard Chrome"],
  ]),
  customOption({ id: 3, title: "Engraving (up to 24 characters)", type: "area", isRequired: false, price: 25 }),
  customOption({ id: 4, title: "Add-ons", type: "checkbox", isRequired: false, price: 0 }, [
    [41, 12, "ADD-CAPS", "Engraved end caps"],
    [42, 35, "ADD-HANGER", "Wall bar hanger"],
  ]),
  customOption({ id: 5, title: "Care Kit", type: "multiple", isRequired: false, price: 0 }, [
    [51, 9, "CARE-BRUSH", "Nylon bar brush"],
    [52, 14, "CARE-OIL", "Sleeve oil, 4 oz"],
    [53, 6, "CARE-CLOTH", "Microfibre cloth"],
  ]),
];
