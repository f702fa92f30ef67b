// Superset MixedTimeseries/transformProps.ts: two answers (queries A and B) drawn on one x-axis,
// each with its own series type, stacking, area, markers and y-axis (primary or secondary).
import type { ChartProps, DataRecordValue, QueryFormData } from '../../core/viz/index.ts';
import { GenericDataType, getNumberFormatter } from '../../core/viz/index.ts';
import {
  annotationSeries,
  echartsFontFamily,
  extractSeries,
  forecastContext,
  getColorScale,
  getTimeFormatter,
  readTimeseriesFormData,
  transformSeries,
  type TimeseriesRenderProps,
} from '../../core/viz/timeseries/index.ts';

/** Query B's chart options are the same controls with a `B` suffix (`seriesTypeB`, `stackB`…). */
function queryBFormData(fd: Record<string, unknown>): QueryFormData {
  const pick = (key: string, fallback: unknown) => (fd[key] === undefined ? fallback : fd[key]);
  return {
    ...(fd as QueryFormData),
    groupby: (fd.groupby_b as QueryFormData['groupby']) ?? [],
    seriesType: pick('seriesTypeB', 'line'),
    stack: pick('stackB', null),
    area: pick('areaB', false),
    opacity: pick('opacityB', 0.2),
    markerEnabled: pick('markerEnabledB', false),
    markerSize: pick('markerSizeB', 6),
    show_value: pick('show_valueB', false),
    only_total: pick('only_totalB', false),
    time_compare: pick('time_compare_b', []),
    comparison_type: pick('comparison_type_b', 'values'),
  };
}

