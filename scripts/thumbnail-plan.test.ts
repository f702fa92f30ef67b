import { describe, expect, it } from 'vitest';
import type { ExampleChart } from '../fixtures/example-charts/index.ts';
import { thumbnailPlan } from './thumbnail-plan.ts';

const chart = (viz_type: string, slice_name: string): ExampleChart => ({
  viz_type,
  slice_name,
  dataset: 'birth_names',
  params: { viz_type },
});

describe('thumbnailPlan', () => {
  it("takes each chart type's first example and finds its folder by viz_type or with dashes", () => {
    const folders = new Set(['/p/pie', '/p/big-number-total']);
    const plan = thumbnailPlan(
      ['pie', 'big_number_total', 'table', 'gauge_chart'],
      [chart('pie', 'first pie'), chart('pie', 'second pie'), chart('big_number_total', 'kpi'), chart('table', 't')],
      '/p',
      (dir) => folders.has(dir),
    );
    expect(plan.jobs).toEqual([
      { vizType: 'pie', chart: chart('pie', 'first pie'), file: '/p/pie/thumbnail.png' },
      {
        vizType: 'big_number_total',
        chart: chart('big_number_total', 'kpi'),
        file: '/p/big-number-total/thumbnail.png',
      },
    ]);
    expect(plan.problems).toEqual([
      'table: no folder viz-plugins/table',
      'gauge_chart: no example chart in fixtures/example-charts',
    ]);
  });
});
