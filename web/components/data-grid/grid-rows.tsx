import type { ReactNode } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { formatCell } from './cell-format.ts';
import { CELL_PADDING_PX } from './column-widths.ts';
import type { GridCursor } from './grid-cursor.ts';
import type { GridData } from './grid-data.ts';
import type { TextMeasure } from './text-measure.ts';

/** No glyph of the grid's font is narrower than this: shorter texts need no measuring to fit. */
const MIN_GLYPH_PX = 3;

export interface GridRowsProps {
  data: GridData;
  /** Rows [first, last) are laid out. */
  first: number;
  last: number;
  colItems: VirtualItem[];
  cursor: GridCursor | null;
  offset: number;
  rowHeight: number;
  headerHeight: number;
  rowNumberWidth: number;
  measure: TextMeasure;
}

/**
 * The rows in the window: a sticky row number, then the visible columns' cells. A cell whose
 * text does not fit its column carries the whole value as its tooltip.
 */
export function GridRows({
  data,
  first,
  last,
  colItems,
  cursor,
  offset,
  rowHeight,
  headerHeight,
  rowNumberWidth,
  measure,
}: GridRowsProps): ReactNode[] {
  const { columns } = data;
  const values = colItems.map((c) => data.getColumn(c.index));
  const rows: ReactNode[] = [];
  for (let r = first; r < last; r++) {
    const selectedRow = cursor?.row === r;
    rows.push(
      <div
        key={r}
        role="row"
        aria-rowindex={r + 2}
        aria-selected={selectedRow && cursor?.col === -1 ? true : undefined}
        className={`lp-grid__row${r % 2 ? ' lp-grid__row--odd' : ''}${selectedRow ? (cursor?.col === -1 ? ' lp-grid__row--selected' : ' lp-grid__row--current') : ''}`}
        style={{ top: headerHeight + r * rowHeight - Math.round(offset), height: rowHeight }}
      >
        <div
          className="lp-grid__rownum"
          role="rowheader"
          aria-colindex={1}
          data-row={r}
          data-col={-1}
          style={{ width: rowNumberWidth }}
        >
          {r + 1}
        </div>
        {colItems.map((c, i) => {
          const f = formatCell(values[i]![r], columns[c.index]!.type);
          const active = selectedRow && cursor?.col === c.index;
          const room = c.size - CELL_PADDING_PX;
          const cut =
            f.text.length * MIN_GLYPH_PX > room &&
            (f.kind === 'number' || f.kind === 'temporal' ? measure.tabular(f.text) : measure.cell(f.text)) > room;
          return (
            <div
              key={c.index}
              role="gridcell"
              aria-colindex={c.index + 2}
              aria-selected={active || undefined}
              data-row={r}
              data-col={c.index}
              className={`lp-grid__cell lp-grid__cell--${f.kind}${active ? ' lp-grid__cell--active' : ''}`}
              style={{ left: c.start, width: c.size }}
              title={cut ? f.text : undefined}
            >
              {f.text}
            </div>
          );
        })}
      </div>,
    );
  }
  return rows;
}
