import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps, { regionName } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

const queriesData = [
  {
    colnames: ['state', 'sum__num'],
    coltypes: [1, 0],
    rowcount: 4,
    data: [
      { state: 'CA', sum__num: 5000 },
      { state: 'US-NY', sum__num: 3000 },
      { state: 'texas', sum__num: 2500 },
      { state: 'ZZ', sum__num: 1 },
    ],
  },
] as ChartProps['queriesData'];

const props = (extra: Record<string, unknown> = {}): ChartProps<QueryFormData> => ({
  width: 800,
  height: 500,
  formData: {
    datasource: '1__table',
    viz_type: 'country_map',
    select_country: 'usa',
    entity: 'state',
    metric: 'sum__num',
    ...extra,
  },
  queriesData,
  datasource: {},
  theme,
});

type Option = {
  series: { map: string; data: { name: string; value: number }[] }[];
  visualMap: { min: number; max: number };
};

describe('country_map transformProps', () => {
  it('joins US states on postal codes, ISO 3166-2 codes or names', () => {
    const { echartOptions, geoMaps, unmatched, labelMap } = transformProps(props());
    const option = echartOptions as unknown as Option;
    expect(geoMaps).toEqual(['loupe-usa']);
    expect(option.series[0]!.data).toMatchObject([
      { name: 'California', value: 5000 },
      { name: 'New York', value: 3000 },
      { name: 'Texas', value: 2500 },
    ]);
    expect(option.visualMap).toMatchObject({ min: 2500, max: 5000 });
    expect(unmatched).toEqual(['ZZ']);
    expect(labelMap['New York']).toEqual(['US-NY']);
  });

  it('draws world countries, and refuses countries it has no map for', () => {
    expect(regionName('world', 'JP')).toBe('Japan');
    expect(regionName('world', 'Japan')).toBe('Japan');
    expect(transformProps(props({ select_country: 'world' })).geoMaps).toEqual(['loupe-world']);
    expect(() => transformProps(props({ select_country: 'france' }))).toThrow(
      'The country map of "france" is not available: Loupe draws usa and world',
    );
  });
});
