// Which example chart draws each catalogue chart type's gallery thumbnail, and where it goes.
import fs from 'node:fs';
import path from 'node:path';
import type { ExampleChart } from '../fixtures/example-charts/index.ts';

export interface ThumbnailJob {
  vizType: string;
  chart: ExampleChart;
  /** viz-plugins/<folder>/thumbnail.png */
  file: string;
}

/**
 * One job per chart type, from its first example chart; the plugin's folder is `viz-plugins/<viz_type>`
 * or the same name with dashes. Chart types without an example or a folder are listed as problems.
 */
export function thumbnailPlan(
  vizTypes: readonly string[],
  examples: readonly ExampleChart[],
  pluginsDir: string,
  exists: (dir: string) => boolean = (dir) => fs.existsSync(dir),
): { jobs: ThumbnailJob[]; problems: string[] } {
  const jobs: ThumbnailJob[] = [];
  const problems: string[] = [];
  for (const vizType of vizTypes) {
    const chart = examples.find((example) => example.viz_type === vizType);
    const folder = [vizType, vizType.replace(/_/g, '-')].map((name) => path.join(pluginsDir, name)).find(exists);
    if (!chart) problems.push(`${vizType}: no example chart in fixtures/example-charts`);
    else if (!folder) problems.push(`${vizType}: no folder viz-plugins/${vizType}`);
    else jobs.push({ vizType, chart, file: path.join(folder, 'thumbnail.png') });
  }
  return { jobs, problems };
}
