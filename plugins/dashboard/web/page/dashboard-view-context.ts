import { createContext, useContext, type ReactNode } from 'react';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import type { LayoutComponent } from '../../shared/index.ts';
import type { DashboardModel } from './dashboard-model.ts';

/** What each grid component reads while drawing. */
export interface DashboardView {
  model: DashboardModel;
  registry: IVizRegistry;
  /** One grid column's width in px (grid-geometry.ts's columnWidth of the measured grid). */
  colWidth: number;
  escapeMarkdownHtml: boolean;
  can(perm: string, view: string): boolean;
  /** The embedded SDK's `hideChartControls`: the tiles draw without their "…" menu. */
  hideChartControls?: boolean;
  /** The embedded SDK's `hideTab`: a TABS right under the root draws its active tab without the bar. */
  hideTopLevelTabs?: boolean;
  /**
   * Edit mode wraps every drawn component here (drag handle, resize, delete, its own chrome); the
   * view draws `node` as is. `parentId` is the component the node sits in.
   */
  wrap?: (component: LayoutComponent, parentId: string, node: ReactNode) => ReactNode;
  /**
   * Edit mode draws each tab's label in the tab bar here (`button` is the view's tab): clicking the
   * active tab's label edits its title in place. The view draws `button` as is.
   */
  wrapTabTitle?: (tab: LayoutComponent, selected: boolean, button: ReactNode) => ReactNode;
}

export const DashboardViewContext = createContext<DashboardView | null>(null);

export function useDashboardView(): DashboardView {
  const view = useContext(DashboardViewContext);
  if (!view) throw new Error('useDashboardView() outside a dashboard');
  return view;
}
