import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChartDataResult, ChartProps, VizTheme } from '../../core/viz/index.ts';
import TableChart from './chart.tsx';
import transformProps from './transform-props.ts';
import type { TableFormData } from './types.ts';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

function render(rows: number, fd: Partial<TableFormData> = {}, th: VizTheme = theme) {
  const answer: ChartDataResult = {
    colnames: ['name', 'state', 'num'],
    coltypes: [1, 1, 0],
    data: Array.from({ length: rows }, (_, i) => ({ name: `name ${i}`, state: i % 2 ? 'CA' : 'NY', num: i })),
    rowcount: rows,
  };
  const formData = {
    datasource: '1__table',
    viz_type: 'table',
    groupby: ['name', 'state'],
    metrics: ['num'],
    page_length: 0,
    ...fd,
  };
  const props = transformProps({
    width: 800,
    height: 400,
    formData,
    queriesData: [answer],
    datasource: {},
    theme: th,
  } as ChartProps<TableFormData>);
  const t0 = performance.now();
  const html = renderToString(
    <TableChart {...props} width={800} height={400} theme={th} hooks={{ setDataMask: () => {} }} />,
  );
  return { html, ms: performance.now() - t0 };
}

describe('table chart', () => {
  it('keeps text readable on a pale conditional colour in the dark theme', () => {
    const dark: VizTheme = { ...theme, mode: 'dark', background: '#141414', text: '#eeeeee' };
    const fd = { conditional_formatting: [{ column: 'num', operator: '>', targetValue: 0, colorScheme: '#ACE1C4' }] };
    const { html } = render(3, fd as Partial<TableFormData>, dark);
    // num 2 is the extreme: the pale green at full opacity, dark text on it
    expect(html).toMatch(/background:#ACE1C4FF;color:#1a1a1a/);
  });

  it('draws only the rows in view of a 10k-row answer', () => {
    const { html, ms } = render(10_000);
    const bodyRows = (html.match(/<tr/g) ?? []).length;
    expect(bodyRows).toBeLessThan(40);
    expect(html).toContain('name 0');
    expect(html).not.toContain('name 9999');
    // the spacer below the drawn rows keeps the scroll height of every row
    expect(html).toMatch(/height:29\d{4}px/);
    expect(ms).toBeLessThan(500);
  });
  it('pages big answers and shows the search box', () => {
    const { html } = render(50, { page_length: 20, include_search: true });
    expect(html).toContain('type="search"');
    expect(html).toMatch(/<option value="20" selected="">20<\/option>/);
    expect(html).toContain('1<!-- --> / <!-- -->3');
  });
  it('renders markup cells sanitised only when allowed', () => {
    const answer = (allow: boolean) => {
      const props = transformProps({
        width: 400,
        height: 200,
        formData: { datasource: '1__table', viz_type: 'table', all_columns: ['link'], allow_render_html: allow },
        queriesData: [{ colnames: ['link'], coltypes: [1], data: [{ link: '<a href="/x">x</a>' }], rowcount: 1 }],
        datasource: {},
        theme,
      } as ChartProps<TableFormData>);
      return renderToString(
        <TableChart {...props} width={400} height={200} theme={theme} hooks={{ setDataMask: () => {} }} />,
      );
    };
    expect(answer(false)).toContain('&lt;a href=&quot;/x&quot;&gt;x&lt;/a&gt;');
  });
  it('a server page past the end (filters changed) shows the first page', () => {
    const props = transformProps({
      width: 800,
      height: 400,
      formData: {
        datasource: '1__table',
        viz_type: 'table',
        groupby: ['state'],
        metrics: ['num'],
        server_pagination: true,
        server_page_length: 10,
      },
      queriesData: [
        { colnames: ['state', 'num'], coltypes: [1, 0], data: [{ state: 'CA', num: 1 }], rowcount: 1 },
        { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 15 }], rowcount: 1 },
      ],
      datasource: {},
      theme,
      ownState: { currentPage: 7, pageSize: 10 },
    } as ChartProps<TableFormData>);
    const html = renderToString(
      <TableChart {...props} width={800} height={400} theme={theme} hooks={{ setDataMask: () => {} }} />,
    );
    expect(html).toContain('1<!-- --> / <!-- -->2');
  });
});
