import { geoEquirectangular, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land from "world-atlas/land-110m.json";
import { MAP_HEIGHT, MAP_WIDTH } from "./map-geometry.ts";

let outline: string | null = null;

/**
 * The world's land as one SVG path in the map's projection (Natural Earth 1:110m, shipped in the
 * world-atlas package): drawn once per process, sent with the page; the browser needs no map code.
 */
export function landOutline(): string {
  if (outline !== null) return outline;
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  const projection = geoEquirectangular()
    .scale(MAP_WIDTH / (2 * Math.PI))
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  outline = geoPath(projection).digits(1)(feature(topology, topology.objects.land)) ?? "";
  return outline;
}
