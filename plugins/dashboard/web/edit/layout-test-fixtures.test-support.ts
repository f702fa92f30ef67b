// Small layouts for the layout-ops tests.
import type { DashboardLayout, LayoutComponent, LayoutType } from '../../shared/layout-types.ts';
import { withParents } from './layout-parents.ts';

export function c(
  id: string,
  type: LayoutType,
  children: string[] = [],
  meta: LayoutComponent['meta'] = {},
): LayoutComponent {
  return { id, type, children, meta };
}

/** ROOT > GRID > [ROW-a > [CHART-1 (4), CHART-2 (4)], HEADER-h, ROW-b > [MARKDOWN-m (6)]] */
export function sampleLayout(): DashboardLayout {
  return withParents({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: c('ROOT_ID', 'ROOT', ['GRID_ID']),
    GRID_ID: c('GRID_ID', 'GRID', ['ROW-a', 'HEADER-h', 'ROW-b']),
    HEADER_ID: c('HEADER_ID', 'HEADER', [], { text: 'Sales' }),
    'ROW-a': c('ROW-a', 'ROW', ['CHART-1', 'CHART-2']),
    'CHART-1': c('CHART-1', 'CHART', [], { chartId: 1, width: 4, height: 50 }),
    'CHART-2': c('CHART-2', 'CHART', [], { chartId: 2, width: 4, height: 50 }),
    'HEADER-h': c('HEADER-h', 'HEADER', [], { text: 'Section' }),
    'ROW-b': c('ROW-b', 'ROW', ['MARKDOWN-m']),
    'MARKDOWN-m': c('MARKDOWN-m', 'MARKDOWN', [], { width: 6, height: 50, code: '# hi' }),
  } as unknown as DashboardLayout);
}

/** ROOT > TABS-top > [TAB-1 > [ROW-1 > CHART-1, TABS-n > [TAB-n1 > [], TAB-n2 > []]], TAB-2 > []] */
export function tabbedLayout(): DashboardLayout {
  return withParents({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: c('ROOT_ID', 'ROOT', ['TABS-top']),
    GRID_ID: c('GRID_ID', 'GRID', []),
    HEADER_ID: c('HEADER_ID', 'HEADER', [], { text: 'Tabs' }),
    'TABS-top': c('TABS-top', 'TABS', ['TAB-1', 'TAB-2']),
    'TAB-1': c('TAB-1', 'TAB', ['ROW-1', 'TABS-n'], { text: 'One' }),
    'TAB-2': c('TAB-2', 'TAB', [], { text: 'Two' }),
    'ROW-1': c('ROW-1', 'ROW', ['CHART-1']),
    'CHART-1': c('CHART-1', 'CHART', [], { chartId: 1, width: 4, height: 50 }),
    'TABS-n': c('TABS-n', 'TABS', ['TAB-n1', 'TAB-n2']),
    'TAB-n1': c('TAB-n1', 'TAB', [], { text: 'N1' }),
    'TAB-n2': c('TAB-n2', 'TAB', [], { text: 'N2' }),
  } as unknown as DashboardLayout);
}
