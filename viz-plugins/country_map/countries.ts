// The maps country_map draws. Superset ships one GeoJSON per country (legacy-plugin-chart-country-map
// src/countries.ts); Loupe ships the US states (us-atlas) and the world's countries (world-atlas),
// the two atlases installed. Other Superset keys are refused with a message saying so.

export const COUNTRY_MAPS = {
  usa: { label: 'USA', map: 'loupe-usa' },
  world: { label: 'World (countries)', map: 'loupe-world' },
} as const;

export type CountryMapKey = keyof typeof COUNTRY_MAPS;

export const SELECT_COUNTRY_CHOICES = Object.entries(COUNTRY_MAPS).map(([key, { label }]) => [key, label] as const);

export function isCountryMapKey(key: unknown): key is CountryMapKey {
  return typeof key === 'string' && Object.hasOwn(COUNTRY_MAPS, key);
}
