import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { t } from '../../i18n/t.ts';
import { GenericDataType, type GridColumn } from './grid-data.ts';
import { MIN_COLUMN_PX } from './column-widths.ts';
import type { GridSort } from './grid-sort.ts';

export interface GridHeaderProps {
  columns: readonly GridColumn[];
  items: VirtualItem[];
  height: number;
  rowNumberWidth: number;
  activeCol: number | null;
  sort: GridSort | null;
  onSort(col: number): void;
  onResize(col: number, width: number): void;
  onResetWidth(col: number): void;
}

/** The sticky header: a corner over the row numbers, then the visible columns with resize handles. */
export function GridHeader({
  columns,
  items,
  height,
  rowNumberWidth,
  activeCol,
  sort,
  onSort,
  onResize,
  onResetWidth,
}: GridHeaderProps) {
  const drag = useRef<{ col: number; x: number; width: number } | null>(null);

  const onPointerDown = (e: ReactPointerEvent<HTMLSpanElement>, col: number, startWidth: number) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { col, x: e.clientX, width: startWidth };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLSpanElement>) => {
    const d = drag.current;
    if (d) onResize(d.col, Math.max(MIN_COLUMN_PX, Math.round(d.width + e.clientX - d.x)));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLSpanElement>) => {
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };

  return (
    <div className="lp-grid__header" role="row" aria-rowindex={1} style={{ height }}>
      <div className="lp-grid__corner" role="columnheader" aria-colindex={1} style={{ width: rowNumberWidth }}>
        <span className="visually-hidden">{t('Row number')}</span>#
      </div>
      {items.map((item) => {
        const column = columns[item.index]!;
        const sorted = sort?.col === item.index ? sort.direction : null;
        return (
          <div
            key={item.index}
            role="columnheader"
            aria-colindex={item.index + 2}
            className={`lp-grid__hcell${column.type === GenericDataType.NUMERIC ? ' lp-grid__hcell--number' : ''}${activeCol === item.index ? ' lp-grid__hcell--active' : ''}`}
            style={{ left: item.start, width: item.size }}
            title={column.name}
            aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
          >
            <button
              type="button"
              className="lp-grid__sort"
              tabIndex={-1}
              onClick={() => onSort(item.index)}
              aria-label={t('Sort by %s', column.name)}
            >
              <span className="lp-grid__hlabel">{column.name}</span>
              {sorted && (
                <svg
                  className="lp-grid__sort-icon"
                  width={12}
                  height={12}
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={sorted === 'asc' ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
                </svg>
              )}
            </button>
            <span
              className="lp-grid__resize"
              role="separator"
              aria-orientation="vertical"
              aria-label={t('Resize column %s', column.name)}
              onPointerDown={(e) => onPointerDown(e, item.index, item.size)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onDoubleClick={() => onResetWidth(item.index)}
            />
          </div>
        );
      })}
    </div>
  );
}
