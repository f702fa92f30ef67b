import { lazy, Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { AppContext, type AppContextValue } from '../../../../web/app/app-context.ts';
import { makePermissionCheck, type BootstrapData, type BootstrapUser } from '../../../../web/app/bootstrap.ts';
import type { EmbeddedUiConfig } from '../../../../web/embedded/ui-config.ts';
import { ErrorBoundary } from '../../../../web/shell/error-boundary.tsx';
import { PageLoading } from '../../../../web/shell/page-loading.tsx';
import { ToastRegion } from '../../../../web/toasts/toast-region.tsx';
import { VizRegistryContext } from '../../../../web/viz/viz-context.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import { embeddedSession } from './embedded-session.ts';

// Its own chunk, as on the normal page: the switchboard's listener must not wait for it.
const DashboardPage = lazy(() => import('../page/dashboard-page.tsx'));

export interface EmbeddedDashboardProps {
  dashboardId: number;
  uiConfig: EmbeddedUiConfig;
  /** The page's bootstrap (feature flags, theme, conf); its user is replaced by the guest. */
  bootstrap: BootstrapData;
  registry: IVizRegistry;
}

/**
 * The dashboard page for a guest (embedded-sdk.md §5): the normal page in its embedded mode, with
 * the guest's permissions (the guest role's, as `/api/v1/me/roles/` answered) and no navigation.
 */
export function EmbeddedDashboard({ dashboardId, uiConfig, bootstrap, registry }: EmbeddedDashboardProps) {
  const { guest } = useSnapshot(embeddedSession);
  const value = useMemo<AppContextValue>(() => {
    const user: BootstrapUser = {
      userId: 0,
      username: guest?.username ?? 'guest_user',
      firstName: guest?.first_name ?? '',
      lastName: guest?.last_name ?? '',
      email: null,
      isActive: true,
      isAdmin: false,
      roles: Object.fromEntries(
        Object.entries(guest?.roles ?? {}).map(([role, pairs]) => [
          role,
          pairs.map(([p, v]) => [p, v] as [string, string]),
        ]),
      ),
    };
    return {
      bootstrap: { ...bootstrap, user },
      contributions: { pages: [], navItems: [], commands: [] },
      can: makePermissionCheck(user),
    };
  }, [bootstrap, guest]);
  const search = useMemo(() => new URLSearchParams(window.location.search), []);
  const params = useMemo(() => ({ idOrSlug: String(dashboardId) }), [dashboardId]);
  return (
    <AppContext.Provider value={value}>
      <VizRegistryContext.Provider value={registry}>
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <DashboardPage params={params} search={search} embedded={uiConfig} />
          </Suspense>
        </ErrorBoundary>
        <ToastRegion />
      </VizRegistryContext.Provider>
    </AppContext.Provider>
  );
}
