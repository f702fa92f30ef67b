import { snapshot } from 'valtio';
import { setTheme } from '../theme/theme-store.ts';
import { embeddedState } from './embedded-state.ts';
import type { Switchboard } from './switchboard.ts';

export interface EmbeddedMethodDeps {
  dashboardId: number;
  /** The token arrived (first or refreshed). */
  onGuestToken(token: string): void;
  /** POST /api/v1/dashboard/<id>/permalink. */
  createPermalink(body: Record<string, unknown>): Promise<{ key: string; url: string }>;
  scrollSize(): { width: number; height: number };
}

/**
 * The methods Superset's embedded page defines for the SDK (embedded-sdk.md §3), on the page's
 * switchboard. Gets answer from the dashboard's state; emits (token, theme) change the page.
 */
export function defineEmbeddedMethods(sb: Switchboard, deps: EmbeddedMethodDeps): void {
  sb.defineMethod('guestToken', (args) => {
    const token = (args as { guestToken?: unknown } | null)?.guestToken;
    if (typeof token === 'string' && token !== '') deps.onGuestToken(token);
  });
  sb.defineMethod('getScrollSize', () => deps.scrollSize());
  sb.defineMethod('getActiveTabs', () => [...snapshot(embeddedState).activeTabs]);
  sb.defineMethod('getDataMask', () => structuredClone(snapshot(embeddedState).dataMask));
  sb.defineMethod('getChartStates', () => structuredClone(snapshot(embeddedState).chartStates));
  sb.defineMethod('getChartDataPayloads', (args) => {
    const payloads = structuredClone(snapshot(embeddedState).chartPayloads);
    const chartId = (args as { chartId?: unknown } | null)?.chartId;
    if (chartId === undefined || chartId === null) return payloads;
    const one = payloads[String(chartId)];
    return { [String(chartId)]: one ?? { error: true, message: `Chart ${String(chartId)} not found` } };
  });
  sb.defineMethod('getDashboardPermalink', async (args) => {
    const anchor = (args as { anchor?: unknown } | null)?.anchor;
    const state = snapshot(embeddedState);
    const { key, url } = await deps.createPermalink({
      urlParams: state.urlParams,
      dataMask: state.dataMask,
      activeTabs: state.activeTabs,
      ...(typeof anchor === 'string' && { anchor }),
    });
    // The host may turn the key into its own address (resolvePermalinkUrl); else the server's.
    try {
      const resolved = await sb.get<unknown>('resolvePermalinkUrl', { key });
      if (typeof resolved === 'string' && resolved !== '') return resolved;
    } catch {
      // Falls back to the server's address, as Superset's page.
    }
    return url;
  });
  sb.defineMethod('setThemeMode', (args) => {
    const mode = (args as { mode?: unknown } | null)?.mode;
    if (mode === 'dark') setTheme('dark');
    else if (mode === 'default') setTheme('light');
    else if (mode === 'system') setTheme('system');
  });
  sb.defineMethod('setThemeConfig', () => undefined);
}
