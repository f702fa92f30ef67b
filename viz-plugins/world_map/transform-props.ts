import {
  withEchartsTheme,
  getCategoricalColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getSequentialScheme,
  type ChartProps,
  type DataRecordValue,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';
import { visibleSchemeColors } from '../../core/viz/color/visible-scheme.ts';
import { findCountry, type CountryFieldType } from '../../core/viz/geo/country-codes.ts';
import type { GeoMapRenderProps } from '../../core/viz/react/geo-map-chart.tsx';

export type WorldMapRenderProps = GeoMapRenderProps;
const FIELD_TYPES: readonly CountryFieldType[] = ['name', 'cca2', 'cca3', 'cioc'];

const rgba = (c: unknown): string => {
  const { r = 0, g = 122, b = 135, a = 1 } = (c ?? {}) as { r?: number; g?: number; b?: number; a?: number };
  return `rgba(${r},${g},${b},${a})`;
};

/**
 * Superset's World Map: each row's country (joined on country_fieldtype: name, cca2, cca3 or cioc)
 * shaded by the metric on the sequential scheme, or by the categorical scheme when color_by is
 * country; with show_bubbles a circle at the country's label point sized by the square root of the
 * bubble-size metric (Superset's radius scale, up to max_bubble_size).
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): WorldMapRenderProps {
  const { formData, queriesData, theme, isStatic, filterState } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const entity = getColumnLabel(formData.entity as QueryFormColumn);
  const metric = getMetricLabel(formData.metric as QueryFormMetric);
  const secondary = formData.secondary_metric ? getMetricLabel(formData.secondary_metric as QueryFormMetric) : metric;
  const fieldType = FIELD_TYPES.includes(formData.country_fieldtype as CountryFieldType)
    ? (formData.country_fieldtype as CountryFieldType)
    : 'cca2';
  const formatter = getNumberFormatter((formData.y_axis_format as string) || 'SMART_NUMBER');
  const byCountry = formData.color_by === 'country';
  const colors = getCategoricalColorScale(formData);
  const maxBubble = Number(formData.max_bubble_size ?? 25) || 25;
  const maxRoot = Math.sqrt(Math.max(0, ...rows.map((r) => Number(r[secondary]) || 0)));
  const selected = (filterState?.selectedValues ?? []) as unknown[];

  const labelMap: Record<string, DataRecordValue[]> = {};
  const unmatched: string[] = [];
  const data = rows.flatMap((row) => {
    const country = findCountry(row[entity], fieldType);
    if (!country) {
      unmatched.push(String(row[entity]));
      return [];
    }
    labelMap[country.name] = [row[entity] ?? null];
    const value = row[metric] as number | null;
    const radius = maxRoot > 0 ? (Math.sqrt(Math.max(0, Number(row[secondary]) || 0)) / maxRoot) * maxBubble : 0;
    const dimmed = selected.length > 0 && !selected.includes(country.name);
    return [
      {
        name: country.name,
        value,
        m2: row[secondary],
        itemStyle: {
          ...(byCountry ? { areaColor: colors.getColor(country.name, formData.slice_id) } : {}),
          opacity: dimmed ? 0.4 : 1,
        },
        ...(formData.show_bubbles && radius > 0
          ? {
              label: {
                show: true,
                formatter: '{bubble|}',
                rich: {
                  bubble: {
                    width: radius * 2,
                    height: radius * 2,
                    borderRadius: radius,
                    backgroundColor: rgba(formData.color_picker),
                    borderColor: theme.background,
                    borderWidth: 1,
                  },
                },
              },
            }
          : {}),
      },
    ];
  });
  const values = data.map((d) => d.value).filter((v): v is number => typeof v === 'number');

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; value: number; data?: { m2?: number } }) =>
        p.data
          ? [
              `<b>${p.name}</b>`,
              `${metric}: ${formatter(p.value)}`,
              ...(secondary !== metric ? [`${secondary}: ${formatter(p.data.m2 ?? null)}`] : []),
            ].join('<br/>')
          : p.name,
    },
    ...(byCountry
      ? {}
      : {
          visualMap: {
            type: 'continuous',
            show: false,
            min: Math.min(...values, Infinity) === Infinity ? 0 : Math.min(...values),
            max: Math.max(...values, -Infinity) === -Infinity ? 1 : Math.max(...values),
            inRange: {
              // Without the scheme's near-black end on dark (the highest values vanished into the card).
              color: visibleSchemeColors(
                getSequentialScheme(formData.linear_color_scheme as string | undefined).colors,
                theme.mode,
              ),
            },
            seriesIndex: 0,
          },
        }),
    series: [
      {
        type: 'map',
        showLegendSymbol: false,
        map: 'loupe-world',
        roam: false,
        left: 8,
        right: 8,
        top: 8,
        bottom: 8,
        itemStyle: { areaColor: theme.surface, borderColor: theme.border, borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: theme.primary } },
        select: { disabled: true },
        label: { show: false },
        data,
      },
    ],
  };
  return {
    echartOptions: withEchartsTheme(echartOptions, theme, isStatic),
    geoMaps: ['loupe-world'],
    entity,
    labelMap,
    unmatched,
  };
}
