import type { ShippingGroup } from "../catalog/builder.ts";

/** One selectable product in a bundle option: [product name, default qty, is default]. */
export type Choice = [string, number, boolean];

export interface OptionDef {
  title: string;
  required: boolean;
  choices: Choice[];
  /** The option is a free included product (value price 0). */
  included?: boolean;
  canChangeQty?: boolean;
}

export interface BundleDef {
  name: string;
  sub: string;
  text: string;
  options: OptionDef[];
  sites?: string[];
  shipping?: ShippingGroup;
}

export const COLLARS: OptionDef = {
  title: "Collars (included)",
  required: true,
  included: true,
  choices: [["Ironworks Spring Clips", 1, true]],
};
export const BUMPERS = (lb: number): Choice => [`Ironworks Training Bumper Plates - ${lb} lb Pair`, 1, false];
