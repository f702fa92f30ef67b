import { Tabs } from '@ark-ui/react/tabs';
import { useState } from 'react';
import type { QueryFormColumn } from '../../../../core/viz/query/query-types.ts';
import { Button } from '../../../../web/components/button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { ExploreColumn, ExploreDataset } from '../explore-types.ts';

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

/** The column editor (spec §2.7): Saved (calculated columns) / Simple (physical columns) / Custom SQL. */
export function ColumnEditor(props: {
  dataset: ExploreDataset;
  value: QueryFormColumn | null;
  /** Only temporal columns (an x-axis that must be time). */
  filter?: (c: ExploreColumn) => boolean;
  onSave: (column: QueryFormColumn) => void;
  onClose: () => void;
}) {
  const { dataset, value } = props;
  const all = dataset.columns.filter(props.filter ?? (() => true));
  const calculated = all.filter((c) => c.expression);
  const physical = all.filter((c) => !c.expression);
  const name = typeof value === 'string' ? value : '';
  const adhoc = value && typeof value === 'object' ? value : null;
  const [tab, setTab] = useState<Tab>(
    adhoc ? 'SQL' : calculated.some((c) => c.column_name === name) ? 'SAVED' : 'SIMPLE',
  );
  const [savedCol, setSavedCol] = useState(calculated.some((c) => c.column_name === name) ? name : '');
  const [simpleCol, setSimpleCol] = useState(physical.some((c) => c.column_name === name) ? name : '');
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState(adhoc?.label ?? '');

  const draft: QueryFormColumn | null =
    tab === 'SAVED'
      ? savedCol || null
      : tab === 'SIMPLE'
        ? simpleCol || null
        : sql.trim()
          ? { sqlExpression: sql, label: label || sql, expressionType: 'SQL' }
          : null;
  const canSave = draft !== null && JSON.stringify(draft) !== JSON.stringify(value);
  const select = (cols: ExploreColumn[], v: string, set: (s: string) => void) => (
    <label className="ex-field">
      <span>{t('Column')}</span>
      <select className="lp-input lp-select" aria-label={t('Column')} value={v} onChange={(e) => set(e.target.value)}>
        <option value="">{t('Select column')}</option>
        {cols.map((c) => (
          <option key={c.column_name} value={c.column_name}>
            {c.verbose_name || c.column_name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="ex-editor">
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} className="lp-tabs" lazyMount unmountOnExit>
        <Tabs.List className="lp-tabs__list">
          <Tabs.Trigger value="SAVED" className="lp-tabs__trigger">
            {t('Saved')}
          </Tabs.Trigger>
          <Tabs.Trigger value="SIMPLE" className="lp-tabs__trigger">
            {t('Simple')}
          </Tabs.Trigger>
          <Tabs.Trigger value="SQL" className="lp-tabs__trigger">
            {t('Custom SQL')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="SAVED" className="ex-editor__body">
          {calculated.length ? (
            select(calculated, savedCol, setSavedCol)
          ) : (
            <p className="ex-muted">{t('No saved expressions found')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="SIMPLE" className="ex-editor__body">
          {physical.length ? (
            select(physical, simpleCol, setSimpleCol)
          ) : (
            <p className="ex-muted">{t('No temporal columns found')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="SQL" className="ex-editor__body">
          <input
            className="lp-input"
            aria-label={t('Label')}
            placeholder={t('Label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
          <textarea
            className="lp-input ex-sql"
            aria-label={t('Custom SQL')}
            spellCheck={false}
            value={sql}
            onChange={(e) => setSql(e.target.value)}
          />
        </Tabs.Content>
      </Tabs.Root>
      <footer className="ex-editor__footer">
        <Button size="sm" onClick={props.onClose}>
          {t('Close')}
        </Button>
        <Button size="sm" variant="primary" disabled={!canSave} onClick={() => draft && props.onSave(draft)}>
          {t('Save')}
        </Button>
      </footer>
    </div>
  );
}
