import { createRoot } from 'react-dom/client';
import { parseUiConfig } from '../../../../web/embedded/ui-config.ts';
import { t } from '../../../../web/i18n/t.ts';
import { EmbeddedApp } from './embedded-app.tsx';
import { startEmbeddedSession, type EmbeddedBootstrap } from './embedded-session.ts';

/**
 * The web app in embedded mode (`/embedded/<uuid>`): no shell or navigation, the switchboard to
 * the host, then the dashboard. Until the dashboard page lands it shows the dashboard's frame.
 */
export function startEmbeddedPage(el: HTMLElement, boot: EmbeddedBootstrap): void {
  const uiConfig = parseUiConfig(window.location.search);
  startEmbeddedSession(boot);
  createRoot(el).render(
    <EmbeddedApp
      dashboardId={boot.embedded.dashboard_id}
      uiConfig={uiConfig}
      renderDashboard={({ dashboardId }) => (
        <div className="lp-embedded--message" data-test="embedded-dashboard-pending">
          {t('Dashboard %s', dashboardId)}
        </div>
      )}
    />,
  );
}
