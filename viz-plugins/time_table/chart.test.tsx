import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TimeTableChart from './chart.tsx';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

describe('time-series table chart', () => {
  it('draws a sparkline and coloured values, links rows through the URL template', () => {
    const html = renderToString(
      <TimeTableChart
        rowType="metric"
        url="/explore?metric={{metric}}"
        columns={[
          { key: 's', label: 'Trend', config: { colType: 'spark', width: 100, height: 20 } },
          { key: 'v', label: 'Latest', config: { colType: 'time' } },
        ]}
        rows={[
          {
            key: 'sum__num',
            label: 'Births',
            cells: [
              { kind: 'spark', values: [1, 2], times: [1, 2], min: 1, max: 2 },
              { kind: 'value', value: 2, text: '2', color: '#0571b0' },
            ],
          },
        ]}
        width={400}
        height={200}
        theme={theme}
        hooks={{ setDataMask: () => {} }}
      />,
    );
    expect(html).toContain('<path d="M0.0 18.0 L100.0 0.0"');
    expect(html).toContain('color:#0571b0');
    expect(html).toContain('href="/explore?metric=sum__num"');
  });
});
