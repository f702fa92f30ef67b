import { describe, expect, it } from 'vitest';
import { splitAtAntimeridian, splitRing } from './antimeridian.ts';
import { loadWorldCountries } from './load-geo.ts';

describe('splitRing', () => {
  it('cuts a ring that jumps across ±180° into the parts either side', () => {
    // A square from 170°E to 170°W (190° continuous), drawn as the sphere has it.
    const ring = [
      [170, 10],
      [-170, 10],
      [-170, 20],
      [170, 20],
      [170, 10],
    ];
    const parts = splitRing(ring);
    expect(parts).toHaveLength(2);
    const [east, west] = parts;
    expect(Math.min(...east!.map((p) => p[0]!))).toBe(170);
    expect(Math.max(...east!.map((p) => p[0]!))).toBe(180);
    expect(Math.min(...west!.map((p) => p[0]!))).toBe(-180);
    expect(Math.max(...west!.map((p) => p[0]!))).toBe(-170);
  });

  it('leaves ordinary rings and rings around a pole alone', () => {
    const ordinary = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(splitRing(ordinary)).toEqual([ordinary]);
    const polar = [
      [-180, -80],
      [0, -85],
      [180, -80],
      [180, -90],
      [-180, -90],
      [-180, -80],
    ];
    expect(splitAtAntimeridian({ type: 'Polygon', coordinates: [polar] })).toEqual({
      type: 'Polygon',
      coordinates: [polar],
    });
  });

  it('leaves no ring of the world map jumping across the map', async () => {
    const world = await loadWorldCountries();
    for (const feature of world.features) {
      const polygons =
        feature.geometry.type === 'MultiPolygon'
          ? feature.geometry.coordinates
          : feature.geometry.type === 'Polygon'
            ? [feature.geometry.coordinates]
            : [];
      if (feature.properties.name === 'Antarctica') continue;
      for (const polygon of polygons) {
        const ring = polygon[0]!;
        for (let i = 1; i < ring.length; i++) {
          expect(Math.abs(ring[i]![0]! - ring[i - 1]![0]!), feature.properties.name).toBeLessThan(180);
        }
      }
    }
  });
});
