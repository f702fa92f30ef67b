import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { t } from '../../i18n/t.ts';
import { GenericDataType, type GridColumn } from './grid-data.ts';
import { MIN_COLUMN_PX } from './column-widths.ts';

export interface GridHeaderProps {
  columns: readonly GridColumn[];
  items: VirtualItem[];
  height: number;
  rowNumberWidth: number;
  activeCol: number | null;
  onResize(col: number, width: number): void;
  onResetWidth(col: number): void;
}

/** The sticky header: a corner over the row numbers, then the visible columns with resize handles. */
export function GridHeader({ columns, items, height, rowNumberWidth, activeCol, onResize, onResetWidth }: GridHeaderProps) {
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
        return (
          <div
            key={item.index}
            role="columnheader"
            aria-colindex={item.index + 2}
            className={`lp-grid__hcell${column.type === GenericDataType.NUMERIC ? ' lp-grid__hcell--number' : ''}${activeCol === item.index ? ' lp-grid__hcell--active' : ''}`}
            style={{ left: item.start, width: item.size }}
            title={column.name}
          >
            <span className="lp-grid__hlabel">{column.name}</span>
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
