import { useEffect } from 'react';
import { useApp } from '../../../../web/app/app-context.ts';
import { navigate } from '../../../../web/app/router.ts';
import type { OpenTabFields } from '../state/editor-types.ts';
import { hasOpenParams, type RequestedQuery } from './open-request.ts';
import { openRequestedQuery } from './open-requested-query.ts';

/** The bootstrap objects whose `requested_query` was already opened (once per page load). */
const consumed = new WeakSet<object>();

/**
 * The SQL Lab page's hook for opening a query in a new tab: once the editor's store is ready,
 * open the requested query through `openTab`, then clean the address to `/sqllab/` — once per
 * page load, however often React runs the effect.
 */
export function useOpenRequestedQuery(openTab: (fields: OpenTabFields) => unknown, ready = true): void {
  const { bootstrap } = useApp();
  useEffect(() => {
    if (!ready) return;
    const { pathname, search } = window.location;
    const requested = consumed.has(bootstrap)
      ? null
      : ((bootstrap as unknown as { requested_query?: RequestedQuery }).requested_query ?? null);
    consumed.add(bootstrap);
    if (!requested && !hasOpenParams(pathname, search)) return;
    void openRequestedQuery({
      requested,
      pathname,
      search,
      openTab,
      cleanUrl: () => navigate('/sqllab/', { replace: true }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the store is ready; `consumed` keeps the bootstrap's request from opening twice
  }, [ready]);
}
