import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../../web/app/app-context.ts';
import type { PageProps } from '../../../web/app/web-plugin.ts';
import { Button } from '../../../web/components/button.tsx';
import { EmptyState } from '../../../web/components/empty-state.tsx';
import { Spinner } from '../../../web/components/spinner.tsx';
import { t } from '../../../web/i18n/t.ts';
import { activeCompletionContext, loadColumnsFor } from './editor/completion-context.ts';
import { setCompletionContext } from './editor/monaco-sql-setup.ts';
import { TabWorkspace } from './editor/tab-workspace.tsx';
import { useOpenRequestedQuery } from './open-query/use-open-requested-query.ts';
import { resumeRuns } from './run/run-query.ts';
import { readSqlLabConfig } from './state/sqllab-config.ts';
import { flushSql } from './state/editor-text.ts';
import { initSqlLab } from './state/init-sqllab.ts';
import { sqllab } from './state/sqllab-store.ts';
import { openTab } from './state/tab-actions.ts';
import { QueryTabBar } from './tabs/query-tab-bar.tsx';
import './sqllab.css';

/** The SQL Lab page: query tabs, each with its left bar, editor and south pane. */
export default function SqlLabPage(_props: PageProps) {
  const { bootstrap } = useApp();
  const snap = useSnapshot(sqllab);

  useEffect(() => {
    setCompletionContext(activeCompletionContext, loadColumnsFor);
    void initSqlLab(readSqlLabConfig(bootstrap)).then(resumeRuns);
    const flush = () => flushSql();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flushSql();
    };
  }, [bootstrap]);

  // A query asked for by the address or a form post opens in a new tab once the tabs are loaded.
  useOpenRequestedQuery(openTab, snap.status === 'ready');

  const active = snap.tabs.find((tab) => tab.id === snap.activeTabId) ?? null;

  return (
    <div className="sqllab" data-testid="sqllab-page">
      <h1 className="visually-hidden">{t('SQL Lab')}</h1>
      {snap.status === 'loading' && (
        <div className="sqllab__loading">
          <Spinner size={18} /> {t('Loading SQL Lab...')}
        </div>
      )}
      {snap.status === 'error' && (
        <EmptyState
          size="big"
          title={t('SQL Lab could not be loaded')}
          description={snap.loadError}
          action={<Button onClick={() => void initSqlLab(readSqlLabConfig(bootstrap))}>{t('Try again')}</Button>}
        />
      )}
      {snap.status === 'ready' && (
        <>
          <QueryTabBar />
          {active && !active.loaded && (
            <div className="sqllab__loading">
              <Spinner size={18} /> {t('Loading the tab...')}
            </div>
          )}
          {active?.loaded && <TabWorkspace key={active.id} editor={active} />}
        </>
      )}
    </div>
  );
}
