// The builder pane on the right of edit mode: "Charts" (the user's saved charts, searchable and
// sortable, those already on the dashboard marked) and "Layout elements"; each entry drags onto
// the dashboard with the pointer or the keyboard.
import { Tabs } from '@ark-ui/react/tabs';
import { useDraggable } from '@dnd-kit/core';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { Icon } from '../../../../web/components/icons.tsx';
import { Spinner } from '../../../../web/components/spinner.tsx';
import type { LayoutComponent, LayoutType } from '../../shared/layout-types.ts';
import { fetchPaneCharts, sortCharts, type ChartSort, type PaneChart } from './chart-search.ts';
import { useEdit, type DragItem } from './edit-context.ts';

function PaneItem({
  id,
  item,
  children,
  used,
}: {
  id: string;
  item: DragItem;
  children: React.ReactNode;
  used?: boolean;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: item });
  return (
    <div
      ref={setNodeRef}
      className={`dash-pane__item${isDragging ? ' dash-pane__item--dragging' : ''}${used ? ' dash-pane__item--used' : ''}`}
      aria-label={t('Drag %s', item.label)}
      data-test="builder-item"
      {...attributes}
      {...listeners}
    >
      {children}
    </div>
  );
}

const ELEMENTS: { type: LayoutType; label: string; hint: string }[] = [
  { type: 'TABS', label: 'Tabs', hint: 'Group content in tabs' },
  { type: 'ROW', label: 'Row', hint: 'Charts side by side' },
  { type: 'COLUMN', label: 'Column', hint: 'Charts stacked in a column' },
  { type: 'HEADER', label: 'Header', hint: 'A section title' },
  { type: 'MARKDOWN', label: 'Text / Markdown', hint: 'Notes, links, images' },
  { type: 'DIVIDER', label: 'Divider', hint: 'A horizontal rule' },
];

function ChartsTab() {
  const { editor } = useEdit();
  const { layout } = useSnapshot(editor.model.state);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ChartSort>('recent');
  const [charts, setCharts] = useState<PaneChart[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      fetchPaneCharts(search).then(
        (list) => live && (setCharts(list), setError(null)),
        (err: unknown) =>
          live &&
          setError(
            t('Sorry there was an error fetching saved charts: %s', err instanceof Error ? err.message : String(err)),
          ),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  const used = useMemo(() => {
    const ids = new Set<number>();
    for (const value of Object.values(layout)) {
      const c = value as LayoutComponent | null;
      if (c && typeof c === 'object' && c.type === 'CHART' && c.meta?.chartId) ids.add(Number(c.meta.chartId));
    }
    return ids;
  }, [layout]);
  const sorted = useMemo(() => (charts ? sortCharts(charts, sort) : []), [charts, sort]);
  return (
    <div className="dash-pane__charts">
      <div className="dash-pane__filters">
        <label className="dash-pane__search">
          <Icon name="search" size={14} />
          <input
            value={search}
            placeholder={t('Filter your charts')}
            aria-label={t('Filter your charts')}
            data-test="dashboard-charts-filter-search-input"
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <select
          aria-label={t('Sort by')}
          value={sort}
          onChange={(e) => setSort(e.target.value as ChartSort)}
          className="dash-pane__sort"
        >
          <option value="recent">{t('Sort by recent')}</option>
          <option value="name">{t('Sort by name')}</option>
          <option value="viz_type">{t('Sort by viz type')}</option>
        </select>
      </div>
      {error && <p className="dash-pane__error">{error}</p>}
      {!charts && !error && <Spinner />}
      {charts && sorted.length === 0 && <p className="dash-pane__none">{t('No charts')}</p>}
      <div className="dash-pane__list">
        {sorted.map((chart) => (
          <PaneItem
            key={chart.id}
            id={`new-chart-${chart.id}`}
            used={used.has(chart.id)}
            item={{
              kind: 'new',
              type: 'CHART',
              label: chart.slice_name,
              chart: {
                id: chart.id,
                slice_name: chart.slice_name,
                form_data: {},
                uuid: chart.uuid,
                viz_type: chart.viz_type,
              },
            }}
          >
            <div className="dash-pane__chart-name">{chart.slice_name}</div>
            <div className="dash-pane__chart-meta">
              <span>{chart.viz_type}</span>
              {chart.datasource_name_text && <span>{chart.datasource_name_text}</span>}
              {chart.changed_on_delta_humanized && <span>{chart.changed_on_delta_humanized}</span>}
            </div>
            {used.has(chart.id) && <span className="dash-pane__used">{t('Added')}</span>}
          </PaneItem>
        ))}
      </div>
    </div>
  );
}

export function BuilderPane() {
  return (
    <aside className="dash-pane" aria-label={t('Dashboard builder')} data-test="dashboard-builder-sidepane">
      <Tabs.Root defaultValue="charts" className="dash-pane__tabs">
        <Tabs.List className="dash-pane__tab-list">
          <Tabs.Trigger value="charts" className="dash-pane__tab">
            {t('Charts')}
          </Tabs.Trigger>
          <Tabs.Trigger value="layout" className="dash-pane__tab">
            {t('Layout elements')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="charts" className="dash-pane__content">
          <ChartsTab />
        </Tabs.Content>
        <Tabs.Content value="layout" className="dash-pane__content">
          <div className="dash-pane__list">
            {ELEMENTS.map((el) => (
              <PaneItem key={el.type} id={`new-${el.type}`} item={{ kind: 'new', type: el.type, label: t(el.label) }}>
                <div className={`dash-pane__element dash-pane__element--${el.type.toLowerCase()}`} aria-hidden="true" />
                <div>
                  <div className="dash-pane__chart-name">{t(el.label)}</div>
                  <div className="dash-pane__chart-meta">{t(el.hint)}</div>
                </div>
              </PaneItem>
            ))}
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  );
}
