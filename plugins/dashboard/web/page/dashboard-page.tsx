import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../../../web/app/app-context.ts';
import { navigate, routerStore } from '../../../../web/app/router.ts';
import type { PageProps } from '../../../../web/app/web-plugin.ts';
import { EmptyState } from '../../../../web/components/empty-state.tsx';
import { embeddedState } from '../../../../web/embedded/embedded-state.ts';
import type { EmbeddedUiConfig } from '../../../../web/embedded/ui-config.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import { PageLoading } from '../../../../web/shell/page-loading.tsx';
import type { LayoutComponent } from '../../shared/index.ts';
import { useVizRegistry } from '../../../../web/viz/viz-context.ts';
import { logMountDashboard, useRenderChartEvents } from './dashboard-events.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { DashboardModel } from './dashboard-model.ts';
import { DashboardGrid } from './dashboard-grid.tsx';
import type { DashboardView } from './dashboard-view-context.ts';
import { EditHeaderActions } from '../edit/edit-header-actions.tsx';
import { EditMode } from '../edit/edit-mode.tsx';
import { editWrap } from '../edit/editable-node.tsx';
import { editTabTitle } from '../edit/tab-title-editor.tsx';
import { LayoutEditor } from '../edit/layout-editor.ts';
import { createBrowserQueryPlanner, preloadVizTypes, readPlannerSettings } from '../planner/browser-planner.ts';
import { tabPathTo } from './tab-path.ts';
import { useAutoRefresh } from './use-auto-refresh.ts';
import { useDashboardCss } from './use-dashboard-css.ts';
import './dashboard.css';

/** Superset's DashboardStandaloneMode: 1 hides the navigation, 2 also the title, 3 (reports) also the tile menus. */
export function standaloneMode(search: URLSearchParams): 0 | 1 | 2 | 3 {
  const raw = search.get('standalone');
  if (raw === 'true') return 1;
  const n = Number(raw);
  return n === 1 || n === 2 || n === 3 ? n : 0;
}

export interface DashboardPageProps extends PageProps {
  /**
   * Set on `/embedded/<uuid>` (the guest's page, embedded-sdk.md §5): read-only (no edit,
   * favourite, publish or delete), the address stays the embedding's, and the SDK's `uiConfig`
   * hides the title, the top-level tab bar or the tiles' menus.
   */
  embedded?: EmbeddedUiConfig;
}