export default function transformProps(chartProps: ChartProps): TimeseriesRenderProps {
  const { theme, isStatic } = chartProps;
  const fd = chartProps.formData as Record<string, unknown>;
  const queries = [readTimeseriesFormData(chartProps.formData), readTimeseriesFormData(queryBFormData(fd))];
  const yAxisIndexes = [Number(fd.yAxisIndex ?? 0) ? 1 : 0, Number(fd.yAxisIndexB ?? 0) ? 1 : 0];
  const showIdentifiers = fd.show_query_identifiers === true;
  const colorOf = getColorScale(fd.color_scheme as string | undefined, fd.label_colors as Record<string, string>);
  const formats = [
    getNumberFormatter((fd.y_axis_format as string) || undefined),
    getNumberFormatter((fd.y_axis_format_secondary as string) || undefined),
  ];
  const selectedValues = (chartProps.filterState?.selectedValues as string[] | null | undefined) ?? null;
  const series: Record<string, unknown>[] = [];
  const labelMap: Record<string, DataRecordValue[]> = {};
  const seriesNames: string[] = [];
  let xAxisType: TimeseriesRenderProps['xAxisType'] = 'time';
  const xValues: number[] = [];

  queries.forEach((options, index) => {
    const result = chartProps.queriesData[index] ?? { data: [], colnames: [], coltypes: [] };
    const xIndex = (result.colnames ?? []).indexOf(options.xAxis);
    const xType = xIndex >= 0 ? result.coltypes?.[xIndex] : GenericDataType.Temporal;
    if (index === 0)
      xAxisType =
        xType === GenericDataType.Temporal ? 'time' : xType === GenericDataType.Numeric ? 'value' : 'category';
    const { series: raw, totals } = extractSeries(result.data ?? [], result.colnames ?? [], {
      xAxis: options.xAxis,
      fillNeighborValue: options.stack ? 0 : undefined,
      percent: options.stack === 'Expand',
    });
    const suffix = showIdentifiers ? ` (Query ${index === 0 ? 'A' : 'B'})` : '';
    const last = raw[raw.length - 1]?.name;
    for (const entry of raw) {
      const name = `${entry.name}${suffix}`;
      const drawn = transformSeries(
        { ...entry, name },
        {
          options,
          color: colorOf(forecastContext(entry.name).name),
          isLastInStack: entry.name === last,
          totals,
          formatValue: (value) => formats[yAxisIndexes[index]](value),
          selectedValues,
          isStatic,
        },
      );
      if (drawn.stack) drawn.stack = `${drawn.stack}${index}`;
      series.push({ ...drawn, yAxisIndex: yAxisIndexes[index] });
      seriesNames.push(name);
      labelMap[name] = ((result.label_map ?? {})[entry.name] as DataRecordValue[] | undefined) ?? [entry.name];
    }
    for (const row of result.data ?? []) {
      const x = row[options.xAxis];
      if (typeof x === 'number') xValues.push(x);
    }
  });
  series.push(
    ...annotationSeries(
      queries[0].annotationLayers,
      chartProps.queriesData[0]?.annotation_data,
      xValues,
      theme.textMuted,
    ),
  );

  const formatTooltipTime = getTimeFormatter((fd.tooltipTimeFormat as string) || undefined);
  const formatAxisTime = getTimeFormatter((fd.x_axis_time_format as string) || undefined);
  const formatX = (value: DataRecordValue) =>
    xAxisType === 'time' && typeof value === 'number' ? formatTooltipTime(value) : String(value ?? 'N/A');
  const bounds = (key: string) =>
    ((fd[key] as (number | null)[] | undefined) ?? [null, null]).map((v) =>
      v === null || v === undefined ? undefined : Number(v),
    );
  const valueAxis = (i: 0 | 1) => {
    const [min, max] = bounds(i === 0 ? 'y_axis_bounds' : 'y_axis_bounds_secondary');
    return {
      type: (i === 0 ? fd.logAxis : fd.logAxisSecondary) ? 'log' : 'value',
      min,
      max,
      position: i === 0 ? 'left' : 'right',
      name: ((i === 0 ? fd.y_axis_title : fd.yAxisTitleSecondary) as string) ?? '',
      alignTicks: true,
      splitLine: { show: i === 0, lineStyle: { color: theme.gridLine } },
      minorSplitLine: { show: fd.minorSplitLine === true },
      axisLine: { show: true, lineStyle: { color: theme.border } },
      axisLabel: { color: theme.textMuted, formatter: (value: number) => formats[i](value) },
    };
  };
  const legendNames = seriesNames.filter((name) => forecastContext(name).kind === 'observation');
  const echartOptions: Record<string, unknown> = {
    useUTC: true,
    animation: !isStatic,
    textStyle: { fontFamily: echartsFontFamily(theme.fontFamily), color: theme.text },
    grid: {
      containLabel: true,
      top: fd.show_legend === false ? 20 : 50,
      bottom: fd.zoomable ? 80 : 20,
      left: 20,
      right: 20,
    },
    xAxis: {
      type: xAxisType,
      name: (fd.x_axis_title as string) ?? '',
      nameLocation: 'middle',
      nameGap: Number(fd.x_axis_title_margin ?? 15) + 15,
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: {
        color: theme.textMuted,
        hideOverlap: true,
        rotate: Number(fd.xAxisLabelRotation ?? 0),
        formatter: xAxisType === 'time' ? (value: number) => formatAxisTime(value) : undefined,
      },
    },
    yAxis: [valueAxis(0), valueAxis(1)],
    tooltip: isStatic
      ? { show: false }
      : {
          trigger: fd.rich_tooltip === false ? 'item' : 'axis',
          confine: true,
          backgroundColor: theme.surface,
          borderColor: theme.border,
          textStyle: { color: theme.text },
        },
    legend: {
      show: fd.show_legend !== false,
      type: fd.legendType === 'plain' ? 'plain' : 'scroll',
      data: legendNames,
      top: 0,
      textStyle: { color: theme.text },
    },
    series,
    dataZoom: fd.zoomable === true ? [{ type: 'slider', bottom: 30 }, { type: 'inside' }] : [],
  };
  const groupby = queries[0].groupby.length ? queries[0].groupby : queries[1].groupby;
  return {
    echartOptions,
    groupby,
    labelMap,
    xColumn: queries[0].xColumn,
    xAxisType,
    timeGrain: queries[0].timeGrain,
    formatX,
    formatValue: (value) => formats[0](value),
    seriesNames,
    large: null,
    totalPoints: seriesNames.length * (chartProps.queriesData[0]?.data?.length ?? 0),
    downsampled: false,
  };
}
