import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { splitAtAntimeridian } from './antimeridian.ts';
import { countryById } from './country-codes.ts';
import { US_STATE_CODES } from './us-state-codes.ts';

// Map geometry for the map charts, each behind a dynamic import so the JSON is its own chunk in
// the browser and is read only when a map draws. World countries come from world-atlas
// (countries-110m), US states from us-atlas (states-10m), both TopoJSON turned into GeoJSON.
// Every feature gets `properties.name` (what ECharts' map series joins data on) and `properties.code`.

export interface GeoProperties {
  name: string;
  /** Countries: ISO 3166-1 alpha-2; US states: USPS code. */
  code: string;
  /** Countries: world-atlas id (ISO numeric); US states: FIPS. */
  id: string;
}

export type GeoFeatureCollection = FeatureCollection<Geometry, GeoProperties>;

let world: Promise<GeoFeatureCollection> | undefined;
let usStates: Promise<GeoFeatureCollection> | undefined;

async function toFeatures(
  topology: Topology,
  object: string,
  describe: (id: string, name: string) => GeoProperties,
): Promise<GeoFeatureCollection> {
  const { feature } = await import('topojson-client');
  const collection = feature(topology, topology.objects[object] as GeometryCollection<{ name: string }>);
  return {
    type: 'FeatureCollection',
    features: collection.features.map((f) => {
      const id = f.id === undefined ? '' : String(f.id);
      return { type: 'Feature', id, geometry: f.geometry, properties: describe(id, f.properties?.name ?? id) };
    }),
  };
}

/** The world's countries (Natural Earth 1:110m via world-atlas); features without an ISO id keep their atlas name. */
export function loadWorldCountries(): Promise<GeoFeatureCollection> {
  world ??= import('world-atlas/countries-110m.json', { with: { type: 'json' } }).then(async (m) => {
    const countries = await toFeatures(m.default as unknown as Topology, 'countries', (id, name) => {
      const country = id ? countryById(id) : COUNTRY_WITHOUT_ID[name];
      return { name: country?.name ?? name, code: country?.cca2 ?? '', id: country?.id ?? id };
    });
    return {
      ...countries,
      features: countries.features.map((f) => ({ ...f, geometry: splitAtAntimeridian(f.geometry) })),
    };
  });
  return world;
}

const COUNTRY_WITHOUT_ID: Record<string, ReturnType<typeof countryById>> = {
  Kosovo: countryById('XK'),
  'N. Cyprus': countryById('XNC'),
  Somaliland: countryById('XSL'),
};

/** Mirrors y so a screen-space (y down) projection draws upright where ECharts expects latitude (y up). */
function flipY(collection: GeoFeatureCollection): GeoFeatureCollection {
  const flip = (coords: unknown): unknown =>
    typeof (coords as number[])[0] === 'number'
      ? [(coords as number[])[0], -(coords as number[])[1]!]
      : (coords as unknown[]).map(flip);
  return {
    ...collection,
    features: collection.features.map((f) => ({
      ...f,
      geometry: { ...f.geometry, coordinates: flip((f.geometry as { coordinates: unknown }).coordinates) } as Geometry,
    })),
  };
}

/**
 * The 50 states and DC (Census 1:10m via us-atlas) in its Albers USA projection, Alaska and Hawaii
 * inset as on every US map; planar coordinates, so the map series draws them with aspectScale 1.
 */
export function loadUsStates(): Promise<GeoFeatureCollection> {
  usStates ??= import('us-atlas/states-albers-10m.json', { with: { type: 'json' } }).then(async (m) =>
    flipY(
      await toFeatures(m.default as unknown as Topology, 'states', (id, name) => ({
        name,
        code: US_STATE_CODES.get(id) ?? '',
        id,
      })),
    ),
  );
  return usStates;
}

/** The maps the map charts draw, by the ECharts map name their option uses. */
export const GEO_MAPS = {
  'loupe-world': loadWorldCountries,
  'loupe-usa': loadUsStates,
} as const;

export type GeoMapName = keyof typeof GEO_MAPS;
