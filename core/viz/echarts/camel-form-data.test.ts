import { describe, expect, it } from 'vitest';
import { camelizeFormData } from './camel-form-data.ts';

describe('camelizeFormData', () => {
  it('camelCases snake keys over the defaults, keeps camel keys and nulls', () => {
    expect(
      camelizeFormData(
        { showLegend: true, minVal: 3 as number | null, legendType: 'scroll' },
        {
          datasource: '1__table',
          viz_type: 'gauge_chart',
          show_legend: false,
          min_val: null,
          legendType: 'plain',
          x_axis: 'ds',
        },
      ),
    ).toEqual({
      showLegend: false,
      minVal: null,
      legendType: 'plain',
      datasource: '1__table',
      vizType: 'gauge_chart',
      xAxis: 'ds',
    });
  });
});
