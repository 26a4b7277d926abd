import type { StaffClient } from "./staff.testing.ts";

export const USA = 1;
export const EUR = 5;

/**
 * A new configurable product (POST /products), listed: a T-shirt in Size S/M × Colour Red/Blue, four
 * variants with stock 5; answers its id, children and the editor's view.
 */
export async function listedTee(merchandiser: StaffClient, tag: string) {
  const sku = `TEE-${tag}`;
  const combos = ["S", "M"].flatMap((size) => ["red", "blue"].map((color) => ({ size, color })));
  const made = await merchandiser.json("POST", "/svc_staff/products", {
    type: "configurable",
    sku,
    urlKey: `tee-${tag.toLowerCase()}`,
    names: { en: `Tee ${tag}` },
    prices: [
      { storeId: USA, price: 2500 },
      { storeId: EUR, price: 2300 },
    ],
    optionAttributes: [
      {
        code: "size",
        label: "Size",
        values: [
          { value: "S", label: "S" },
          { value: "M", label: "M" },
        ],
      },
      {
        code: "color",
        label: "Colour",
        values: [
          { value: "red", label: "Red" },
          { value: "blue", label: "Blue" },
        ],
      },
    ],
    variants: combos.map((c) => ({
      sku: `${sku}-${c.size}-${c.color}`.toUpperCase(),
      options: [
        { code: "size", value: c.size },
        { code: "color", value: c.color },
      ],
      qty: 5,
    })),
  });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  const id = made.body.id as number;
  const read = await merchandiser.json("GET", `/svc_staff/products/${id}`);
  const listed = await merchandiser.json("PUT", `/svc_staff/products/${id}`, {
    version: read.body.version,
    status: "listed",
  });
  if (listed.status !== 200) throw new Error(JSON.stringify(listed.body));
  return { id, sku, childrenIds: made.body.childrenIds as number[], product: listed.body };
}

/** The body adding size `value` to the tee: one variant per colour. */
export const addSize = (version: string, sku: string, value: string, extra: Record<string, unknown> = {}) => ({
  version,
  code: "size",
  value,
  label: value,
  variants: ["red", "blue"].map((color) => ({
    options: { color },
    sku: `${sku}-${value}-${color}`.toUpperCase(),
    prices: [{ storeId: USA, price: 2900 }],
    qty: 7,
  })),
  ...extra,
});
