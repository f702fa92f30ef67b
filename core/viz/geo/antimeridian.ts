import type { Geometry, Position } from 'geojson';

// world-atlas draws on the sphere: a few rings (Russia's Chukotka, Fiji) cross the antimeridian,
// jumping from +180° to −180°. Drawn flat, as ECharts draws GeoJSON, those jumps become lines
// across the whole map. Here such a ring is made continuous, then cut at ±180° into the parts
// either side. Rings around a pole (Antarctica) and rings that never jump are left as they are.

type Ring = Position[];

/** Longitudes made continuous (each step under 180°). */
function unwrap(ring: Ring): Ring {
  let offset = 0;
  return ring.map((point, i) => {
    if (i > 0) {
      const delta = point[0]! - ring[i - 1]![0]!;
      if (delta > 180) offset -= 360;
      else if (delta < -180) offset += 360;
    }
    return [point[0]! + offset, point[1]!];
  });
}

/** Sutherland–Hodgman against one vertical line: keeps the side where `inside(x)`. */
function clipAt(ring: Ring, x: number, keepBelow: boolean): Ring {
  const inside = (p: Position) => (keepBelow ? p[0]! <= x : p[0]! >= x);
  const out: Ring = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    const crossing = (): Position => {
      const t = (x - a[0]!) / (b[0]! - a[0]!);
      return [x, a[1]! + t * (b[1]! - a[1]!)];
    };
    if (inside(a)) {
      out.push(a);
      if (!inside(b)) out.push(crossing());
    } else if (inside(b)) out.push(crossing());
  }
  if (out.length) out.push(out[0]!);
  return out.length >= 4 ? out : [];
}

/** The ring cut at the antimeridian: one ring, or the parts each side of it. */
export function splitRing(ring: Ring): Ring[] {
  const flat = unwrap(ring);
  const first = flat[0]!;
  const last = flat[flat.length - 1]!;
  // A ring whose continuous longitudes do not close encircles a pole: leave it.
  if (Math.abs(first[0]! - last[0]!) > 1e-9) return [ring];
  const xs = flat.map((p) => p[0]!);
  const max = Math.max(...xs);
  const min = Math.min(...xs);
  if (max <= 180 && min >= -180) return [ring];
  const shift = max > 180 ? -360 : 360;
  const edge = max > 180 ? 180 : -180;
  const here = clipAt(flat, edge, max > 180);
  const there = clipAt(
    flat.map((p) => [p[0]! + shift, p[1]!]),
    -edge,
    max <= 180,
  );
  return [here, there].filter((r) => r.length);
}

/** A polygon or multipolygon with its antimeridian-crossing outer rings split (holes kept on the first part). */
export function splitAtAntimeridian(geometry: Geometry): Geometry {
  const polygons: Position[][][] =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  if (!polygons.length) return geometry;
  let changed = false;
  const result: Position[][][] = [];
  for (const [outer, ...holes] of polygons) {
    const parts = splitRing(outer!);
    if (parts.length === 1 && parts[0] === outer) {
      result.push([outer!, ...holes]);
    } else {
      changed = true;
      parts.forEach((part, i) => result.push(i === 0 ? [part, ...holes] : [part]));
    }
  }
  return changed ? { type: 'MultiPolygon', coordinates: result } : geometry;
}