/** `/superset/dashboard/<id_or_slug>/` in view mode (and the embedded page's dashboard). */
export default function DashboardPage({ params, search, embedded }: DashboardPageProps) {
  const idOrSlug = params.idOrSlug ?? '';
  const registry = useVizRegistry();
  const { bootstrap, can } = useApp();
  // The dashboard's one loader (planner/README.md): `?planner=naive` is the bench's load-everything switch.
  const model = useMemo(
    () =>
      new DashboardModel(
        (dashboardId) =>
          createBrowserQueryPlanner({
            dashboardId,
            registry,
            settings: readPlannerSettings(bootstrap, window.location.search),
          }),
        {
          readOnly: Boolean(embedded),
          onCharts: (charts) =>
            preloadVizTypes(
              registry,
              charts.map((c) => String(c.form_data.viz_type)),
            ),
        },
      ),
    [registry, bootstrap, embedded],
  );
  const snap = useSnapshot(model.state);
  // Embedded, there is no navigation to hide: at least standalone 1 (and 2 with hideTitle).
  const standalone = embedded
    ? (Math.max(standaloneMode(search), embedded.hideTitle ? 2 : 1) as 1 | 2 | 3)
    : standaloneMode(search);

  useEffect(() => {
    const d = model.state.dashboard;
    // The address turning from the id into the slug (below) is the same dashboard: no reload.
    if (d && (String(d.id) === idOrSlug || d.slug === idOrSlug)) return;
    const hash = decodeURIComponent(routerStore.hash.replace(/^#/, ''));
    // `?permalink_key=` (where /superset/dashboard/p/<key>/ redirects): its tabs, anchor and filters.
    const key = new URLSearchParams(location.search).get('permalink_key');
    const kept = key ? dashboardApi.permalinkState(key).catch(() => null) : Promise.resolve(null);
    void kept.then(async (state) => {
      if (key && !state) addDangerToast(t('The permalink could not be opened: it is unknown or has expired.'));
      await model.load(idOrSlug, state?.activeTabs ?? []);
      if (model.state.status !== 'ready') return;
      for (const [id, mask] of Object.entries(state?.dataMask ?? {})) model.setDataMask(id, mask);
      // The anchor (a tab, or a component inside tabs) opens the tabs above it, as the address's hash does.
      const anchor = hash || state?.anchor;
      if (anchor && model.state.layout[anchor]) model.state.activeTabs = tabPathTo(model.state.layout, anchor);
    });
  }, [model, idOrSlug]);
  useEffect(() => () => model.dispose(), [model]);

  // After load the address names the dashboard by its slug when it has one (spec §2); embedded, it stays the embedding's.
  useEffect(() => {
    const path = snap.status === 'ready' && !embedded ? model.canonicalPath() : null;
    if (path && path !== location.pathname) navigate(path + location.search + location.hash, { replace: true });
  }, [snap.status, model, embedded]);

  // The host asks the embedded page for its active tabs and data mask (getActiveTabs, getDataMask).
  useEffect(() => {
    if (!embedded) return;
    embeddedState.activeTabs = [...snap.activeTabs];
    embeddedState.dataMask = JSON.parse(JSON.stringify(snap.dataMask)) as Record<string, unknown>;
  }, [embedded, snap.activeTabs, snap.dataMask]);

  // The last tab chosen is the address's anchor, as Superset's links to a tab are.
  const lastTab = snap.activeTabs[snap.activeTabs.length - 1];
  useEffect(() => {
    if (!lastTab || snap.status !== 'ready') return;
    if (location.hash !== `#${lastTab}`)
      history.replaceState(history.state, '', `${location.pathname}${location.search}#${lastTab}`);
  }, [lastTab, snap.status]);

  // Client events (dashboard-events.ts): one mount_dashboard per dashboard shown, render_chart per draw.
  const readyId = snap.status === 'ready' ? (snap.dashboard?.id ?? null) : null;
  useEffect(() => {
    if (readyId === null) return;
    const s = model.state;
    logMountDashboard(readyId, {
      editMode: s.editMode,
      published: s.isPublished,
      empty: !(Object.values(s.layout) as LayoutComponent[]).some((c) => c?.type === 'CHART' || c?.type === 'MARKDOWN'),
      mountMs: performance.now(),
    });
  }, [readyId, model]);
  useRenderChartEvents(readyId === null ? null : model.planner, readyId, (chartId) => {
    const fd = model.state.charts[chartId]?.form_data as { viz_type?: string } | undefined;
    return fd?.viz_type;
  });

  useDashboardCss(snap.status === 'ready' ? snap.css : '', 'dashboard-page');
  useAutoRefresh(model, snap.status === 'ready' ? snap.refreshFrequency : 0);

  const flags = bootstrap.common.feature_flags;
  // Edit mode (../edit/): one layout editor per editing session, driving this page's model.
  const editing = snap.status === 'ready' && snap.editMode;
  const editor = useMemo(() => (editing ? new LayoutEditor(model) : null), [editing, model]);
  const view = useMemo<Omit<DashboardView, 'colWidth'>>(
    () => ({
      model,
      registry,
      escapeMarkdownHtml: Boolean(flags.ESCAPE_MARKDOWN_HTML),
      can: (perm, viewName) => can({ perm, view: viewName }),
      wrap: editor ? editWrap : undefined,
      wrapTabTitle: editor ? editTabTitle : undefined,
      hideChartControls: embedded?.hideChartControls ?? false,
      hideTopLevelTabs: embedded?.hideTab ?? false,
    }),
    [model, registry, flags, can, editor, embedded],
  );

  // `?edit=true` opens edit mode, only for a user who may edit (spec §6).
  const askedEdit = search.get('edit') === 'true';
  const mayEdit =
    !embedded &&
    snap.status === 'ready' &&
    !!snap.dashboard &&
    (bootstrap.user.isAdmin || snap.dashboard.owners.some((o) => o.id === bootstrap.user.userId)) &&
    can({ perm: 'can_write', view: 'Dashboard' });
  useEffect(() => {
    if (askedEdit && mayEdit) model.setEditMode(true);
  }, [askedEdit, mayEdit, model]);

  if (snap.status === 'failed')
    return (
      <div className="dashboard-page dashboard-page--message">
        <EmptyState
          size="big"
          icon="dashboard"
          title={snap.errorStatus === 404 ? t('Dashboard not found') : t('Unexpected error')}
          description={snap.error}
        />
      </div>
    );
  if (snap.status === 'loading' || !snap.dashboard) return <PageLoading />;

  const user = bootstrap.user;
  const isOwner = !embedded && (user.isAdmin || snap.dashboard.owners.some((o) => o.id === user.userId));
  const canEdit = isOwner && can({ perm: 'can_write', view: 'Dashboard' });
  const toggleFullScreen = () => {
    const next = new URLSearchParams(location.search);
    if (standalone) next.delete('standalone');
    else next.set('standalone', '1');
    const q = next.toString();
    navigate(`${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
  };

  return (
    <>
      <div
        className={[
          'dashboard-page',
          standalone ? 'dashboard-page--standalone' : '',
          embedded ? 'dashboard-page--embedded' : '',
          standalone === 3 ? 'dashboard-page--report' : '',
          snap.fullSizeChartId !== null ? 'dashboard-page--full-chart' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        data-test="dashboard-content"
        data-standalone={standalone || undefined}
        data-embedded={embedded ? true : undefined}
      >
        {standalone < 2 && (
          <DashboardHeader
            model={model}
            canEdit={canEdit}
            canShare={can({ perm: 'can_share_dashboard', view: 'Superset' })}
            isOwner={isOwner}
            readOnly={Boolean(embedded)}
            rbac={Boolean(flags.DASHBOARD_RBAC)}
            canEmbed={
              !embedded && Boolean(flags.EMBEDDED_SUPERSET) && can({ perm: 'can_set_embedded', view: 'Dashboard' })
            }
            fullScreen={standalone > 0}
            onToggleFullScreen={toggleFullScreen}
            onDeleted={() => navigate('/dashboard/list/')}
          />
        )}
        {editor ? (
          <>
            <EditHeaderActions
              editor={editor}
              rbac={Boolean(flags.DASHBOARD_RBAC)}
              navigate={(path) => navigate(path)}
            />
            <EditMode editor={editor}>
              <DashboardGrid view={view} />
            </EditMode>
          </>
        ) : (
          <DashboardGrid view={view} />
        )}
        {snap.fullSizeChartId !== null && (
          <div className="dash-full-backdrop" onClick={() => model.setFullSizeChart(null)} aria-hidden="true" />
        )}
      </div>
    </>
  );
}
