/** Invented makers: the house brand plus partner manufacturers (no real brand names). */
export const BRAND = {
  house: "Ironworks",
  bars: "Halvard Steel",
  strongman: "Stonemark",
  apparel: "Corvane Athletic",
  cardio: "Tallgrass Conditioning",
  recovery: "Oakhollow Recovery",
  leather: "Saddlerock Leatherworks",
} as const;

/** Rack lines; accessories fit one line (compat_tag) and belong to a group (compat_group). */
export const RACK_LINES = [
  { tag: "keystone-3x3", series: "Keystone K3", spec: '3"×3" 11-gauge uprights with 1" hardware' },
  { tag: "bastion-3x3", series: "Bastion B3", spec: '3"×3" 11-gauge uprights with 5/8" hardware' },
  { tag: "ridgeline-2x3", series: "Ridgeline R2", spec: '2"×3" 11-gauge uprights with 5/8" hardware' },
] as const;
export type RackLine = (typeof RACK_LINES)[number];
