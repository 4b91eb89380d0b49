/**
 * Slippy-map tile math (Web Mercator, the `{z}/{x}/{y}` scheme of OpenStreetMap-style tile servers) for the
 * pickup-point map: no map library, a few tile images and positioned markers.
 * https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames
 */

/** Side of a tile in CSS pixels. */
export const tileSize = 256;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Web Mercator's latitude limit: tiles stop there. */
const maxLatitude = 85.0511287798;

/** The fractional tile coordinates of a point at a zoom level (x to the east, y to the south). */
export function tileCoordinates(point: LatLon, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const latitude = Math.max(-maxLatitude, Math.min(maxLatitude, point.latitude));
  const radians = (latitude * Math.PI) / 180;
  const x = ((point.longitude + 180) / 360) * scale;
  const y = ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale;
  return { x, y };
}

/** A tile's image URL from a `{z}/{x}/{y}` template (`{s}` is not supported: give one host). */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}

/**
 * The deepest zoom (≤ `maxZoom`) at which every point fits in a `width` × `height` viewport with `padding`
 * pixels kept free on each side.
 */
export function fitZoom(
  points: readonly LatLon[],
  width: number,
  height: number,
  { padding = 24, maxZoom = 16 }: { padding?: number; maxZoom?: number } = {},
): number {
  if (points.length === 0) return 0;
  for (let zoom = maxZoom; zoom > 0; zoom -= 1) {
    const coordinates = points.map((point) => tileCoordinates(point, zoom));
    const xs = coordinates.map((c) => c.x * tileSize);
    const ys = coordinates.map((c) => c.y * tileSize);
    const spanX = Math.max(...xs) - Math.min(...xs);
    const spanY = Math.max(...ys) - Math.min(...ys);
    if (spanX <= width - 2 * padding && spanY <= height - 2 * padding) return zoom;
  }
  return 0;
}

export interface MapTile {
  key: string;
  url: string;
  /** Position in the viewport, CSS pixels. */
  left: number;
  top: number;
}

export interface MapMarker<Id> {
  id: Id;
  left: number;
  top: number;
}

export interface MapLayout<Id> {
  zoom: number;
  tiles: MapTile[];
  markers: MapMarker<Id>[];
}

/**
 * The tiles covering a `width` × `height` viewport centred on the points' bounding box, at the zoom that
 * fits them, and each point's marker position in the viewport.
 */
export function mapLayout<Id>(
  points: readonly (LatLon & { id: Id })[],
  template: string,
  width: number,
  height: number,
  options: { padding?: number; maxZoom?: number } = {},
): MapLayout<Id> {
  if (points.length === 0) return { zoom: 0, tiles: [], markers: [] };
  const zoom = fitZoom(points, width, height, options);
  const pixels = points.map((point) => {
    const { x, y } = tileCoordinates(point, zoom);
    return { id: point.id, x: x * tileSize, y: y * tileSize };
  });
  const xs = pixels.map((p) => p.x);
  const ys = pixels.map((p) => p.y);
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const centreY = (Math.min(...ys) + Math.max(...ys)) / 2;
  // World pixel of the viewport's top-left corner.
  const originX = centreX - width / 2;
  const originY = centreY - height / 2;
  const tileCount = 2 ** zoom;
  const tiles: MapTile[] = [];
  for (let ty = Math.floor(originY / tileSize); ty * tileSize < originY + height; ty += 1) {
    if (ty < 0 || ty >= tileCount) continue;
    for (let tx = Math.floor(originX / tileSize); tx * tileSize < originX + width; tx += 1) {
      // Wrap around the antimeridian: x repeats, y does not.
      const wrapped = ((tx % tileCount) + tileCount) % tileCount;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        url: tileUrl(template, zoom, wrapped, ty),
        left: Math.round(tx * tileSize - originX),
        top: Math.round(ty * tileSize - originY),
      });
    }
  }
  const markers = pixels.map((p) => ({
    id: p.id,
    left: Math.round(p.x - originX),
    top: Math.round(p.y - originY),
  }));
  return { zoom, tiles, markers };
}
