// A static table drawer the table, pivot table and time table renderers share: header (with
// optional spanning group rows above it), banded rows, right-aligned numbers, optional cell
// backgrounds and bars, a bold totals row and an "N more rows" footer when rows do not fit.
import type { VizTheme } from '../plugin/chart-props.ts';
import { group, line, rect, text } from './elements.ts';
import { measureText } from './measure-text.ts';

export type SvgCell = string | number | boolean | null | undefined;

export interface SvgTableColumn {
  label: string;
  /** Default: 'right' when every value of the column is a number (or empty), else 'left'. */
  align?: 'left' | 'right' | 'center';
  /** A fixed width in px; other columns share what is left by their content's width. */
  width?: number;
  /** Cell text; default: numbers as they are, null/undefined as 'N/A' (Superset's table). */
  format?: (value: SvgCell) => string;
}

/** Per-cell decoration (conditional formatting, cell bars); bar ends are fractions of the cell's width. */
export interface SvgCellStyle {
  background?: string;
  color?: string;
  bar?: { from: number; to: number; color: string };
}

export interface SvgHeaderGroup {
  label: string;
  /** How many columns it spans. */
  span: number;
}

export type SvgTableTheme = Pick<VizTheme, 'text' | 'textMuted' | 'border' | 'surface' | 'fontFamily' | 'fontSize'>;

export interface SvgTableOptions {
  x?: number;
  y?: number;
  width: number;
  height: number;
  columns: readonly SvgTableColumn[];
  rows: readonly (readonly SvgCell[])[];
  theme: SvgTableTheme;
  fontSize?: number;
  rowHeight?: number;
  /** Rows above the column header, each a list of spanning labels (pivot tables). */
  headerGroups?: readonly (readonly SvgHeaderGroup[])[];
  /** A totals row, drawn bold under the rows. */
  totals?: readonly SvgCell[];
  /** Rows the whole answer has, when `rows` is only part of it: the footer counts the rest. */
  totalRows?: number;
  /** Alternate row backgrounds (default true). */
  banding?: boolean;
  cellStyle?: (rowIndex: number, columnIndex: number, value: SvgCell) => SvgCellStyle | undefined;
}

const PADDING = 8;
const MIN_COLUMN = 24;
const SAMPLE_ROWS = 50;

export function defaultCellText(value: SvgCell): string {
  if (value === null || value === undefined) return 'N/A';
  return String(value);
}

/** "1 more row", "12 more rows". */
export function moreRowsLabel(count: number): string {
  return `${count} more ${count === 1 ? 'row' : 'rows'}`;
}

/** The column widths: fixed ones kept, the rest share the remaining width in proportion to their content. */
export function columnWidths(
  options: Pick<SvgTableOptions, 'columns' | 'rows' | 'width' | 'fontSize' | 'theme'>,
): number[] {
  const fontSize = options.fontSize ?? options.theme.fontSize;
  const natural = options.columns.map((column, index) => {
    if (column.width !== undefined) return column.width;
    let widest = measureText(column.label, fontSize, 'bold');
    for (const row of options.rows.slice(0, SAMPLE_ROWS)) {
      widest = Math.max(widest, measureText(cellText(column, row[index]), fontSize));
    }
    return Math.max(MIN_COLUMN, widest + PADDING * 2);
  });
  const fixed = options.columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const flexible = natural.reduce(
    (sum, width, index) => sum + (options.columns[index]!.width === undefined ? width : 0),
    0,
  );
  const free = Math.max(0, options.width - fixed);
  const scale = flexible > 0 ? free / flexible : 0;
  return natural.map((width, index) => (options.columns[index]!.width === undefined ? width * scale : width));
}

function cellText(column: SvgTableColumn, value: SvgCell): string {
  return (column.format ?? defaultCellText)(value);
}

function columnAlign(
  column: SvgTableColumn,
  index: number,
  rows: SvgTableOptions['rows'],
): 'left' | 'right' | 'center' {
  if (column.align) return column.align;
  let sawNumber = false;
  for (const row of rows.slice(0, SAMPLE_ROWS)) {
    const value = row[index];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'number') return 'left';
    sawNumber = true;
  }
  return sawNumber ? 'right' : 'left';
}

