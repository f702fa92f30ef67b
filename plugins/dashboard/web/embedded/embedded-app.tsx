import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { EmptyState } from '../../../../web/components/empty-state.tsx';
import { Spinner } from '../../../../web/components/spinner.tsx';
import type { EmbeddedUiConfig } from '../../../../web/embedded/ui-config.ts';
import { t } from '../../../../web/i18n/t.ts';
import { embeddedSession } from './embedded-session.ts';
import './embedded.css';

export interface EmbeddedAppProps {
  dashboardId: number;
  uiConfig: EmbeddedUiConfig;
  /** Draws the dashboard once the guest is known (the dashboard page, without navigation). */
  renderDashboard: (props: { dashboardId: number; uiConfig: EmbeddedUiConfig }) => ReactNode;
}

/** The `/embedded/<uuid>` page: no navigation, Superset's messages word for word, then the dashboard. */
export function EmbeddedApp({ dashboardId, uiConfig, renderDashboard }: EmbeddedAppProps) {
  const session = useSnapshot(embeddedSession);
  if (session.phase === 'not-framed')
    return (
      <div className="lp-embedded lp-embedded--message" data-test="embedded-not-framed">
        <EmptyState
          size="big"
          title={t('This page is intended to be embedded in an iframe, but it looks like that is not the case.')}
        />
      </div>
    );
  if (session.phase === 'failed')
    return (
      <div className="lp-embedded lp-embedded--message" data-test="embedded-auth-failed">
        <EmptyState
          size="big"
          title={t('Something went wrong with embedded authentication. Check the dev console for details.')}
        />
      </div>
    );
  if (session.phase !== 'ready')
    return (
      <div className="lp-embedded lp-embedded--message" data-test="embedded-waiting">
        <Spinner size={32} />
      </div>
    );
  return (
    <div className="lp-embedded" data-test="embedded-dashboard" data-dashboard-id={dashboardId}>
      {renderDashboard({ dashboardId, uiConfig })}
    </div>
  );
}
