import { describe, expect, it } from 'vitest';
import type { ChartDataResult, ChartProps } from '../../core/viz/index.ts';
import transformProps, { pageSizeOf } from './transform-props.ts';
import type { TableFormData } from './types.ts';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

// What /api/v1/chart/data answers for birth_names grouped by month and state (aggregate-percent-totals golden).
const main: ChartDataResult = {
  colnames: ['ds', 'state', 'sum__num', '%count'],
  coltypes: [2, 1, 0, 0],
  data: [
    { ds: Date.UTC(2008, 0, 1), state: 'CA', sum__num: 1234567, '%count': 0.75 },
    { ds: Date.UTC(2008, 1, 1), state: 'NY', sum__num: -500, '%count': 0.25 },
  ],
  rowcount: 2,
};
const totals: ChartDataResult = {
  colnames: ['sum__num', 'count', '%count'],
  coltypes: [0, 0, 0],
  data: [{ sum__num: 1234067, count: 40, '%count': 1 }],
  rowcount: 1,
};

const formData: TableFormData = {
  datasource: '1__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['ds', 'state'],
  metrics: ['sum__num'],
  percent_metrics: ['count'],
  show_totals: true,
  table_timestamp_format: '%Y-%m-%d',
  conditional_formatting: [{ column: 'sum__num', operator: '>', targetValue: 0, colorScheme: '#FF0000' }],
};

const props = (fd: TableFormData, queriesData: ChartDataResult[], extra: Partial<ChartProps<TableFormData>> = {}) =>
  ({
    width: 600,
    height: 400,
    formData: fd,
    queriesData,
    datasource: { verboseMap: { sum__num: 'Births', count: 'Rows' } },
    theme,
    ...extra,
  }) as ChartProps<TableFormData>;

describe('table transformProps', () => {
  it('describes columns with labels, kinds and formats', () => {
    const out = transformProps(props(formData, [main, totals]));
    expect(out.columns.map((c) => [c.key, c.label, c.isMetric, c.isPercentMetric])).toEqual([
      ['ds', 'ds', false, false],
      ['state', 'state', false, false],
      ['sum__num', 'Births', true, false],
      ['%count', '%Rows', false, true],
    ]);
    const [ds, state, sum, pct] = out.columns;
    expect(ds!.format(Date.UTC(2008, 1, 1))).toBe('2008-02-01');
    expect(state!.format(null)).toBe('N/A');
    expect(sum!.format(1234567)).toBe('1.23M');
    expect(pct!.format(0.25)).toBe('25.000%');
  });

  it('takes the totals from the second query and builds the colour formatters', () => {
    const out = transformProps(props(formData, [main, totals]));
    expect(out.totals).toEqual(totals.data[0]);
    expect(out.rowCount).toBe(2);
    expect(out.colorFormatters).toHaveLength(1);
    expect(out.colorFormatters[0]!.getColorFromValue(1234567)).toBe('#FF0000FF');
    expect(out.colorFormatters[0]!.getColorFromValue(-500)).toBeUndefined();
    expect(out.crossFilterColumns).toEqual(['ds', 'state']);
  });

  it('server pagination reads the row count query and the page size from the table state', () => {
    const count: ChartDataResult = { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 5321 }], rowcount: 1 };
    const out = transformProps(
      props({ ...formData, show_totals: false, server_pagination: true, server_page_length: 20 }, [main, count], {
        ownState: { currentPage: 3, pageSize: 50 },
      }),
    );
    expect(out.rowCount).toBe(5321);
    expect(out.pageSize).toBe(50);
    expect(out.serverPagination).toBe(true);
    expect(out.totals).toBeUndefined();
  });

  it('all-records percentages divide by the whole-table query', () => {
    const whole: ChartDataResult = { colnames: ['count'], coltypes: [0], data: [{ count: 200 }], rowcount: 1 };
    const rows: ChartDataResult = {
      ...main,
      colnames: ['state', 'count'],
      coltypes: [1, 0],
      data: [{ state: 'CA', count: 50 }],
    };
    const out = transformProps(
      props(
        {
          ...formData,
          groupby: ['state'],
          metrics: ['count'],
          show_totals: false,
          percent_metric_calculation: 'all_records',
        },
        [rows, whole],
      ),
    );
    expect(out.data[0]!['%count']).toBe(0.25);
  });

  it('raw mode shows every column as it comes and pages big answers', () => {
    const raw: ChartDataResult = {
      colnames: ['name', 'num'],
      coltypes: [1, 0],
      data: [{ name: 'Amy', num: 12345 }],
      rowcount: 1,
    };
    const out = transformProps(
      props({ datasource: '1__table', viz_type: 'table', all_columns: ['name', 'num'] }, [raw]),
    );
    expect(out.isRawRecords).toBe(true);
    expect(out.columns[1]!.format(12345)).toBe('12345');
    expect(pageSizeOf(undefined, 2000, 3)).toBe(200);
    expect(pageSizeOf('50', 10, 3)).toBe(50);
    expect(pageSizeOf(undefined, 10, 3)).toBe(0);
  });
});