/** Draws the table as an SVG group (place it in `svgDocument`). */
export function drawTable(options: SvgTableOptions): string {
  const { theme, columns, rows } = options;
  const x0 = options.x ?? 0;
  const y0 = options.y ?? 0;
  const fontSize = options.fontSize ?? theme.fontSize;
  const rowHeight = options.rowHeight ?? Math.round(fontSize * 2.2);
  const widths = columnWidths(options);
  const lefts = widths.map((_, index) => x0 + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const aligns = columns.map((column, index) => columnAlign(column, index, rows));
  const tableWidth = widths.reduce((sum, width) => sum + width, 0);
  const out: string[] = [];

  const cell = (value: string, index: number, y: number, weight: 'normal' | 'bold', fill: string): string => {
    const align = aligns[index]!;
    const left = lefts[index]!;
    const width = widths[index]!;
    const x = align === 'right' ? left + width - PADDING : align === 'center' ? left + width / 2 : left + PADDING;
    const anchor = align === 'right' ? 'end' : align === 'center' ? 'middle' : 'start';
    return text(value, {
      x,
      y: y + rowHeight / 2,
      fontSize,
      fill,
      fontWeight: weight,
      anchor,
      baseline: 'middle',
      maxWidth: width - PADDING * 2,
      fontFamily: theme.fontFamily,
    });
  };

  let y = y0;
  for (const groups of options.headerGroups ?? []) {
    let columnIndex = 0;
    for (const headerGroup of groups) {
      const span = Math.max(1, headerGroup.span);
      const left = lefts[columnIndex];
      if (left === undefined) break;
      const width = widths.slice(columnIndex, columnIndex + span).reduce((sum, w) => sum + w, 0);
      out.push(
        text(headerGroup.label, {
          x: left + width / 2,
          y: y + rowHeight / 2,
          fontSize,
          fill: theme.text,
          fontWeight: 'bold',
          anchor: 'middle',
          baseline: 'middle',
          maxWidth: width - PADDING * 2,
          fontFamily: theme.fontFamily,
        }),
      );
      columnIndex += span;
    }
    out.push(line({ x1: x0, y1: y + rowHeight, x2: x0 + tableWidth, y2: y + rowHeight, stroke: theme.border }));
    y += rowHeight;
  }
  columns.forEach((column, index) => out.push(cell(column.label, index, y, 'bold', theme.text)));
  y += rowHeight;
  out.push(line({ x1: x0, y1: y, x2: x0 + tableWidth, y2: y, stroke: theme.border, strokeWidth: 2 }));

  const totalRows = Math.max(options.totalRows ?? rows.length, rows.length);
  const totalsHeight = options.totals ? rowHeight : 0;
  const bodyHeight = Math.max(0, y0 + options.height - y - totalsHeight);
  let visible = Math.min(rows.length, Math.floor(bodyHeight / rowHeight));
  if (visible < totalRows) visible = Math.max(0, Math.min(rows.length, Math.floor(bodyHeight / rowHeight) - 1));

  for (let rowIndex = 0; rowIndex < visible; rowIndex += 1) {
    const row = rows[rowIndex]!;
    if ((options.banding ?? true) && rowIndex % 2 === 1) {
      out.push(rect({ x: x0, y, width: tableWidth, height: rowHeight, fill: theme.surface }));
    }
    columns.forEach((column, index) => {
      const value = row[index];
      const style = options.cellStyle?.(rowIndex, index, value);
      const left = lefts[index]!;
      const width = widths[index]!;
      if (style?.background) out.push(rect({ x: left, y, width, height: rowHeight, fill: style.background }));
      if (style?.bar) {
        const from = clamp01(Math.min(style.bar.from, style.bar.to));
        const to = clamp01(Math.max(style.bar.from, style.bar.to));
        out.push(
          rect({
            x: left + from * width,
            y: y + 2,
            width: (to - from) * width,
            height: rowHeight - 4,
            fill: style.bar.color,
          }),
        );
      }
      out.push(cell(cellText(column, value), index, y, 'normal', style?.color ?? theme.text));
    });
    y += rowHeight;
    out.push(line({ x1: x0, y1: y, x2: x0 + tableWidth, y2: y, stroke: theme.border, strokeWidth: 0.5 }));
  }

  if (options.totals) {
    const totals = options.totals;
    columns.forEach((column, index) => out.push(cell(cellText(column, totals[index]), index, y, 'bold', theme.text)));
    y += rowHeight;
  }

  const hidden = totalRows - visible;
  if (hidden > 0) {
    out.push(
      text(moreRowsLabel(hidden), {
        x: x0 + PADDING,
        y: y + rowHeight / 2,
        fontSize,
        fill: theme.textMuted,
        baseline: 'middle',
        maxWidth: tableWidth - PADDING * 2,
        fontFamily: theme.fontFamily,
      }),
    );
  }
  return group(out);
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
