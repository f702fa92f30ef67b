import { describe, expect, it } from 'vitest';
import renderSvg from './render-svg.ts';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

describe('time-series table static SVG', () => {
  it('draws values as text and sparklines as paths', () => {
    const svg = renderSvg(
      {
        rowType: 'metric',
        columns: [
          { key: 's', label: 'Trend', config: { colType: 'spark' } },
          { key: 'v', label: 'Latest', config: { colType: 'time' } },
        ],
        rows: [
          {
            key: 'sum__num',
            label: 'Births',
            cells: [
              { kind: 'spark', values: [1, 3, 2], times: [1, 2, 3], min: 1, max: 3 },
              { kind: 'value', value: 2, text: '2.00', color: null },
            ],
          },
        ],
      },
      { width: 400, height: 200, theme },
    );
    expect(svg).toContain('Births');
    expect(svg).toContain('2.00');
    expect(svg).toMatch(/<path d="M0\.0 [\d.]+ L/);
    expect(svg).toContain(`stroke="${theme.primary}"`);
  });
});
