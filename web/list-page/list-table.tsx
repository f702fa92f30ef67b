import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { FavoriteStar } from '../components/favorite-star.tsx';
import { Icon } from '../components/icons.tsx';
import { Skeleton } from '../components/spinner.tsx';
import { t } from '../i18n/t.ts';
import type { ListModel } from './list-model.ts';
import type { ListColumn, ListPageConfig, ListRow } from './list-types.ts';

const SKELETON_ROWS = 6;

function SortHeader({
  column,
  sortColumn,
  direction,
  onSort,
}: {
  column: ListColumn<never>;
  sortColumn: string;
  direction: 'asc' | 'desc';
  onSort: () => void;
}) {
  const active = column.sortKey === sortColumn;
  return (
    <button type="button" className={`lp-sort${active ? ' lp-sort--active' : ''}`} onClick={onSort}>
      <span>{column.header}</span>
      <span className="lp-sort__arrows" aria-hidden="true">
        <Icon name="sortUp" size={12} className={active && direction === 'asc' ? 'lp-sort__on' : ''} />
        <Icon name="sortDown" size={12} className={active && direction === 'desc' ? 'lp-sort__on' : ''} />
      </span>
    </button>
  );
}

export interface ListTableProps<R extends ListRow> {
  config: ListPageConfig<R>;
  model: ListModel<R>;
  /** The actions cell of a row (edit, delete, copy link…). */
  actions?: (row: R) => ReactNode;
}

/** The rows of the current page: sortable headers, optional selection and favourite columns, skeleton while loading. */
export function ListTable<R extends ListRow>({ config, model, actions }: ListTableProps<R>) {
  const snap = useSnapshot(model.state);
  const { sortColumn, sortDirection } = snap.query;
  const rows = snap.rows as readonly R[];
  const allSelected = rows.length > 0 && rows.every((r) => snap.selected.includes(r.id));
  const someSelected = !allSelected && rows.some((r) => snap.selected.includes(r.id));
  return (
    <div
      className={`lp-table-wrap${snap.loading && snap.loaded ? ' lp-table-wrap--busy' : ''}`}
      aria-busy={snap.loading}
    >
      <table className="lp-table" data-testid="list-table">
        <thead>
          <tr>
            {snap.bulkMode && (
              <th className="lp-table__select">
                <input
                  type="checkbox"
                  aria-label={t('Select all on this page')}
                  checked={allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = someSelected;
                  }}
                  onChange={() => model.toggleSelectPage()}
                />
              </th>
            )}
            {config.favorites && <th className="lp-table__fav" aria-label={t('Favorite')} />}
            {config.columns.map((c) => (
              <th
                key={c.id}
                style={{ width: c.width, textAlign: c.align }}
                aria-sort={
                  c.sortKey && c.sortKey === sortColumn
                    ? sortDirection === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {c.sortKey ? (
                  <SortHeader
                    column={c as ListColumn<never>}
                    sortColumn={sortColumn}
                    direction={sortDirection}
                    onSort={() => model.sortBy(c.sortKey!)}
                  />
                ) : (
                  c.header
                )}
              </th>
            ))}
            {actions && <th className="lp-table__actions">{t('Actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {!snap.loaded &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={i} className="lp-table__skeleton">
                {snap.bulkMode && <td />}
                {config.favorites && <td />}
                {config.columns.map((c, j) => (
                  <td key={c.id}>
                    <Skeleton width={`${55 + ((i * 7 + j * 13) % 40)}%`} />
                  </td>
                ))}
                {actions && <td />}
              </tr>
            ))}
          {rows.map((row) => {
            const selected = snap.selected.includes(row.id);
            return (
              <tr key={row.id} className={selected ? 'lp-table__row--selected' : undefined} data-testid="list-row">
                {snap.bulkMode && (
                  <td className="lp-table__select">
                    <input
                      type="checkbox"
                      aria-label={t('Select %s', config.nameOf(row))}
                      checked={selected}
                      onChange={() => model.toggleSelected(row.id)}
                    />
                  </td>
                )}
                {config.favorites && (
                  <td className="lp-table__fav">
                    <FavoriteStar
                      on={Boolean(snap.favorites[row.id])}
                      onToggle={() => void model.toggleFavorite(row.id)}
                    />
                  </td>
                )}
                {config.columns.map((c) => (
                  <td key={c.id} style={{ textAlign: c.align }}>
                    {c.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className="lp-table__actions">
                    <div className="lp-row-actions">{actions(row)}</div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
