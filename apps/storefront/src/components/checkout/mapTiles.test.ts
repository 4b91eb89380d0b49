import { describe, expect, it } from 'vitest';

import { fitZoom, mapLayout, tileCoordinates, tileSize, tileUrl } from './mapTiles';

describe('map tile math', () => {
  it('puts the equator and prime meridian at the centre of the world', () => {
    expect(tileCoordinates({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(tileCoordinates({ latitude: 0, longitude: 0 }, 3)).toEqual({ x: 4, y: 4 });
    const corner = tileCoordinates({ latitude: 85.0511287798, longitude: -180 }, 2);
    expect(corner.x).toBe(0);
    expect(corner.y).toBeCloseTo(0, 6);
  });

  it('finds the OpenStreetMap tiles of known places', () => {
    // Paris, Notre-Dame: tile 10/518/352 on openstreetmap.org.
    const paris = tileCoordinates({ latitude: 48.853, longitude: 2.3499 }, 10);
    expect([Math.floor(paris.x), Math.floor(paris.y)]).toEqual([518, 352]);
    // London, Trafalgar Square: tile 12/2046/1362.
    const london = tileCoordinates({ latitude: 51.508, longitude: -0.128 }, 12);
    expect([Math.floor(london.x), Math.floor(london.y)]).toEqual([2046, 1362]);
    // Beyond the Mercator limit a latitude is clamped, not turned into NaN.
    expect(Number.isFinite(tileCoordinates({ latitude: 90, longitude: 0 }, 4).y)).toBe(true);
  });

  it('fills a URL template', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', 12, 2046, 1362)).toBe(
      'https://tiles.example/12/2046/1362.png',
    );
  });

  it('zooms in as far as the points still fit', () => {
    const near = [
      { latitude: 48.853, longitude: 2.3499 },
      { latitude: 48.854, longitude: 2.351 },
    ];
    const far = [
      { latitude: 48.853, longitude: 2.3499 },
      { latitude: 43.2965, longitude: 5.3698 }, // Marseille
    ];
    expect(fitZoom(near, 480, 280)).toBe(16);
    const zoom = fitZoom(far, 480, 280);
    expect(zoom).toBeLessThan(10);
    expect(zoom).toBeGreaterThan(3);
    // At that zoom the points fit; one level deeper they do not.
    const span = (z: number) => {
      const [a, b] = far.map((point) => tileCoordinates(point, z));
      return Math.abs(a!.y - b!.y) * tileSize;
    };
    expect(span(zoom)).toBeLessThanOrEqual(280 - 48);
    expect(span(zoom + 1)).toBeGreaterThan(280 - 48);
  });

  it('lays out tiles covering the viewport and markers inside it', () => {
    const points = [
      { id: 'a', latitude: 48.853, longitude: 2.3499 },
      { id: 'b', latitude: 48.87, longitude: 2.33 },
      { id: 'c', latitude: 48.84, longitude: 2.37 },
    ];
    const layout = mapLayout(points, '/tiles/{z}/{x}/{y}.png', 480, 280);
    for (const marker of layout.markers) {
      expect(marker.left).toBeGreaterThanOrEqual(24);
      expect(marker.left).toBeLessThanOrEqual(480 - 24);
      expect(marker.top).toBeGreaterThanOrEqual(24);
      expect(marker.top).toBeLessThanOrEqual(280 - 24);
    }
    expect(layout.markers.map((marker) => marker.id)).toEqual(['a', 'b', 'c']);
    // The tiles cover every pixel of the viewport, and each URL names its own tile.
    for (const [x, y] of [
      [0, 0],
      [479, 0],
      [0, 279],
      [479, 279],
      [240, 140],
    ] as const) {
      const covering = layout.tiles.filter(
        (tile) =>
          tile.left <= x && x < tile.left + tileSize && tile.top <= y && y < tile.top + tileSize,
      );
      expect(covering).toHaveLength(1);
    }
    for (const tile of layout.tiles) expect(tile.url).toBe(`/tiles/${tile.key}.png`);
    // Marker 'a' sits where its own tile math says, relative to the tile drawn under it.
    const a = tileCoordinates(points[0]!, layout.zoom);
    const under = layout.tiles.find(
      (tile) => tile.key === `${layout.zoom}/${Math.floor(a.x)}/${Math.floor(a.y)}`,
    );
    expect(under).toBeDefined();
    expect(layout.markers[0]!.left - under!.left).toBeCloseTo((a.x % 1) * tileSize, -0.5);
    expect(layout.markers[0]!.top - under!.top).toBeCloseTo((a.y % 1) * tileSize, -0.5);
  });

  it('draws nothing without points', () => {
    expect(mapLayout([], '/t/{z}/{x}/{y}', 480, 280)).toEqual({ zoom: 0, tiles: [], markers: [] });
  });
});
