import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '../components/icons.tsx';
import { SelectControl } from '../components/field.tsx';
import { t } from '../i18n/t.ts';
import type { ListModel } from './list-model.ts';
import type { ListFilterDef, ListRow } from './list-types.ts';

const SEARCH_DEBOUNCE_MS = 300;

function SearchFilter<R extends ListRow>({
  def,
  model,
}: {
  def: Extract<ListFilterDef, { kind: 'search' }>;
  model: ListModel<R>;
}) {
  const snap = useSnapshot(model.state);
  const committed = snap.query.filters[def.id] ?? '';
  const [text, setText] = useState(committed);
  const id = useId();
  // The address changed (back button, "Clear all"): show what the list is filtered by.
  const [shownCommitted, setShownCommitted] = useState(committed);
  if (committed !== shownCommitted) {
    setShownCommitted(committed);
    setText(committed);
  }
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => model.setFilter(def.id, text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the user types is debounced into the filter; a new `committed` (from the address) must not be written back
  }, [text]);
  return (
    <div className="lp-filter lp-filter--search">
      <label htmlFor={id} className="lp-filter__label">
        {def.label}
      </label>
      <div className="lp-search">
        <Icon name="search" className="lp-search__icon" />
        <input
          id={id}
          type="search"
          className="lp-input lp-search__input"
          placeholder={def.placeholder ?? t('Type a value')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') model.setFilter(def.id, text);
          }}
          data-testid={`filter-${def.id}`}
        />
      </div>
    </div>
  );
}

function SelectFilter<R extends ListRow>({
  def,
  model,
}: {
  def: Extract<ListFilterDef, { kind: 'select' }>;
  model: ListModel<R>;
}) {
  const snap = useSnapshot(model.state);
  const value = snap.query.filters[def.id] ?? '';
  const options = snap.options[def.id] ?? [];
  // A value from the address that is not among the first options still shows as chosen.
  const shown = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  const id = useId();
  return (
    <div className="lp-filter">
      <label htmlFor={id} className="lp-filter__label">
        {def.label}
      </label>
      <SelectControl
        id={id}
        options={shown}
        placeholder={t('All')}
        value={value}
        onChange={(e) => model.setFilter(def.id, e.target.value)}
        data-testid={`filter-${def.id}`}
      />
    </div>
  );
}

/** The filter bar: text search and selects, each applied as the user changes it. */
export function ListFilters<R extends ListRow>({
  filters,
  model,
}: {
  filters: readonly ListFilterDef[];
  model: ListModel<R>;
}) {
  const snap = useSnapshot(model.state);
  const active = Object.values(snap.query.filters).some((v) => v.trim() !== '');
  if (!filters.length) return null;
  return (
    <div className="lp-list-filters" role="search">
      {filters.map((def) =>
        def.kind === 'search' ? (
          <SearchFilter key={def.id} def={def} model={model} />
        ) : (
          <SelectFilter key={def.id} def={def} model={model} />
        ),
      )}
      {active && (
        <button
          type="button"
          className="lp-button lp-button--ghost lp-button--sm lp-list-filters__clear"
          onClick={() => model.clearFilters()}
        >
          {t('Clear all')}
        </button>
      )}
    </div>
  );
}
