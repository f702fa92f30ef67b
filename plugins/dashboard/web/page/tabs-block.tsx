import { Fragment, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { LayoutComponent } from '../../shared/index.ts';
import { useDashboardView } from './dashboard-view-context.ts';
import { activeTabOf, TAB_BAR_HEIGHT } from './grid-geometry.ts';

/**
 * Tabs: the bar, then only the active tab's content (the model's activeTabs, else the first tab),
 * so a hidden tab's charts neither mount nor load until it is shown.
 */
export function TabsBlock({
  component,
  width,
  hideBar = false,
  renderTab,
}: {
  component: LayoutComponent;
  width: number;
  /** The embedded SDK's `hideTab` on a top-level TABS: only the active tab's content. */
  hideBar?: boolean;
  /** Draws the active tab's children (layout-node's Stack: passed in, so the two files import one way). */
  renderTab: (tab: LayoutComponent) => ReactNode;
}) {
  const { model, wrapTabTitle } = useDashboardView();
  const { layout, activeTabs } = useSnapshot(model.state);
  const active = activeTabOf(component, activeTabs);
  const tab = active ? layout[active] : undefined;
  return (
    <div className="dash-tabs" style={{ width }} data-test="dashboard-component-tabs" data-layout-id={component.id}>
      <div className="dash-tabs__bar" role="tablist" style={{ height: TAB_BAR_HEIGHT }} hidden={hideBar}>
        {component.children.map((id) => {
          const selected = id === active;
          const button = (
            <button
              key={id}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={selected}
              aria-controls={`tabpanel-${id}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'dash-tabs__tab dash-tabs__tab--active' : 'dash-tabs__tab'}
              data-layout-id={id}
              onClick={() => model.selectTab(component.id, id)}
              onKeyDown={(e) => {
                const i = component.children.indexOf(id);
                const next =
                  e.key === 'ArrowRight'
                    ? component.children[i + 1]
                    : e.key === 'ArrowLeft'
                      ? component.children[i - 1]
                      : undefined;
                if (next) {
                  model.selectTab(component.id, next);
                  document.getElementById(`tab-${next}`)?.focus();
                }
              }}
            >
              {String(layout[id]?.meta?.text || layout[id]?.meta?.defaultText || '') || '\u00a0'}
            </button>
          );
          const tabNode = layout[id];
          return wrapTabTitle && tabNode ? (
            <Fragment key={id}>{wrapTabTitle(tabNode as LayoutComponent, selected, button)}</Fragment>
          ) : (
            button
          );
        })}
      </div>
      {tab && (
        <div className="dash-tabs__panel" role="tabpanel" id={`tabpanel-${tab.id}`} aria-labelledby={`tab-${tab.id}`}>
          {renderTab(tab as LayoutComponent)}
        </div>
      )}
    </div>
  );
}
