import { BUMPERS, type BundleDef, COLLARS } from "./bundle-types.ts";

/** Home-gym packages. */
export const GARAGE_BUNDLES: BundleDef[] = [
  {
    name: "Ironworks Garage Gym Package - Starter",
    sub: "garage-gym-packages",
    text: "a squat stand, a bar, 230 lb of bumpers and everything needed to start training at home",
    options: [
      {
        title: "Rack",
        required: true,
        choices: [
          ["Ridgeline R2 Squat Stand", 1, true],
          ["Ridgeline R2 Power Rack", 1, false],
        ],
      },
      {
        title: "Barbell",
        required: true,
        choices: [
          ["Ironworks Foundry Bar 2.0", 1, true],
          ["Ironworks Foundry Women's Bar", 1, false],
        ],
      },
      {
        title: "Plates",
        required: true,
        canChangeQty: true,
        choices: [["Ironworks Training Bumper Plates - 45 lb Pair", 2, true], BUMPERS(25), BUMPERS(10)],
      },
      {
        title: "Bench",
        required: false,
        choices: [
          ["Ironworks Flat Utility Bench", 1, false],
          ["Ironworks Folding Flat Bench", 1, false],
        ],
      },
      COLLARS,
    ],
  },
  {
    name: "Ironworks Garage Gym Package - Standard",
    sub: "garage-gym-packages",
    text: "a Bastion power rack, a stainless bar, 320 lb of bumpers and a flat bench",
    options: [
      {
        title: "Rack",
        required: true,
        choices: [
          ["Bastion B3 Power Rack", 1, true],
          ["Bastion B3 Half Rack", 1, false],
        ],
      },
      {
        title: "Barbell",
        required: true,
        choices: [
          ["Ironworks Foundry Bar Stainless", 1, true],
          ["Ironworks Power Bar", 1, false],
        ],
      },
      {
        title: "Plates",
        required: true,
        canChangeQty: true,
        choices: [["Ironworks Training Bumper Plates - 45 lb Pair", 3, true], BUMPERS(35)],
      },
      {
        title: "Bench",
        required: true,
        choices: [
          ["Ironworks Flat Utility Bench", 1, true],
          ["Ironworks Fat Pad Flat Bench", 1, false],
        ],
      },
      {
        title: "Rack Add-ons",
        required: false,
        choices: [
          ["Bastion B3 Dip Station", 1, false],
          ["Bastion B3 Landmine Attachment", 1, false],
        ],
      },
      COLLARS,
    ],
  },
  {
    name: "Ironworks Garage Gym Package - Complete",
    sub: "garage-gym-packages",
    text: "a Keystone rack with safeties, two bars, iron and bumper plates, and an adjustable bench",
    options: [
      {
        title: "Rack",
        required: true,
        choices: [
          ['Keystone K3 Power Rack 90"', 1, true],
          ['Keystone K3 Power Rack 108"', 1, false],
        ],
      },
      { title: "Safeties", required: true, choices: [["Keystone K3 Pipe Safeties", 1, true]] },
      {
        title: "Barbell",
        required: true,
        choices: [
          ["Ironworks Foundry Bar Stainless", 1, true],
          ["Halvard Meridian Weightlifting Bar", 1, false],
        ],
      },
      { title: "Power Bar", required: false, choices: [["Ironworks Power Bar", 1, true]] },
      {
        title: "Plates",
        required: true,
        canChangeQty: true,
        choices: [
          ["Ironworks Training Bumper Plates - 45 lb Pair", 4, true],
          ["Ironworks Machined Iron Plates - 45 lb Pair", 2, false],
        ],
      },
      { title: "Bench", required: true, choices: [["Ironworks Adjustable Bench 3.0", 1, true]] },
      COLLARS,
    ],
  },
  {
    name: "Ironworks Apartment Gym Package",
    sub: "garage-gym-packages",
    text: "a fold-back wall rack, a bar and crumb bumpers that fit a spare room",
    options: [
      { title: "Rack", required: true, choices: [["Ridgeline R2 Fold-Back Wall Rack", 1, true]] },
      { title: "Barbell", required: true, choices: [["Ironworks Foundry Bar 2.0", 1, true]] },
      {
        title: "Plates",
        required: true,
        canChangeQty: true,
        choices: [
          ["Ironworks Recycled Bumper Plates - 25 lb Pair", 2, true],
          ["Ironworks Recycled Bumper Plates - 10 lb Pair", 1, false],
        ],
      },
      {
        title: "Flooring",
        required: false,
        canChangeQty: true,
        choices: [["Ironworks Rubber Floor Tile 4x6 ft", 2, true]],
      },
      COLLARS,
    ],
  },
  {
    name: "Ironworks Kettlebell Package",
    sub: "garage-gym-packages",
    text: "three kettlebells and a shelf to keep them tidy",
    shipping: "standard",
    options: [
      {
        title: "Light Bell",
        required: true,
        choices: [
          ["Ironworks Kettlebell - 12 kg", 1, true],
          ["Ironworks Kettlebell - 8 kg", 1, false],
        ],
      },
      {
        title: "Medium Bell",
        required: true,
        choices: [
          ["Ironworks Kettlebell - 16 kg", 1, true],
          ["Ironworks Kettlebell - 20 kg", 1, false],
        ],
      },
      {
        title: "Heavy Bell",
        required: true,
        choices: [
          ["Ironworks Kettlebell - 24 kg", 1, true],
          ["Ironworks Kettlebell - 32 kg", 1, false],
        ],
      },
      { title: "Storage", required: false, choices: [["Ironworks Kettlebell Shelf", 1, false]] },
      { title: "Chalk (included)", required: true, included: true, choices: [["Ironworks Chalk Block 1 lb", 1, true]] },
    ],
  },
  {
    name: "Stonemark Strongman Starter Package",
    sub: "garage-gym-packages",
    text: "a log, a sandbag and a stone — the three events every strongman show includes",
    shipping: "heavy_direct",
    options: [
      {
        title: "Log",
        required: true,
        choices: [
          ['Stonemark Strongman Log 10"', 1, true],
          ['Stonemark Strongman Log 12"', 1, false],
        ],
      },
      {
        title: "Sandbag",
        required: true,
        choices: [
          ["Stonemark Strongman Sandbag - 200 lb", 1, true],
          ["Stonemark Strongman Sandbag - 100 lb", 1, false],
        ],
      },
      {
        title: "Stone",
        required: false,
        choices: [
          ["Stonemark Atlas Stone - 100 lb", 1, true],
          ["Stonemark Atlas Stone - 140 lb", 1, false],
        ],
      },
      { title: "Stone Tack (included)", required: true, included: true, choices: [["Stonemark Stone Tack", 1, true]] },
    ],
  },
];
