import {
  withEchartsTheme,
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
import { findCountry } from '../../core/viz/geo/country-codes.ts';
import type { GeoMapRenderProps } from '../../core/viz/react/geo-map-chart.tsx';
import { COUNTRY_MAPS, isCountryMapKey } from './countries.ts';

export type CountryMapRenderProps = GeoMapRenderProps;

// us-atlas names the states; the rows may hold USPS codes ("CA"), ISO 3166-2 ("US-CA") or names.
const US_STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Commonwealth of the Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'United States Virgin Islands',
};

/** The region name on the chosen map a dataset value stands for. */
export function regionName(country: 'usa' | 'world', value: DataRecordValue): string | undefined {
  if (value === null) return undefined;
  const text = String(value).trim();
  if (country === 'usa') {
    const code = text.toUpperCase().replace(/^US-/, '');
    if (US_STATE_NAMES[code]) return US_STATE_NAMES[code];
    return Object.values(US_STATE_NAMES).find((name) => name.toLowerCase() === text.toLowerCase());
  }
  for (const kind of ['cca2', 'cca3', 'name'] as const) {
    const found = findCountry(text, kind);
    if (found) return found.name;
  }
  return undefined;
}

/**
 * Superset's Country Map: the chosen country's regions shaded by the metric on the sequential
 * scheme (grey where there is no value), the region joined on the `entity` column's code.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): CountryMapRenderProps {
  const { formData, queriesData, theme, isStatic, filterState } = chartProps;
  const selectCountry = String(formData.select_country ?? 'usa').toLowerCase();
  if (!isCountryMapKey(selectCountry)) {
    throw new Error(
      `The country map of "${formData.select_country}" is not available: Loupe draws ${Object.keys(COUNTRY_MAPS).join(' and ')}`,
    );
  }
  const { map } = COUNTRY_MAPS[selectCountry];
  const rows = queriesData[0]?.data ?? [];
  const entity = getColumnLabel(formData.entity as QueryFormColumn);
  const metric = getMetricLabel(formData.metric as QueryFormMetric);
  const formatter = getNumberFormatter((formData.number_format as string) || 'SMART_NUMBER');
  const selected = (filterState?.selectedValues ?? []) as unknown[];
  const labelMap: Record<string, DataRecordValue[]> = {};
  const unmatched: string[] = [];
  const data = rows.flatMap((row) => {
    const name = regionName(selectCountry, row[entity] ?? null);
    if (!name) {
      unmatched.push(String(row[entity]));
      return [];
    }
    labelMap[name] = [row[entity] ?? null];
    const dimmed = selected.length > 0 && !selected.includes(name);
    return [{ name, value: row[metric] as number | null, itemStyle: { opacity: dimmed ? 0.4 : 1 } }];
  });
  const values = data.map((d) => d.value).filter((v): v is number => typeof v === 'number');

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; value: number }) =>
        `<b>${p.name}</b><br/>${metric}: ${typeof p.value === 'number' && !Number.isNaN(p.value) ? formatter(p.value) : 'N/A'}`,
    },
    visualMap: {
      type: 'continuous',
      show: false,
      min: values.length ? Math.min(...values) : 0,
      max: values.length ? Math.max(...values) : 1,
      inRange: {
        // Without the scheme's near-black end on dark (the highest values vanished into the card).
        color: visibleSchemeColors(
          getSequentialScheme(formData.linear_color_scheme as string | undefined).colors,
          theme.mode,
        ),
      },
    },
    series: [
      {
        type: 'map',
        showLegendSymbol: false,
        map,
        roam: false,
        left: 8,
        right: 8,
        top: 8,
        bottom: 8,
        // The US states come projected (Albers USA, core/viz/geo): no longitude/latitude aspect correction.
        ...(selectCountry === 'usa' ? { aspectScale: 1 } : {}),
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
    geoMaps: [map],
    entity,
    labelMap,
    unmatched,
  };
}
