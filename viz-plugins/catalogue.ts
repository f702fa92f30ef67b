// The built-in chart catalogue: every viz plugin Loupe ships, listed explicitly (ARCHITECTURE §3:
// nothing is discovered by scanning folders). The hosts' composition roots import this list.
import type { VizPlugin } from '../core/viz/index.ts';
import handlebars from './handlebars/index.ts';
import pairedTTest from './paired_ttest/index.ts';
import pivotTableV2 from './pivot_table_v2/index.ts';
import table from './table/index.ts';
import timeTable from './time_table/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVizPlugin = VizPlugin<any, any>;

export const BUILT_IN_VIZ_PLUGINS: readonly AnyVizPlugin[] = [
  // one line per plugin, in the gallery's popularity order
  table,
  pivotTableV2,
  timeTable,
  pairedTTest,
  handlebars,
];
