// Draws every catalogue chart type's gallery thumbnail (viz-plugins/<viz_type>/thumbnail.png,
// 400×300, light) from its first example chart, server-side against the examples database.
// Run: npx tsx scripts/render-thumbnails.ts
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import type { QueryFormData } from '../core/viz/index.ts';
import { ChartRenderService } from '../server/viz/index.ts';
import { bootLoupe } from '../tests/harness/boot-loupe.ts';
import { EXAMPLE_CHARTS } from '../fixtures/example-charts/index.ts';
import { BUILT_IN_VIZ_PLUGINS } from '../viz-plugins/catalogue.ts';
import { thumbnailPlan } from './thumbnail-plan.ts';

const SIZE = { width: 400, height: 300 };
const PLUGINS_DIR = path.resolve(import.meta.dirname, '../viz-plugins');

const { jobs, problems } = thumbnailPlan(
  BUILT_IN_VIZ_PLUGINS.map((plugin) => plugin.key),
  EXAMPLE_CHARTS,
  PLUGINS_DIR,
);
if (jobs.length === 0) {
  process.stdout.write('No catalogue chart type to draw.\n');
} else {
  const h = await bootLoupe({ examples: true });
  try {
    const service = h.loupe.container.resolve(ChartRenderService);
    const db = h.loupe.store.db;
    const tables = await db.selectFrom('tables').select(['id', 'table_name']).execute();
    const datasetId = new Map(tables.map((table) => [table.table_name as string, table.id as number]));
    const adminRow = await db
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const user = await h.loupe.security.users.load(adminRow.id as number);
    for (const job of jobs) {
      const formData = {
        ...job.chart.params,
        viz_type: job.vizType,
        datasource: `${datasetId.get(job.chart.dataset)}__table`,
      } as QueryFormData;
      try {
        const png = await service.render({ formData, user, ...SIZE, theme: 'light', format: 'png' });
        fs.writeFileSync(job.file, png);
        process.stdout.write(`${path.relative(process.cwd(), job.file)} (${job.chart.slice_name})\n`);
      } catch (err) {
        problems.push(`${job.vizType}: ${(err as Error).message}`);
      }
    }
  } finally {
    await h.close();
  }
}
for (const problem of problems) process.stderr.write(`render-thumbnails: ${problem}\n`);
process.exitCode = problems.length ? 1 : 0;
