import { useEffect } from 'react';
import type { AppContextValue } from '../app/app-context.ts';
import { AppContext } from '../app/app-context.ts';
import { startRouter } from '../app/router.ts';
import { t } from '../i18n/t.ts';
import { CommandPalette } from '../palette/command-palette.tsx';
import { ToastRegion } from '../toasts/toast-region.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { findPage, PageOutlet } from './page-outlet.tsx';
import { TopNav } from './top-nav.tsx';

/** The frame every screen lives in: navigation, the current page, the palette and toasts. */
export function AppShell({ value }: { value: AppContextValue }) {
  useEffect(() => startRouter((pathname) => findPage(value.contributions.pages, pathname) !== null), [value]);
  return (
    <AppContext.Provider value={value}>
      <ErrorBoundary>
        <div className="app">
          <a className="skip-link" href="#main">
            {t('Skip to content')}
          </a>
          <TopNav />
          <main className="app__main" id="main" tabIndex={-1}>
            <PageOutlet />
          </main>
        </div>
        <CommandPalette />
        <ToastRegion />
      </ErrorBoundary>
    </AppContext.Provider>
  );
}
