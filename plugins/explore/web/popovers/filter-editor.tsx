import { Tabs } from '@ark-ui/react/tabs';
import { useEffect, useState } from 'react';
import type { AdhocFilter, JsonValue } from '../../../../core/viz/query/query-types.ts';
import { api } from '../../../../web/api/client.ts';
import { Button } from '../../../../web/components/button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { ExploreDataset } from '../explore-types.ts';
import {
  OPERATORS,
  isFilterValid,
  isMultiOperator,
  isNullOperator,
  operatorsFor,
  splitPasted,
  type OperatorId,
} from './filter-rules.ts';
import { newOptionName } from './metric-rules.ts';
import { TimeRangeEditor } from './time-range-editor.tsx';

/** Distinct values of a column for the value picker (spec §7.4), at most 1000; none when the call fails. */
function useColumnValues(dataset: ExploreDataset, column: string): string[] {
  const [values, setValues] = useState<{ column: string; values: string[] }>({ column: '', values: [] });
  useEffect(() => {
    if (!column) return;
    let live = true;
    api
      .get<{ result: JsonValue[] }>(
        `/api/v1/datasource/${dataset.type}/${dataset.id}/column/${encodeURIComponent(column)}/values/`,
      )
      .then(
        (res) => live && setValues({ column, values: res.result.slice(0, 1000).map((v) => String(v)) }),
        () => live && setValues({ column, values: [] }),
      );
    return () => {
      live = false;
    };
  }, [dataset.type, dataset.id, column]);
  return values.column === column ? values.values : [];
}

