import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

const queriesData = [
  {
    colnames: ['country', 'sum__sales', 'count'],
    coltypes: [1, 0, 0],
    rowcount: 4,
    data: [
      { country: 'USA', sum__sales: 3627982, count: 1004 },
      { country: 'France', sum__sales: 1110917, count: 314 },
      { country: 'UK', sum__sales: 478880, count: 144 },
      { country: 'Atlantis', sum__sales: 10, count: 1 },
    ],
  },
] as ChartProps['queriesData'];

const props = (
  extra: Record<string, unknown> = {},
  chart: Partial<ChartProps<QueryFormData>> = {},
): ChartProps<QueryFormData> => ({
  width: 800,
  height: 400,
  formData: {
    datasource: '2__table',
    viz_type: 'world_map',
    entity: 'country',
    country_fieldtype: 'name',
    metric: 'sum__sales',
    secondary_metric: 'count',
    ...extra,
  },
  queriesData,
  datasource: {},
  theme,
  ...chart,
});

type Item = {
  name: string;
  value: number;
  itemStyle: { opacity: number; areaColor?: string };
  label?: { rich: { bubble: { width: number } } };
};
type Option = { series: { type: string; map: string; data: Item[] }[]; visualMap?: { min: number; max: number } };

describe('world_map transformProps', () => {
  it('joins rows to countries by name and shades them by the metric', () => {
    const { echartOptions, geoMaps, labelMap, unmatched } = transformProps(props());
    const option = echartOptions as unknown as Option;
    expect(geoMaps).toEqual(['loupe-world']);
    expect(option.series[0]).toMatchObject({ type: 'map', map: 'loupe-world' });
    expect(option.series[0]!.data.map((d) => [d.name, d.value])).toEqual([
      ['United States', 3627982],
      ['France', 1110917],
      ['United Kingdom', 478880],
    ]);
    expect(option.visualMap).toMatchObject({ min: 478880, max: 3627982 });
    expect(labelMap['United Kingdom']).toEqual(['UK']);
    expect(unmatched).toEqual(['Atlantis']);
  });

  it('joins on ISO codes when the field type says so', () => {
    const rows = [
      { country: 'FR', sum__sales: 1, count: 1 },
      { country: 'DEU', sum__sales: 2, count: 1 },
    ];
    const byCca2 = transformProps(
      props({ country_fieldtype: 'cca2' }, { queriesData: [{ ...queriesData[0]!, data: rows }] }),
    );
    expect((byCca2.echartOptions as unknown as Option).series[0]!.data.map((d) => d.name)).toEqual(['France']);
    expect(byCca2.unmatched).toEqual(['DEU']);
  });

  it('draws bubbles sized by the square root of the secondary metric, and categorical colours when asked', () => {
    const option = transformProps(props({ show_bubbles: true, max_bubble_size: '20', color_by: 'country' }))
      .echartOptions as unknown as Option;
    const [usa, france] = option.series[0]!.data;
    expect(usa!.label!.rich.bubble.width).toBeCloseTo(40);
    expect(france!.label!.rich.bubble.width).toBeCloseTo(40 * Math.sqrt(314 / 1004));
    expect(option.visualMap).toBeUndefined();
    expect(usa!.itemStyle.areaColor).toMatch(/^#|^rgb/);
  });

  it('keeps the highest values visible on the dark theme', () => {
    const colorsOn = (mode: 'light' | 'dark') =>
      (
        transformProps(props({ linear_color_scheme: 'superset_seq_1' }, { theme: { ...theme, mode } }))
          .echartOptions as unknown as { visualMap: { inRange: { color: string[] } } }
      ).visualMap.inRange.color;
    expect(colorsOn('light').at(-1)).toBe('#050415');
    expect(colorsOn('dark')).not.toContain('#050415');
    expect(colorsOn('dark').at(-1)).toBe('#2A2D84');
  });

  it('dims countries outside the selection', () => {
    const option = transformProps(props({}, { filterState: { selectedValues: ['France'] } }))
      .echartOptions as unknown as Option;
    expect(option.series[0]!.data.map((d) => d.itemStyle.opacity)).toEqual([0.4, 1, 0.4]);
  });
});
