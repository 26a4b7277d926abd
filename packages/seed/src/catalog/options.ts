import type { CustomOption } from "@ironworks/contracts";

/** One value of a custom option as a row: id, surcharge, SKU suffix, label. */
export type OptionValueRow = [id: number, price: number, sku: string, title: string];

/** A product's custom option (SPEC §4 made-to-order): its values written as rows of a table. */
export function customOption(option: Omit<CustomOption, "values">, values: OptionValueRow[] = []): CustomOption {
  return {
    ...option,
    values: values.map(([id, price, sku, title]) => ({ id, price, sku, title })),
  };
}