/** The ad-hoc filter editor (spec §2.7, §4.9): Simple (column, operator, value) and Custom SQL. */
export function FilterEditor(props: {
  dataset: ExploreDataset;
  value: AdhocFilter | null;
  initialSubject?: string;
  onSave: (filter: AdhocFilter) => void;
  onClose: () => void;
}) {
  const { dataset, value } = props;
  const simple = value?.expressionType === 'SIMPLE' ? value : null;
  const [tab, setTab] = useState<'SIMPLE' | 'SQL'>(value?.expressionType === 'SQL' ? 'SQL' : 'SIMPLE');
  const [clause, setClause] = useState<'WHERE' | 'HAVING'>(value?.clause ?? 'WHERE');
  const [subject, setSubject] = useState(
    typeof simple?.subject === 'string' ? simple.subject : (props.initialSubject ?? ''),
  );
  const column = dataset.columns.find((c) => c.column_name === subject) ?? null;
  const temporal = Boolean(column && (column.is_dttm || column.type_generic === 2));
  const allowed = operatorsFor(clause, column);
  const [operatorId, setOperatorId] = useState<OperatorId>(
    (simple?.operatorId as OperatorId | undefined) ??
      (simple?.operator === 'TEMPORAL_RANGE' ? 'TEMPORAL_RANGE' : clause === 'HAVING' ? 'GREATER_THAN' : 'EQUALS'),
  );
  const [comparator, setComparator] = useState<JsonValue>(simple?.comparator ?? null);
  const [sql, setSql] = useState(value?.expressionType === 'SQL' ? value.sqlExpression : '');
  const values = useColumnValues(dataset, tab === 'SIMPLE' && !temporal ? subject : '');
  const useTemporal = temporal && (operatorId === 'TEMPORAL_RANGE' || !simple);

  const pickSubject = (name: string) => {
    setSubject(name);
    const col = dataset.columns.find((c) => c.column_name === name) ?? null;
    if (col && (col.is_dttm || col.type_generic === 2)) {
      setOperatorId('TEMPORAL_RANGE');
      setComparator('No filter');
    } else if (!operatorsFor(clause, col).includes(operatorId)) {
      setOperatorId('EQUALS');
      setComparator(null);
    } else if (operatorId === 'TEMPORAL_RANGE') {
      setOperatorId('EQUALS');
      setComparator(null);
    }
  };
  const pickOperator = (id: OperatorId) => {
    setOperatorId(id);
    if (isMultiOperator(id)) setComparator(Array.isArray(comparator) ? comparator : comparator ? [comparator] : []);
    else if (id === 'IS_TRUE') setComparator(true);
    else if (id === 'IS_FALSE') setComparator(false);
    else if (isNullOperator(id)) setComparator(null);
    else if (Array.isArray(comparator)) setComparator(comparator[0] ?? null);
  };

  const base = {
    isExtra: false,
    isNew: false,
    datasourceWarning: false,
    filterOptionName: value?.filterOptionName ?? newOptionName('filter'),
  };
  const draft: AdhocFilter =
    tab === 'SQL'
      ? { expressionType: 'SQL', sqlExpression: sql, clause, subject: null, operator: null, comparator: null, ...base }
      : useTemporal
        ? {
            expressionType: 'SIMPLE',
            subject,
            operator: 'TEMPORAL_RANGE',
            comparator,
            clause: 'WHERE',
            sqlExpression: null,
            ...base,
          }
        : {
            expressionType: 'SIMPLE',
            subject,
            operator: OPERATORS[operatorId].operator,
            operatorId,
            comparator,
            clause,
            sqlExpression: null,
            ...base,
          };
  const canSave = isFilterValid(draft) && JSON.stringify(draft) !== JSON.stringify(value);

  if (tab === 'SIMPLE' && useTemporal && subject)
    return (
      <div className="ex-editor">
        <p className="ex-editor__heading">{subject}</p>
        <TimeRangeEditor
          value={typeof comparator === 'string' ? comparator : 'No filter'}
          onApply={(v) => props.onSave({ ...(draft as AdhocFilter), comparator: v })}
          onCancel={props.onClose}
        />
      </div>
    );

  return (
    <div className="ex-editor ex-filter">
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as 'SIMPLE' | 'SQL')}
        className="lp-tabs"
        lazyMount
        unmountOnExit
      >
        <Tabs.List className="lp-tabs__list">
          <Tabs.Trigger value="SIMPLE" className="lp-tabs__trigger">
            {t('Simple')}
          </Tabs.Trigger>
          <Tabs.Trigger value="SQL" className="lp-tabs__trigger">
            {t('Custom SQL')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="SIMPLE" className="ex-editor__body">
          <select
            className="lp-input lp-select"
            aria-label={t('Column')}
            value={subject}
            onChange={(e) => pickSubject(e.target.value)}
          >
            <option value="">{t('%s column(s)', dataset.columns.length)}</option>
            {dataset.columns
              .filter((c) => c.filterable !== false)
              .map((c) => (
                <option key={c.column_name} value={c.column_name}>
                  {c.verbose_name || c.column_name}
                </option>
              ))}
          </select>
          <select
            className="lp-input lp-select"
            aria-label={t('Operator')}
            value={operatorId}
            onChange={(e) => pickOperator(e.target.value as OperatorId)}
          >
            {allowed.map((id) => (
              <option key={id} value={id}>
                {t(OPERATORS[id].label)}
              </option>
            ))}
          </select>
          {!isNullOperator(operatorId) && operatorId !== 'IS_TRUE' && operatorId !== 'IS_FALSE' && (
            <ComparatorInput
              multi={isMultiOperator(operatorId)}
              value={comparator}
              values={values}
              numeric={column?.type_generic === 0}
              onChange={setComparator}
            />
          )}
          {subject && !column && (
            <p className="ex-error">{t('No such column found. To filter on a metric, try the Custom SQL tab.')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="SQL" className="ex-editor__body">
          <select
            className="lp-input lp-select"
            aria-label={t('Clause')}
            value={clause}
            onChange={(e) => setClause(e.target.value as 'WHERE' | 'HAVING')}
          >
            <option value="WHERE">WHERE</option>
            <option value="HAVING">HAVING</option>
          </select>
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
        <Button size="sm" variant="primary" disabled={!canSave} onClick={() => props.onSave(draft)}>
          {t('Save')}
        </Button>
      </footer>
    </div>
  );
}

/** The value picker: one value (typed or picked) or a list (IN / NOT IN, pasted lists split, spec §5.4). */
function ComparatorInput(props: {
  multi: boolean;
  value: JsonValue;
  values: string[];
  numeric: boolean;
  onChange: (v: JsonValue) => void;
}) {
  const [text, setText] = useState('');
  const listId = 'ex-filter-values';
  const cast = (s: string): JsonValue =>
    props.numeric && s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : s;
  const datalist = (
    <datalist id={listId}>
      {props.values.slice(0, 200).map((v) => (
        <option key={v} value={v} />
      ))}
    </datalist>
  );
  if (!props.multi)
    return (
      <>
        <input
          className="lp-input"
          list={listId}
          aria-label={t('Filter value (case sensitive)')}
          placeholder={t('Filter value (case sensitive)')}
          value={props.value === null || props.value === undefined ? '' : String(props.value)}
          onChange={(e) => props.onChange(e.target.value === '' ? null : cast(e.target.value))}
        />
        {datalist}
      </>
    );
  const list = Array.isArray(props.value) ? props.value : [];
  const add = (raw: string) => {
    const items = splitPasted(raw).map(cast);
    const next = [...list];
    for (const i of items) if (!next.includes(i)) next.push(i);
    props.onChange(next);
    setText('');
  };
  return (
    <div className="ex-multi">
      <div className="ex-multi__chips">
        {list.map((v) => (
          <span key={String(v)} className="ex-multi__chip">
            {String(v)}
            <button
              type="button"
              aria-label={t('Remove %s', String(v))}
              onClick={() => props.onChange(list.filter((x) => x !== v))}
            >
              ×
            </button>
          </span>
        ))}
      </div>
      <input
        className="lp-input"
        list={listId}
        aria-label={t('Filter value (case sensitive)')}
        placeholder={t('Type a value here')}
        value={text}
        onChange={(e) => {
          const v = e.target.value;
          if (props.values.includes(v) || /[,\n\t;]/.test(v)) add(v);
          else setText(v);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim()) {
            e.preventDefault();
            add(text);
          }
        }}
        onPaste={(e) => {
          e.preventDefault();
          add(e.clipboardData.getData('text'));
        }}
      />
      {datalist}
      {list.length === 0 && <p className="ex-error">{t('This is a required field')}</p>}
    </div>
  );
}
