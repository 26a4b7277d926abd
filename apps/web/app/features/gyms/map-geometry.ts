/**
 * The gym map's geometry (issue #24): a plate carrée (equirectangular) world 1000 × 500 units, so
 * a point's place is plain arithmetic in the browser; the land outline is drawn once on the server
 * with d3-geo in the same projection (outline.server.ts). No tiles, no third-party request.
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 500;
/** Zoom steps: each doubles the scale. */
export const MAX_ZOOM = 7;

export const project = (lon: number, lat: number): [number, number] => [
  ((lon + 180) / 360) * MAP_WIDTH,
  ((90 - lat) / 180) * MAP_HEIGHT,
];

export const unproject = (x: number, y: number): [number, number] => [
  (x / MAP_WIDTH) * 360 - 180,
  90 - (y / MAP_HEIGHT) * 180,
];

export interface MapView {
  /** Centre, in map units. */
  x: number;
  y: number;
  zoom: number;
}

export const WORLD: MapView = { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 + 30, zoom: 0 };

/** The visible rectangle of a view (map units), kept inside the world. */
export function viewBox(v: MapView): { x: number; y: number; w: number; h: number } {
  const w = MAP_WIDTH / 2 ** v.zoom;
  const h = MAP_HEIGHT / 2 ** v.zoom;
  const x = Math.min(Math.max(v.x - w / 2, 0), MAP_WIDTH - w);
  const y = Math.min(Math.max(v.y - h / 2, 0), MAP_HEIGHT - h);
  return { x, y, w, h };
}

/** The view that shows every point (lon/lat), with some margin; the world when there are none. */
export function fitView(points: { lon: number; lat: number }[]): MapView {
  if (points.length === 0) return WORLD;
  const xy = points.map((p) => project(p.lon, p.lat));
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max((maxX - minX) / MAP_WIDTH, (maxY - minY) / MAP_HEIGHT, 1 / 2 ** MAX_ZOOM);
  const zoom = Math.max(0, Math.min(MAX_ZOOM, Math.floor(Math.log2(0.8 / span))));
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2, zoom };
}
