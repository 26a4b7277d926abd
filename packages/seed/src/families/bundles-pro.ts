import type { BundleDef } from "./bundle-types.ts";

/** Conditioning and commercial packages. */
export const PRO_BUNDLES: BundleDef[] = [
  {
    name: "Ironworks Conditioning Package",
    sub: "conditioning",
    text: "a rower, an air bike and a pair of wall balls for interval work",
    shipping: "dropship",
    options: [
      { title: "Rower", required: true, choices: [["Tallgrass Air Rower", 1, true]] },
      {
        title: "Bike",
        required: true,
        choices: [
          ["Tallgrass Air Bike", 1, true],
          ["Tallgrass Air Bike Pro", 1, false],
        ],
      },
      {
        title: "Wall Balls",
        required: false,
        canChangeQty: true,
        choices: [
          ["Ironworks Wall Ball - 14 lb", 1, true],
          ["Ironworks Wall Ball - 20 lb", 1, true],
        ],
      },
      { title: "Speed Rope (included)", required: true, included: true, choices: [["Ironworks Speed Rope", 1, true]] },
    ],
  },
  {
    name: "Ironworks Affiliate Package - 10 Athlete",
    sub: "commercial-packages",
    text: "a four-station rig, ten bars, bumper plates and conditioning for a class of ten",
    sites: ["USA", "CAN", "APO"],
    options: [
      {
        title: "Rig",
        required: true,
        choices: [
          ["Keystone K3 Rig - 4 Station", 1, true],
          ["Bastion B3 Rig - 4 Station", 1, false],
        ],
      },
      {
        title: "Barbells",
        required: true,
        canChangeQty: true,
        choices: [
          ["Ironworks Foundry Bar 2.0", 6, true],
          ["Ironworks Foundry Women's Bar", 4, false],
        ],
      },
      {
        title: "Plates",
        required: true,
        canChangeQty: true,
        choices: [["Ironworks Training Bumper Plates - 45 lb Pair", 10, true]],
      },
      {
        title: "Conditioning",
        required: false,
        canChangeQty: true,
        choices: [
          ["Tallgrass Air Rower", 4, true],
          ["Tallgrass Air Bike", 4, false],
        ],
      },
      {
        title: "Collars (included)",
        required: true,
        included: true,
        choices: [["Ironworks Quick-Lock Collars", 10, true]],
      },
    ],
  },
  {
    name: "Ironworks Affiliate Package - 20 Athlete",
    sub: "commercial-packages",
    text: "a six-station rig, twenty bars and enough plates and machines for a class of twenty",
    sites: ["USA", "CAN", "APO"],
    options: [
      { title: "Rig", required: true, choices: [["Keystone K3 Rig - 6 Station", 1, true]] },
      {
        title: "Barbells",
        required: true,
        canChangeQty: true,
        choices: [
          ["Ironworks Foundry Bar 2.0", 12, true],
          ["Ironworks Foundry Women's Bar", 8, false],
        ],
      },
      {
        title: "Plates",
        required: true,
        canChangeQty: true,
        choices: [["Ironworks Training Bumper Plates - 45 lb Pair", 20, true]],
      },
      {
        title: "Conditioning",
        required: false,
        canChangeQty: true,
        choices: [
          ["Tallgrass Air Rower", 6, true],
          ["Tallgrass Air Bike", 6, true],
        ],
      },
      {
        title: "Collars (included)",
        required: true,
        included: true,
        choices: [["Ironworks Quick-Lock Collars", 20, true]],
      },
    ],
  },
];
