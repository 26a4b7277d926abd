import { findColorInKey } from "../colors.ts";
import { hashString } from "../random.ts";
import type { ArtFamily } from "./paths.ts";

/** Colours one drawing uses; `main` is the product colour, the rest are fixed material tones. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
  /** Readable mark colour on top of `main`. */
  mark: string;
  ink: string;
  steel: string;
  chrome: string;
  /** Stable number from the key, for families that vary their shape. */
  hash: number;
}

const ACCENTS = ["#c4262e", "#1f6fd0", "#2e9d4c", "#f0c419", "#e8702a", "#1f8a8a", "#6a3fa0", "#a8512c"];
const GARMENTS = ["#1f1f22", "#1e2d4f", "#3b3e44", "#5b6236", "#6b1f2a", "#9da1a6", "#cdb991", "#2f5a3a", "#2553b8"];

type Tone = "garment" | "frame" | "accent" | "black" | "light" | "white" | "cardboard";

const TONES: Partial<Record<ArtFamily, Tone>> = {
  barbell: "accent",
  collar: "accent",
  plate: "black",
  dumbbell: "black",
  kettlebell: "black",
  rack: "frame",
  rig: "frame",
  attachment: "frame",
  bench: "frame",
  rower: "frame",
  bike: "frame",
  sled: "frame",
  yoke: "frame",
  log: "frame",
  part: "frame",
  stone: "light",
  chalk: "white",
  roller: "accent",
  band: "accent",
  ball: "accent",
  massage: "accent",
  giftcard: "accent",
  program: "accent",
  ticket: "accent",
  package: "cardboard",
  tub: "accent",
};

const FIXED: Partial<Record<Tone, string>> = {
  frame: "#2a2c31",
  black: "#1f1f22",
  light: "#9c9a94",
  white: "#eeede8",
  cardboard: "#b98d5a",
};

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Linear blend of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  let out = "#";
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(a, i) * (1 - t) + channel(b, i) * t);
    out += value.toString(16).padStart(2, "0");
  }
  return out;
}

function luminance(hex: string): number {
  return (0.299 * channel(hex, 0) + 0.587 * channel(hex, 1) + 0.114 * channel(hex, 2)) / 255;
}

export function paletteFor(family: ArtFamily, key: string): Palette {
  const hash = hashString(`${family}/${key}`);
  const tone = TONES[family] ?? "garment";
  const named = findColorInKey(key)?.hex;
  const accent = ACCENTS[hash % ACCENTS.length] as string;
  const pool = tone === "accent" ? ACCENTS : GARMENTS;
  const main = named ?? FIXED[tone] ?? (pool[(hash >>> 8) % pool.length] as string);
  return {
    main,
    dark: mix(main, "#000000", 0.35),
    light: mix(main, "#ffffff", 0.35),
    accent: named && tone !== "frame" && tone !== "black" ? mix(named, "#ffffff", 0.55) : accent,
    mark: luminance(main) > 0.6 ? "#26282c" : "#f4f3ef",
    ink: "#26282c",
    steel: "#8d939a",
    chrome: "#c9ced4",
    hash,
  };
}
