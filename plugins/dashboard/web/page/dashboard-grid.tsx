import { useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useElementSize } from '../../../../web/viz/use-element-size.ts';
import { GRID_ID, ROOT_ID } from '../../shared/index.ts';
import { DashboardViewContext, type DashboardView } from './dashboard-view-context.ts';
import { columnWidth } from './grid-geometry.ts';
import { LayoutNode } from './layout-node.tsx';

/** The measured grid: its width decides the column width every component is drawn with. */
export function DashboardGrid({ view }: { view: Omit<DashboardView, 'colWidth'> }) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);
  const { layout } = useSnapshot(view.model.state);
  const value = useMemo<DashboardView>(() => ({ ...view, colWidth: columnWidth(size.width) }), [view, size.width]);
  const top = layout[ROOT_ID]?.children ?? [GRID_ID];
  return (
    <DashboardViewContext.Provider value={value}>
      <div className="dashboard-grid grid-container" ref={ref} data-test="dashboard-grid">
        {size.width > 0 && top.map((id) => <LayoutNode key={id} id={id} parentId={ROOT_ID} width={size.width} />)}
      </div>
    </DashboardViewContext.Provider>
  );
}
