import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import PivotTableChart from './chart.tsx';
import transformProps from './transform-props.ts';
import type { PivotTableFormData } from './types.ts';
import { TEST_DARK_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_DARK_THEME;

describe('pivot table chart', () => {
  it('draws spanning headers, row headers and highlights the selected value', () => {
    const props = transformProps({
      width: 500,
      height: 300,
      formData: {
        datasource: '1__table',
        viz_type: 'pivot_table_v2',
        groupbyRows: ['state'],
        groupbyColumns: ['gender'],
        metrics: ['count'],
        colTotals: true,
      },
      queriesData: [
        {
          colnames: ['gender', 'state', 'count'],
          coltypes: [1, 1, 0],
          data: [
            { gender: 'boy', state: 'CA', count: 1 },
            { gender: 'girl', state: 'NY', count: 2 },
          ],
          rowcount: 2,
        },
      ],
      datasource: {},
      theme,
      filterState: { selectedFilters: { state: ['NY'] } },
    } as unknown as ChartProps<PivotTableFormData>);
    const html = renderToString(
      <PivotTableChart {...props} width={500} height={300} theme={theme} hooks={{ setDataMask: () => {} }} />,
    );
    expect(html).toMatch(/colSpan="2"[^>]*>count</);
    expect(html).toContain('>Total (Sum)<');
    expect(html).toMatch(/box-shadow:inset 0 0 0 2px #4c9be8[^>]*>NY</);
    expect(html).not.toMatch(/box-shadow[^>]*>CA</);
  });
});
