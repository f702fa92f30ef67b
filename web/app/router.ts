import { proxy } from 'valtio';

/**
 * The browser address as a valtio model: pages read `useSnapshot(routerStore)`, and navigation
 * goes through navigate() (history API) or a plain same-site link click, intercepted when the
 * target is a page this app renders.
 */
export const routerStore = proxy({ pathname: location.pathname, search: location.search, hash: location.hash });

function sync(): void {
  routerStore.pathname = location.pathname;
  routerStore.search = location.search;
  routerStore.hash = location.hash;
}

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const url = new URL(to, location.href);
  if (url.origin !== location.origin) {
    location.assign(url.href);
    return;
  }
  const next = url.pathname + url.search + url.hash;
  if (next === location.pathname + location.search + location.hash) return;
  if (opts.replace) history.replaceState(null, '', next);
  else history.pushState(null, '', next);
  sync();
  if (!url.hash) window.scrollTo(0, 0);
}

/**
 * Starts listening to Back/Forward and to clicks on links. `handles(pathname)` says whether the
 * app renders that path itself; other links (the API, /logout/) load normally.
 */
export function startRouter(handles: (pathname: string) => boolean): () => void {
  const onPop = () => sync();
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || !a.href || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !handles(url.pathname)) return;
    // An anchor on this very page (`#main`) is the browser's to follow.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  window.addEventListener('popstate', onPop);
  document.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('popstate', onPop);
    document.removeEventListener('click', onClick);
  };
}
