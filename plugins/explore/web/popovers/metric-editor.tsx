import { Tabs } from '@ark-ui/react/tabs';
import { useState } from 'react';
import { getMetricLabel } from '../../../../core/viz/query/get-metric-label.ts';
import type { AdhocMetric, AdhocMetricAggregate, QueryFormMetric } from '../../../../core/viz/query/query-types.ts';
import { Button } from '../../../../web/components/button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { ExploreDataset } from '../explore-types.ts';
import { AGGREGATES, isMetricValid, newOptionName } from './metric-rules.ts';

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

/** The metric editor (spec §2.7, §4.6): Saved / Simple (column + aggregate) / Custom SQL. */
export function MetricEditor(props: {
  dataset: ExploreDataset;
  value: QueryFormMetric | null;
  /** A column dragged in: the Simple tab starts with it. */
  initialColumn?: string;
  onSave: (metric: QueryFormMetric) => void;
  onClose: () => void;
}) {
  const { dataset, value } = props;
  const adhoc = value && typeof value === 'object' ? value : null;
  const [tab, setTab] = useState<Tab>(
    typeof value === 'string'
      ? 'SAVED'
      : adhoc?.expressionType === 'SQL'
        ? 'SQL'
        : props.initialColumn || adhoc
          ? 'SIMPLE'
          : 'SAVED',
  );
  const [saved, setSaved] = useState(typeof value === 'string' ? value : '');
  const [column, setColumn] = useState(
    adhoc?.expressionType === 'SIMPLE' ? adhoc.column.column_name : (props.initialColumn ?? ''),
  );
  const [aggregate, setAggregate] = useState<AdhocMetricAggregate | ''>(
    adhoc?.expressionType === 'SIMPLE' ? adhoc.aggregate : props.initialColumn ? 'SUM' : '',
  );
  const [sql, setSql] = useState(adhoc?.expressionType === 'SQL' ? adhoc.sqlExpression : '');
  const [label, setLabel] = useState(adhoc?.hasCustomLabel ? (adhoc.label ?? '') : '');

  const draft = ((): QueryFormMetric | null => {
    if (tab === 'SAVED') return saved || null;
    const base = {
      hasCustomLabel: Boolean(label),
      optionName: adhoc?.optionName ?? newOptionName('metric'),
    };
    if (tab === 'SIMPLE') {
      const col = dataset.columns.find((c) => c.column_name === column);
      if (!col || !aggregate) return null;
      const m: AdhocMetric = {
        expressionType: 'SIMPLE',
        column: { ...col },
        aggregate,
        sqlExpression: null,
        ...base,
        label: '',
      } as AdhocMetric;
      m.label = label || getMetricLabel({ ...m, label: undefined } as AdhocMetric);
      return m;
    }
    if (!sql.trim()) return null;
    return { expressionType: 'SQL', sqlExpression: sql, ...base, label: label || sql };
  })();
  const changed = JSON.stringify(draft) !== JSON.stringify(value);
  const canSave = draft !== null && isMetricValid(draft) && changed;

  return (
    <div className="ex-editor">
      <div className="ex-editor__title">
        {tab === 'SAVED' ? (
          <span>{saved || t('My metric')}</span>
        ) : (
          <input
            className="ex-editor__label"
            aria-label={t('Metric label')}
            placeholder={draft ? getMetricLabel(draft) : t('My metric')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        )}
      </div>
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
          {dataset.metrics.length === 0 ? (
            <p className="ex-muted">{t('No saved metrics found')}</p>
          ) : (
            <label className="ex-field">
              <span>{t('Saved metric')}</span>
              <select
                className="lp-input lp-select"
                aria-label={t('Saved metric')}
                value={saved}
                onChange={(e) => setSaved(e.target.value)}
              >
                <option value="">{t('Select saved metrics')}</option>
                {dataset.metrics.map((m) => (
                  <option key={m.metric_name} value={m.metric_name}>
                    {m.verbose_name || m.metric_name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </Tabs.Content>
        <Tabs.Content value="SIMPLE" className="ex-editor__body">
          <label className="ex-field">
            <span>{t('Column')}</span>
            <select
              className="lp-input lp-select"
              aria-label={t('Column')}
              value={column}
              onChange={(e) => setColumn(e.target.value)}
            >
              <option value="">{t('Select column')}</option>
              {dataset.columns.map((c) => (
                <option key={c.column_name} value={c.column_name}>
                  {c.verbose_name || c.column_name}
                </option>
              ))}
            </select>
          </label>
          <label className="ex-field">
            <span>{t('Aggregate')}</span>
            <select
              className="lp-input lp-select"
              aria-label={t('Aggregate')}
              value={aggregate}
              onChange={(e) => setAggregate(e.target.value as AdhocMetricAggregate)}
            >
              <option value="">{t('Select aggregate options')}</option>
              {AGGREGATES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
        </Tabs.Content>
        <Tabs.Content value="SQL" className="ex-editor__body">
          <textarea
            className="lp-input ex-sql"
            aria-label={t('Custom SQL')}
            spellCheck={false}
            placeholder="SUM(num)"
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
