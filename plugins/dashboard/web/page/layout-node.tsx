import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { ROOT_ID, type LayoutComponent } from '../../shared/index.ts';
import { ChartTile } from './chart-tile.tsx';
import { useDashboardView, type DashboardView } from './dashboard-view-context.ts';
import { DIVIDER_HEIGHT, HEADER_HEIGHTS, spanWidth, unitHeight } from './grid-geometry.ts';
import { MarkdownBlock } from './markdown-block.tsx';
import { TabsBlock } from './tabs-block.tsx';

export interface NodeProps {
  id: string;
  parentId: string;
  /** The px width the parent gives (a row's child: its own span; a column's child: the column's). */
  width: number;
}

const backgroundClass = (c: LayoutComponent) => (c.meta?.background === 'BACKGROUND_WHITE' ? ' dash-bg--white' : '');

/** Draws one layout component by its type, wrapped by edit mode's chrome when editing. */
export function LayoutNode({ id, parentId, width }: NodeProps) {
  const view = useDashboardView();
  const { layout } = useSnapshot(view.model.state);
  const c = layout[id] as LayoutComponent | undefined;
  if (!c) return null;
  const node = drawComponent(c, width, view.wrap, view.hideTopLevelTabs === true && parentId === ROOT_ID);
  return view.wrap ? view.wrap(c, parentId, node) : node;
}

function drawComponent(
  c: LayoutComponent,
  width: number,
  wrap: DashboardView['wrap'] | undefined,
  hideTabBar: boolean,
) {
  switch (c.type) {
    case 'ROW':
      return <GridRow component={c} width={width} />;
    case 'COLUMN':
      return <GridColumn component={c} width={width} />;
    case 'CHART':
      return <ChartTile component={c} width={width} />;
    case 'MARKDOWN':
      return <MarkdownBlock component={c} width={width} />;
    case 'HEADER':
      return <HeaderBlock component={c} />;
    case 'DIVIDER':
      return (
        <div className="dash-divider" style={{ height: DIVIDER_HEIGHT }} data-test="dashboard-component-divider" />
      );
    case 'TABS':
      return (
        <TabsBlock
          component={c}
          width={width}
          hideBar={hideTabBar}
          renderTab={(tab) => {
            // The active TAB is a component too: edit mode wraps it (a drop zone, its title, its handle).
            const stack = <Stack ids={tab.children} parentId={tab.id} width={width} />;
            return wrap ? wrap(tab, c.id, stack) : stack;
          }}
        />
      );
    case 'DYNAMIC':
      return <DynamicTile component={c} width={width} />;
    default:
      return <Stack ids={c.children} parentId={c.id} width={width} />;
  }
}

/** Children one under the other at the container's width (grid, tab, column). */
export function Stack({ ids, parentId, width }: { ids: readonly string[]; parentId: string; width: number }) {
  return (
    <>
      {ids.map((id) => (
        <LayoutNode key={id} id={id} parentId={parentId} width={width} />
      ))}
    </>
  );
}

function GridRow({ component, width }: { component: LayoutComponent; width: number }) {
  const { colWidth, model } = useDashboardView();
  const { layout } = useSnapshot(model.state);
  return (
    <div
      className={`dash-row grid-row${backgroundClass(component)}`}
      style={{ width }}
      data-test="grid-row"
      data-layout-id={component.id}
    >
      {component.children.map((id) => (
        <LayoutNode
          key={id}
          id={id}
          parentId={component.id}
          width={spanWidth(Number(layout[id]?.meta?.width), colWidth)}
        />
      ))}
    </div>
  );
}

function GridColumn({ component, width }: { component: LayoutComponent; width: number }) {
  return (
    <div
      className={`dash-column grid-column${backgroundClass(component)}`}
      style={{ width }}
      data-test="grid-column"
      data-layout-id={component.id}
    >
      <Stack ids={component.children} parentId={component.id} width={width} />
    </div>
  );
}

function HeaderBlock({ component }: { component: LayoutComponent }) {
  const size = component.meta?.headerSize ?? 'MEDIUM_HEADER';
  const style: CSSProperties = { minHeight: HEADER_HEIGHTS[size] ?? HEADER_HEIGHTS.MEDIUM_HEADER };
  return (
    <div
      className={`dash-header dash-header--${size.toLowerCase().replace('_header', '')}${backgroundClass(component)}`}
      style={style}
      data-test="dashboard-component-header"
      data-layout-id={component.id}
    >
      <h2 className="dash-header__text">{String(component.meta?.text ?? '')}</h2>
    </div>
  );
}

function DynamicTile({ component, width }: { component: LayoutComponent; width: number }) {
  return (
    <div
      className="dash-card dash-dynamic"
      style={{ width, height: unitHeight(component.meta?.height) }}
      data-layout-id={component.id}
    >
      <strong>{t('Component not supported')}</strong>
      <span>
        {t(
          'This dashboard holds an extension component (%s) that Loupe does not draw.',
          String(component.meta?.componentKey ?? 'DYNAMIC'),
        )}
      </span>
    </div>
  );
}
