import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CHARTS, type ExampleChart } from '../../../fixtures/example-charts/index.ts';
import type { QueryFormData } from '../../../core/viz/index.ts';
import type { AuthUser } from '../../../server/security/auth-user.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { ChartRenderService, vizServerPlugin } from '../../../server/viz/index.ts';
import { pixelStats, pngSize } from '../../../server/viz/png-inspect.ts';
import { testBarPlugin, testTablePlugin } from '../../../server/viz/test-viz-plugins.test-support.ts';
import { BUILT_IN_VIZ_PLUGINS } from '../../../viz-plugins/catalogue.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

// Every example chart of the catalogue drawn from the examples database to PNG, light and dark
// (what `loupe chart render`, thumbnails and reports do). The two test chart types keep both
// drawing paths (ECharts SSR, static SVG) proven whatever the catalogue holds.
const TEST_EXAMPLES: ExampleChart[] = [
  {
    slice_name: 'Births by state (test bar)',
    viz_type: testBarPlugin.key,
    dataset: 'birth_names',
    params: { viz_type: testBarPlugin.key, groupby: ['state'], metrics: ['sum__num'], time_range: 'No filter' },
  },
  {
    slice_name: 'Sales by deal size (test table)',
    viz_type: testTablePlugin.key,
    dataset: 'sales',
    params: {
      viz_type: testTablePlugin.key,
      groupby: ['deal_size'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'SUM(sales)' }],
      time_range: 'No filter',
    },
  },
];

const SIZE = { width: 400, height: 300 };
/** A drawing, not a blank canvas: at least this many pixels away from the background. */
const MIN_FOREGROUND = 500;

let h: BootedLoupe;
let service: ChartRenderService;
let admin: AuthUser;
const datasetIds = new Map<string, number>();

beforeAll(async () => {
  const plugins = [
    ...SERVER_PLUGINS.filter((plugin) => plugin.id !== 'viz'),
    vizServerPlugin([...BUILT_IN_VIZ_PLUGINS, testBarPlugin, testTablePlugin]),
  ];
  h = await bootLoupe({ examples: true, plugins });
  service = h.loupe.container.resolve(ChartRenderService);
  const tables = await h.loupe.store.db.selectFrom('tables').select(['id', 'table_name']).execute();
  for (const table of tables) datasetIds.set(table.table_name as string, table.id as number);
  const adminRow = await h.loupe.store.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  admin = (await h.loupe.security.users.load(adminRow.id as number))!;
}, 180_000);
afterAll(() => h?.close());

function formDataOf(chart: ExampleChart): QueryFormData {
  const id = datasetIds.get(chart.dataset);
  if (id === undefined) throw new Error(`The examples have no dataset ${chart.dataset}`);
  return { ...chart.params, viz_type: chart.viz_type, datasource: `${id}__table` } as QueryFormData;
}

describe('the catalogue', () => {
  it('has an example chart for every chart type, and every example names a chart type of it', () => {
    const keys = BUILT_IN_VIZ_PLUGINS.map((plugin) => plugin.key);
    expect(keys.filter((key) => !EXAMPLE_CHARTS.some((chart) => chart.viz_type === key))).toEqual([]);
    expect(EXAMPLE_CHARTS.filter((chart) => !keys.includes(chart.viz_type)).map((c) => c.slice_name)).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('every example chart drawn server-side (%s)', (theme) => {
  it.each(
    [...EXAMPLE_CHARTS, ...TEST_EXAMPLES].map((chart) => [`${chart.viz_type}: ${chart.slice_name}`, chart] as const),
  )(
    '%s',
    async (_name, chart) => {
      const request = { formData: formDataOf(chart), user: admin, ...SIZE, theme };
      const svg = (await service.render({ ...request, format: 'svg' })) as string;
      // Drawn, not a message in place of the chart.
      expect(svg).not.toContain('An error occurred while rendering the visualization');
      expect(svg).not.toContain('No results were returned for this query');
      const png = (await service.render({ ...request, format: 'png' })) as Buffer;
      expect(pngSize(png)).toEqual(SIZE);
      const stats = pixelStats(png);
      expect(stats.foreground).toBeGreaterThanOrEqual(MIN_FOREGROUND);
      expect(stats.colours).toBeGreaterThan(2);
    },
    60_000,
  );
});
