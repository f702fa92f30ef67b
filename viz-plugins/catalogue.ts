// The built-in chart catalogue: every viz plugin Loupe ships, listed explicitly (ARCHITECTURE §3:
// nothing is discovered by scanning folders). The hosts' composition roots import this list.
import type { VizPlugin } from '../core/viz/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVizPlugin = VizPlugin<any, any>;

export const BUILT_IN_VIZ_PLUGINS: readonly AnyVizPlugin[] = [
  // one line per plugin, in the gallery's popularity order
];
