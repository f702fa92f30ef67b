import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/app-context.ts';
import { matchPath } from '../app/match-path.ts';
import { routerStore } from '../app/router.ts';
import type { PageContribution, PageProps } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoading } from './page-loading.tsx';

const lazyPages = new WeakMap<PageContribution, LazyExoticComponent<ComponentType<PageProps>>>();

function lazyPage(page: PageContribution) {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(page.load);
    lazyPages.set(page, component);
  }
  return component;
}

export function findPage(
  pages: readonly PageContribution[],
  pathname: string,
): { page: PageContribution; params: Record<string, string> } | null {
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}

/** The page for the current address, loaded lazily (its own chunk) with a loading state. */
export function PageOutlet() {
  const { contributions } = useApp();
  const { pathname, search } = useSnapshot(routerStore);
  // The match carries its page's component, made once per page (outside render) and reused.
  const match = useMemo(() => {
    const found = findPage(contributions.pages, pathname);
    return found && { ...found, Page: lazyPage(found.page) };
  }, [contributions.pages, pathname]);
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const title = match ? match.page.title : t('Page not found');

  useEffect(() => {
    document.title = `${title} · Loupe`;
  }, [title]);

  if (!match) return <NotFoundPage />;
  const { Page } = match;
  return (
    <ErrorBoundary key={match.page.path}>
      <Suspense fallback={<PageLoading />}>
        <Page params={match.params} search={searchParams} />
      </Suspense>
    </ErrorBoundary>
  );
}
