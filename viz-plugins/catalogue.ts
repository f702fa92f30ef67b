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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVizPlugin = VizPlugin<any, any>;

export const BUILT_IN_VIZ_PLUGINS: readonly AnyVizPlugin[] = [
  // one line per plugin, in the gallery's popularity order
  bigNumberTotal,
  bigNumber,
  popKpi,
  echartsTimeseriesLine,
  echartsTimeseriesBar,
  echartsArea,
  echartsTimeseries,
  echartsTimeseriesScatter,
  echartsTimeseriesSmooth,
  echartsTimeseriesStep,
  waterfall,
  mixedTimeseries,
  bullet,
  horizon,
];
