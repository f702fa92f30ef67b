import { describe, expect, it } from 'vitest';
import renderSvg from './render-svg.ts';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

describe('paired t-test static SVG', () => {
  it('draws one table per metric against the first group', () => {
    const svg = renderSvg(
      {
        groups: ['gender'],
        metrics: [
          {
            metric: 'sum__num',
            label: 'Births',
            series: [
              { group: ['boy'], values: [10, 10, 10, 10, 10] },
              { group: ['girl'], values: [11, 12, 13, 14, 15] },
            ],
          },
        ],
        alpha: 0.05,
        pValuePrecision: 4,
        liftPrecision: 2,
      },
      { width: 400, height: 200, theme },
    );
    for (const text of ['Births', 'gender', 'p-value', 'control', '0.0132', '30.00', 'true'])
      expect(svg).toContain(text);
  });
});
