import { getMap } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, findCountry } from './country-codes.ts';
import { loadUsStates, loadWorldCountries } from './load-geo.ts';
import { registerGeoMaps } from './register-map.ts';
import { US_STATE_CODES } from './us-state-codes.ts';

describe('country codes', () => {
  it('finds a country by each of Superset country_fieldtype kinds', () => {
    expect(findCountry('France', 'name')?.cca3).toBe('FRA');
    expect(findCountry('de', 'cca2')?.name).toBe('Germany');
    expect(findCountry('CHE', 'cca3')?.cioc).toBe('SUI');
    expect(findCountry('NED', 'cioc')?.cca2).toBe('NL');
    expect(findCountry('USA', 'name')?.cca2).toBe('US');
    expect(findCountry('UK', 'name')?.cca3).toBe('GBR');
    expect(findCountry('Atlantis', 'name')).toBeUndefined();
    expect(findCountry(null, 'cca2')).toBeUndefined();
  });

  it('has unique codes', () => {
    for (const key of ['id', 'cca2', 'cca3'] as const) {
      const values = COUNTRY_CODES.map((c) => c[key]).filter(Boolean);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe('geo loaders', () => {
  it('names every world-atlas country from the code table', async () => {
    const world = await loadWorldCountries();
    expect(world.features).toHaveLength(177);
    const withoutCode = world.features.filter((f) => !f.properties.code);
    expect(withoutCode.map((f) => f.properties.name).sort()).toEqual(['N. Cyprus', 'Somaliland']);
    const france = world.features.find((f) => f.properties.code === 'FR');
    expect(france?.properties.name).toBe('France');
    expect(france?.geometry.type).toBe('MultiPolygon');
  });

  it('gives every US state its postal code', async () => {
    const states = await loadUsStates();
    expect(states.features.length).toBe(51);
    expect(states.features.every((f) => US_STATE_CODES.get(f.properties.id) === f.properties.code)).toBe(true);
    expect(states.features.find((f) => f.properties.code === 'CA')?.properties.name).toBe('California');
    expect(states.features.every((f) => f.properties.code.length === 2)).toBe(true);
  });

  it('refuses an unknown map name', async () => {
    await expect(registerGeoMaps(['loupe-mars'])).rejects.toThrow('Unknown map "loupe-mars"');
    await expect(registerGeoMaps(['loupe-usa'])).resolves.toBeUndefined();
    // Registered for real with ECharts (echarts/core alone would silently ignore it).
    expect(getMap('loupe-usa')).toBeTruthy();
  });
});
