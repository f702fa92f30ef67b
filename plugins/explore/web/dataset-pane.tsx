import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '../../../web/components/icons.tsx';
import { t } from '../../../web/i18n/t.ts';
import { startDrag } from './drag.ts';
import type { ExploreModel } from './explore-model.ts';
import { TypeIcon } from './type-icon.tsx';

const matches = (q: string, ...texts: (string | null | undefined)[]) =>
  !q || texts.some((s) => s?.toLowerCase().includes(q.toLowerCase()));

/** The left pane: the dataset's name, and its metrics and columns (search, drag into a control). */
export function DatasetPane({ model }: { model: ExploreModel }) {
  const { dataset } = useSnapshot(model.state);
  const [query, setQuery] = useState('');
  if (!dataset) return null;
  const metrics = dataset.metrics.filter((m) => matches(query, m.metric_name, m.verbose_name));
  const columns = dataset.columns.filter((c) => matches(query, c.column_name, c.verbose_name));
  return (
    <aside className="ex-dataset" aria-label={t('Dataset')}>
      <header className="ex-dataset__header">
        <Icon name="table" size={16} />
        <span className="ex-dataset__name" title={dataset.table_name}>
          {dataset.table_name}
        </span>
      </header>
      <div className="ex-dataset__search">
        <input
          className="lp-input"
          type="search"
          placeholder={t('Search Metrics & Columns')}
          aria-label={t('Search Metrics & Columns')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className="ex-dataset__lists">
        <section>
          <h3 className="ex-dataset__heading">
            {t('Metrics')}{' '}
            <span className="ex-muted">{t('Showing %s of %s', metrics.length, dataset.metrics.length)}</span>
          </h3>
          {metrics.length === 0 && <p className="ex-muted ex-dataset__empty">{t('No saved metrics found')}</p>}
          <ul className="ex-items">
            {metrics.map((m) => (
              <li
                key={m.metric_name}
                className="ex-item"
                draggable
                onDragStart={(e) => startDrag(e, { kind: 'metric', name: m.metric_name })}
                title={m.expression ?? undefined}
                data-testid="dataset-metric"
              >
                <TypeIcon metric />
                <span className="ex-item__name">{m.verbose_name || m.metric_name}</span>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className="ex-dataset__heading">
            {t('Columns')}{' '}
            <span className="ex-muted">{t('Showing %s of %s', columns.length, dataset.columns.length)}</span>
          </h3>
          <ul className="ex-items">
            {columns.map((c) => (
              <li
                key={c.column_name}
                className="ex-item"
                draggable
                onDragStart={(e) => startDrag(e, { kind: 'column', name: c.column_name })}
                title={[c.column_name, c.type, c.description].filter(Boolean).join(' · ')}
                data-testid="dataset-column"
              >
                <TypeIcon column={c} />
                <span className="ex-item__name">{c.verbose_name || c.column_name}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </aside>
  );
}
