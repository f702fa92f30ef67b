import { describe, expect, it } from 'vitest';
import type { VizTheme } from '../../core/viz/index.ts';
import renderSvg from './render-svg.ts';

const theme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#111111',
  textMuted: '#666666',
  border: '#dddddd',
  gridLine: '#eeeeee',
  primary: '#1f77b4',
  positive: '#2ca02c',
  negative: '#d62728',
  fontFamily: 'sans-serif',
  fontSize: 12,
} as VizTheme;

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
