import { useState, type DragEvent, type ReactNode } from 'react';
import { getColumnLabel } from '../../../../core/viz/query/get-column-label.ts';
import { getMetricLabel } from '../../../../core/viz/query/get-metric-label.ts';
import type { AdhocFilter, QueryFormColumn, QueryFormMetric } from '../../../../core/viz/query/query-types.ts';
import { t } from '../../../../web/i18n/t.ts';
import { acceptsDrag, readDrag, type DragItem } from '../drag.ts';
import type { ExploreDataset } from '../explore-types.ts';
import { ColumnEditor } from '../popovers/column-editor.tsx';
import { EditorPopover } from '../popovers/editor-popover.tsx';
import { FilterEditor } from '../popovers/filter-editor.tsx';
import { filterLabel } from '../popovers/filter-rules.ts';
import { MetricEditor } from '../popovers/metric-editor.tsx';

/** Which chip's popover is open: an index, 'new', or none; plus what was dropped to start it. */
type Open = { at: number | 'new'; dropped?: DragItem } | null;

/**
 * The list every drag-and-drop control shows (Superset's DndSelectLabel): a chip per value (click
 * to edit in a popover, × to remove) and a drop zone / add button.
 */
function DndList<V>(props: {
  values: V[];
  multi: boolean;
  labelOf: (v: V) => string;
  placeholder: string;
  accept: (item: DragItem) => boolean;
  onDropItem: (item: DragItem) => 'open' | V | null;
  onChange: (values: V[]) => void;
  editor: (value: V | null, dropped: DragItem | undefined, done: (v: V | null) => void) => ReactNode;
  testId: string;
  /** The popover's width, for a chip's value (null: the new-value popover). */
  width?: (v: V | null) => number | undefined;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [over, setOver] = useState(false);
  const canAdd = props.multi || props.values.length === 0;
  const finish = (at: number | 'new') => (v: V | null) => {
    setOpen(null);
    if (v === null) return;
    if (at === 'new') props.onChange(props.multi ? [...props.values, v] : [v]);
    else props.onChange(props.values.map((x, i) => (i === at ? v : x)));
  };
  const onDrop = (e: DragEvent) => {
    setOver(false);
    const item = readDrag(e);
    if (!item || !props.accept(item)) return;
    e.preventDefault();
    const r = props.onDropItem(item);
    if (r === 'open') setOpen({ at: 'new', dropped: item });
    else if (r !== null) props.onChange(props.multi ? [...props.values, r] : [r]);
  };
  return (
    <div
      className={over ? 'ex-dnd ex-dnd--over' : 'ex-dnd'}
      data-testid={props.testId}
      onDragOver={(e) => {
        if (!acceptsDrag(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {props.values.map((v, i) => (
        <EditorPopover
          key={i}
          label={props.labelOf(v)}
          width={props.width?.(v)}
          open={open?.at === i}
          onOpenChange={(o) => setOpen(o ? { at: i } : null)}
          trigger={
            <div className="ex-chip" role="button" tabIndex={0}>
              <button
                type="button"
                className="ex-chip__remove"
                aria-label={t('Remove %s', props.labelOf(v))}
                onClick={(e) => {
                  e.stopPropagation();
                  props.onChange(props.values.filter((_, j) => j !== i));
                }}
              >
                ×
              </button>
              <span className="ex-chip__label">{props.labelOf(v)}</span>
            </div>
          }
        >
          {props.editor(v, undefined, finish(i))}
        </EditorPopover>
      ))}
      {canAdd && (
        <EditorPopover
          label={props.placeholder}
          width={props.width?.(null)}
          open={open?.at === 'new'}
          onOpenChange={(o) => setOpen(o ? { at: 'new' } : null)}
          trigger={
            <button type="button" className="ex-dnd__add">
              <span aria-hidden="true">+</span> {props.placeholder}
            </button>
          }
        >
          {props.editor(null, open?.dropped, finish('new'))}
        </EditorPopover>
      )}
    </div>
  );
}

const asList = <V,>(value: unknown, multi: boolean): V[] =>
  Array.isArray(value)
    ? (value as V[])
    : value !== null && value !== undefined && value !== '' && !multi
      ? [value as V]
      : [];

export function MetricsControl(props: {
  dataset: ExploreDataset;
  value: unknown;
  multi: boolean;
  onChange: (v: unknown) => void;
}) {
  const values = asList<QueryFormMetric>(props.value, props.multi);
  return (
    <DndList<QueryFormMetric>
      testId="metrics-control"
      values={values}
      multi={props.multi}
      labelOf={getMetricLabel}
      placeholder={t('Drop a column/metric here or click')}
      accept={() => true}
      onDropItem={(item) => (item.kind === 'metric' ? item.name : 'open')}
      onChange={(v) => props.onChange(props.multi ? v : (v[0] ?? null))}
      editor={(value, dropped, done) => (
        <MetricEditor
          dataset={props.dataset}
          value={value}
          initialColumn={dropped?.kind === 'column' ? dropped.name : undefined}
          onSave={done}
          onClose={() => done(null)}
        />
      )}
    />
  );
}

export function ColumnsControl(props: {
  dataset: ExploreDataset;
  value: unknown;
  multi: boolean;
  temporalOnly?: boolean;
  onChange: (v: unknown) => void;
}) {
  const values = asList<QueryFormColumn>(props.value, props.multi);
  const isTemporal = (name: string) =>
    props.dataset.columns.some((c) => c.column_name === name && (c.is_dttm || c.type_generic === 2));
  return (
    <DndList<QueryFormColumn>
      testId="columns-control"
      values={values}
      multi={props.multi}
      labelOf={getColumnLabel}
      placeholder={t('Drop columns here or click')}
      accept={(item) => item.kind === 'column' && (!props.temporalOnly || isTemporal(item.name))}
      onDropItem={(item) => item.name}
      onChange={(v) => props.onChange(props.multi ? v : (v[0] ?? null))}
      editor={(value, _dropped, done) => (
        <ColumnEditor
          dataset={props.dataset}
          value={value}
          filter={props.temporalOnly ? (c) => Boolean(c.is_dttm || c.type_generic === 2) : undefined}
          onSave={done}
          onClose={() => done(null)}
        />
      )}
    />
  );
}

export function FiltersControl(props: { dataset: ExploreDataset; value: unknown; onChange: (v: unknown) => void }) {
  const values = asList<AdhocFilter>(props.value, true);
  return (
    <DndList<AdhocFilter>
      testId="filters-control"
      values={values}
      multi
      // The time-range editor of a temporal filter is 600 px wide (spec §9); other filters 360.
      width={(f) => (f?.operator === 'TEMPORAL_RANGE' ? 600 : 360)}
      labelOf={filterLabel}
      placeholder={t('Drop columns/metrics here or click')}
      accept={() => true}
      onDropItem={() => 'open'}
      onChange={props.onChange}
      editor={(value, dropped, done) => (
        <FilterEditor
          dataset={props.dataset}
          value={value}
          initialSubject={dropped?.kind === 'column' ? dropped.name : undefined}
          onSave={done}
          onClose={() => done(null)}
        />
      )}
    />
  );
}
