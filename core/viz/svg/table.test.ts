import { describe, expect, it } from 'vitest';
import { columnWidths, drawTable, moreRowsLabel, type SvgTableTheme } from './table.ts';

const theme: SvgTableTheme = {
  text: '#111111',
  textMuted: '#666666',
  border: '#dddddd',
  surface: '#f5f5f5',
  fontFamily: 'Liberation Sans',
  fontSize: 12,
};

const texts = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>(?:<title>[^<]*<\/title>)?([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('drawTable', () => {
  const columns = [{ label: 'name' }, { label: 'num' }];
  const rows = [
    ['Aaron', 1234],
    ['Bea', null],
    ['Cy', 7],
  ];

  it('draws the header then the rows, numbers right-aligned and null as N/A', () => {
    const svg = drawTable({ width: 300, height: 300, columns, rows, theme });
    expect(texts(svg)).toEqual(['name', 'num', 'Aaron', '1234', 'Bea', 'N/A', 'Cy', '7']);
    expect(svg).toMatch(/<text[^>]*text-anchor="end"[^>]*>1234<\/text>/);
    expect(svg).not.toMatch(/<text[^>]*text-anchor="end"[^>]*>Aaron<\/text>/);
    expect(svg).toMatch(/<text[^>]*font-weight="bold"[^>]*>name<\/text>/);
  });

  it('bands every second row and can be told not to', () => {
    const banded = drawTable({ width: 300, height: 300, columns, rows, theme });
    expect(banded.match(/fill="#f5f5f5"/g)).toHaveLength(1);
    expect(drawTable({ width: 300, height: 300, columns, rows, theme, banding: false })).not.toContain('#f5f5f5');
  });

  it('shows only the rows that fit and counts the rest, including rows the answer left out', () => {
    const many = Array.from({ length: 100 }, (_, i) => [`r${i}`, i]);
    // rowHeight 20: header 20, 100 px left → 5 slots, one of them the footer.
    const svg = drawTable({ width: 300, height: 120, columns, rows: many, theme, rowHeight: 20 });
    const shown = texts(svg);
    expect(shown.slice(2, 10)).toEqual(['r0', '0', 'r1', '1', 'r2', '2', 'r3', '3']);
    expect(shown.at(-1)).toBe('96 more rows');
    const limited = drawTable({ width: 300, height: 300, columns, rows: rows.slice(0, 2), theme, totalRows: 3 });
    expect(texts(limited).at(-1)).toBe('1 more row');
    expect(texts(drawTable({ width: 300, height: 300, columns, rows, theme }))).not.toContain('more');
  });

  it('draws spanning header groups, a bold totals row, cell backgrounds and bars', () => {
    const svg = drawTable({
      width: 300,
      height: 300,
      columns: [{ label: 'a' }, { label: 'b' }, { label: 'c' }],
      rows: [[1, 2, 3]],
      headerGroups: [
        [
          { label: 'group', span: 2 },
          { label: 'other', span: 1 },
        ],
      ],
      totals: ['Total', 2, 3],
      cellStyle: (row, column) =>
        column === 1 ? { background: '#ff0000', bar: { from: 0, to: 0.5, color: '#00ff00' } } : undefined,
      theme,
    });
    expect(texts(svg).slice(0, 5)).toEqual(['group', 'other', 'a', 'b', 'c']);
    expect(svg).toMatch(/<text[^>]*font-weight="bold"[^>]*>Total<\/text>/);
    expect(svg).toContain('fill="#ff0000"');
    const widths = columnWidths({
      columns: [{ label: 'a' }, { label: 'b' }, { label: 'c' }],
      rows: [[1, 2, 3]],
      width: 300,
      theme,
    });
    const bar = svg.match(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="[\d.]+" fill="#00ff00"\/>/);
    expect(Number(bar![1])).toBeCloseTo(widths[0]!, 1);
    expect(Number(bar![2])).toBeCloseTo(widths[1]! / 2, 1);
  });
});

describe('columnWidths', () => {
  it('keeps fixed widths and shares the rest by content, filling the width', () => {
    const widths = columnWidths({
      columns: [{ label: 'id', width: 50 }, { label: 'short' }, { label: 'a much longer column header' }],
      rows: [],
      width: 400,
      theme,
    });
    expect(widths[0]).toBe(50);
    expect(widths[2]!).toBeGreaterThan(widths[1]!);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(400, 5);
  });
});

describe('moreRowsLabel', () => {
  it('says row or rows', () => {
    expect(moreRowsLabel(1)).toBe('1 more row');
    expect(moreRowsLabel(2)).toBe('2 more rows');
  });
});
