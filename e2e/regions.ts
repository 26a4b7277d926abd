/** The three storefronts the browse journeys cover, with what their prices look like. */
export const REGIONS = [
  { name: "USA", prefix: "", currency: /\$\d/ },
  { name: "EUR (Germany)", prefix: "/de", currency: /\d,\d{2}\s?€/ },
  { name: "GBR", prefix: "/gb", currency: /£\d/ },
] as const;
