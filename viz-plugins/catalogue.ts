// The built-in chart catalogue: every viz plugin Loupe ships, listed explicitly (ARCHITECTURE §3:
// nothing is discovered by scanning folders). The hosts' composition roots import this list.
import type { VizPlugin } from '../core/viz/index.ts';
import bigNumber from './big_number/index.ts';
import bigNumberTotal from './big_number_total/index.ts';
import bullet from './bullet/index.ts';
import echartsArea from './echarts_area/index.ts';
import echartsTimeseries from './echarts_timeseries/index.ts';
import echartsTimeseriesBar from './echarts_timeseries_bar/index.ts';
import echartsTimeseriesLine from './echarts_timeseries_line/index.ts';
import echartsTimeseriesScatter from './echarts_timeseries_scatter/index.ts';
import echartsTimeseriesSmooth from './echarts_timeseries_smooth/index.ts';
import echartsTimeseriesStep from './echarts_timeseries_step/index.ts';
import horizon from './horizon/index.ts';
import mixedTimeseries from './mixed_timeseries/index.ts';
import popKpi from './pop_kpi/index.ts';
import waterfall from './waterfall/index.ts';
import handlebars from './handlebars/index.ts';
import pairedTTest from './paired_ttest/index.ts';
import pivotTableV2 from './pivot_table_v2/index.ts';
import table from './table/index.ts';
import timeTable from './time_table/index.ts';
import piePlugin from './pie/index.ts';
import funnelPlugin from './funnel/index.ts';
import gaugeChartPlugin from './gauge_chart/index.ts';
import radarPlugin from './radar/index.ts';
import sunburstV2Plugin from './sunburst_v2/index.ts';
import treemapV2Plugin from './treemap_v2/index.ts';
import graphChartPlugin from './graph_chart/index.ts';
import treeChartPlugin from './tree_chart/index.ts';
import rosePlugin from './rose/index.ts';
import partitionPlugin from './partition/index.ts';
import paraPlugin from './para/index.ts';
import SankeyV2Plugin from './sankey_v2/index.ts';
import ChordPlugin from './chord/index.ts';
import HeatmapV2Plugin from './heatmap_v2/index.ts';
import HistogramV2Plugin from './histogram_v2/index.ts';
import BoxPlotPlugin from './box_plot/index.ts';
import BubbleV2Plugin from './bubble_v2/index.ts';
import GanttChartPlugin from './gantt_chart/index.ts';
import WordCloudPlugin from './word_cloud/index.ts';
import WorldMapPlugin from './world_map/index.ts';
import CountryMapPlugin from './country_map/index.ts';
import CalHeatmapPlugin from './cal_heatmap/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVizPlugin = VizPlugin<any, any>;

export const BUILT_IN_VIZ_PLUGINS: readonly AnyVizPlugin[] = [
  // one line per plugin, in the gallery's popularity order (the spec's common tiles first)
  echartsTimeseriesLine,
  echartsTimeseriesBar,
  echartsArea,
  table,
  bigNumberTotal,
  piePlugin,
  bigNumber,
  pivotTableV2,
  echartsTimeseries,
  mixedTimeseries,
  popKpi,
  echartsTimeseriesScatter,
  echartsTimeseriesSmooth,
  echartsTimeseriesStep,
  waterfall,
  bullet,
  horizon,
  timeTable,
  pairedTTest,
  handlebars,
  funnelPlugin,
  gaugeChartPlugin,
  radarPlugin,
  sunburstV2Plugin,
  treemapV2Plugin,
  graphChartPlugin,
  treeChartPlugin,
  rosePlugin,
  partitionPlugin,
  paraPlugin,
  SankeyV2Plugin,
  ChordPlugin,
  HeatmapV2Plugin,
  HistogramV2Plugin,
  BoxPlotPlugin,
  BubbleV2Plugin,
  GanttChartPlugin,
  WordCloudPlugin,
  WorldMapPlugin,
  CountryMapPlugin,
  CalHeatmapPlugin,
];
