import { t } from '../../i18n/t.ts';
import { Icon } from '../icons.tsx';
import { formatCell } from './cell-format.ts';
import type { GridCursor } from './grid-cursor.ts';
import type { GridData } from './grid-data.ts';

/** The selected cell's full value under the grid (truncated cells show it whole here). */
export function GridStatus({
  data,
  cursor,
  onView,
}: {
  data: GridData;
  cursor: GridCursor | null;
  /** Opens the cell viewer on the selected cell. */
  onView(cell: GridCursor): void;
}) {
  if (data.rowCount === 0) return <div className="lp-grid__status" />;
  if (!cursor || cursor.row >= data.rowCount) {
    return (
      <div className="lp-grid__status lp-grid__status--hint">
        {t('Click a cell or use the arrow keys; Ctrl+C copies the selection.')}
      </div>
    );
  }
  if (cursor.col < 0) {
    return (
      <div className="lp-grid__status">
        <span className="lp-grid__status-label">{t('Row %s', (cursor.row + 1).toLocaleString('en-US'))}</span>
        <span className="lp-grid__status-value lp-grid__status-value--muted">{t('whole row selected')}</span>
      </div>
    );
  }
  const column = data.columns[cursor.col]!;
  const f = formatCell(data.getColumn(cursor.col)[cursor.row], column.type);
  return (
    <div className="lp-grid__status" aria-live="polite">
      <span className="lp-grid__status-label">
        {t('Row %s', (cursor.row + 1).toLocaleString('en-US'))} · {column.name}
      </span>
      <span className={`lp-grid__status-value lp-grid__cell--${f.kind}`} title={f.text}>
        {f.text}
      </span>
      <button
        type="button"
        className="lp-grid__status-view"
        onClick={() => onView(cursor)}
        data-testid="cell-viewer-open"
        aria-label={t('Show the whole value')}
        title={t('Show the whole value (double-click or Enter)')}
      >
        <Icon name="eye" size={14} />
      </button>
    </div>
  );
}
