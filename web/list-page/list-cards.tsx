import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { IconButton } from '../components/icon-button.tsx';
import { SelectControl, type SelectOption } from '../components/field.tsx';
import { Skeleton } from '../components/spinner.tsx';
import { t } from '../i18n/t.ts';
import type { ListModel } from './list-model.ts';
import type { ListRow } from './list-types.ts';

export type ListView = 'table' | 'card';

/** One choice of the card view's sort menu: an `order_columns` entry and a direction. */
export interface CardSortOption {
  label: string;
  column: string;
  direction: 'asc' | 'desc';
}

/** Superset's card/list switch of a ListView. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <div className="lp-view-toggle" role="group" aria-label={t('View')}>
      <IconButton
        icon="dashboard"
        label={t('Card view')}
        aria-pressed={view === 'card'}
        onClick={() => onChange('card')}
        data-testid="view-card"
      />
      <IconButton
        icon="table"
        label={t('List view')}
        aria-pressed={view === 'table'}
        onClick={() => onChange('table')}
        data-testid="view-table"
      />
    </div>
  );
}

const SKELETON_CARDS = 8;

/**
 * The card view of a list page: the current page's rows as cards in a grid, with the sort menu a
 * card view needs instead of column headers. In bulk mode a card's checkbox selects it.
 */
export function ListCards<R extends ListRow>({
  model,
  card,
  sortOptions,
  nameOf,
}: {
  model: ListModel<R>;
  card: (row: R) => ReactNode;
  sortOptions: readonly CardSortOption[];
  nameOf: (row: R) => string;
}) {
  const snap = useSnapshot(model.state);
  const rows = snap.rows as readonly R[];
  const { sortColumn, sortDirection } = snap.query;
  const options: SelectOption[] = sortOptions.map((o, i) => ({ value: String(i), label: o.label }));
  const current = sortOptions.findIndex((o) => o.column === sortColumn && o.direction === sortDirection);
  return (
    <div
      className={`lp-cards-wrap${snap.loading && snap.loaded ? ' lp-table-wrap--busy' : ''}`}
      aria-busy={snap.loading}
    >
      {sortOptions.length > 0 && (
        <label className="lp-cards-sort">
          <span>{t('Sort')}</span>
          <SelectControl
            options={options}
            value={current < 0 ? '' : String(current)}
            placeholder={t('Sort')}
            onChange={(e) => {
              const o = sortOptions[Number(e.target.value)];
              if (o) model.setSort(o.column, o.direction);
            }}
            data-testid="card-sort"
          />
        </label>
      )}
      <div className="lp-cards" data-testid="list-cards">
        {!snap.loaded &&
          Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="lp-card lp-card--skeleton">
              <Skeleton width="100%" height={140} />
              <Skeleton width="60%" />
            </div>
          ))}
        {rows.map((row) => {
          const selected = snap.selected.includes(row.id);
          return (
            <div key={row.id} className={`lp-card${selected ? ' lp-card--selected' : ''}`} data-testid="list-card">
              {snap.bulkMode && (
                <input
                  type="checkbox"
                  className="lp-card__select"
                  aria-label={t('Select %s', nameOf(row))}
                  checked={selected}
                  onChange={() => model.toggleSelected(row.id)}
                />
              )}
              {card(row)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
