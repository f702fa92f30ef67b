import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import type { PairedTTestFormData } from './types.ts';

describe('paired t-test transformProps', () => {
  it('reads the parameters and reshapes the answer per metric', () => {
    const out = transformProps({
      width: 400,
      height: 300,
      formData: {
        datasource: '1__table',
        viz_type: 'paired_ttest',
        groupby: ['gender'],
        metrics: ['sum__num', { expressionType: 'SQL', sqlExpression: 'MAX(num)', label: 'max num' }],
        significance_level: '0.1',
        pvalue_precision: '3',
      },
      queriesData: [
        {
          colnames: ['__timestamp', 'gender', 'sum__num', 'max num'],
          coltypes: [2, 1, 0, 0],
          data: [
            { __timestamp: 1000, gender: 'boy', sum__num: 5, 'max num': 2 },
            { __timestamp: 1000, gender: 'girl', sum__num: 6, 'max num': 3 },
          ],
          rowcount: 2,
        },
      ],
      datasource: { verboseMap: { sum__num: 'Births' } },
      theme: {},
    } as unknown as ChartProps<PairedTTestFormData>);
    expect(out.alpha).toBe(0.1);
    expect(out.pValuePrecision).toBe(3);
    expect(out.liftPrecision).toBe(4);
    expect(out.metrics.map((m) => [m.metric, m.label])).toEqual([
      ['sum__num', 'Births'],
      ['max num', 'max num'],
    ]);
    expect(out.metrics[1]!.series).toEqual([
      { group: ['boy'], values: [2] },
      { group: ['girl'], values: [3] },
    ]);
  });
});
