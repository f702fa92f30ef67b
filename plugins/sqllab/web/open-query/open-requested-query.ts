import type { OpenTabFields } from '../state/editor-types.ts';
import { loadOpenRequest } from './load-open-request.ts';
import { hasOpenParams, parseOpenRequest, type RequestedQuery } from './open-request.ts';

/**
 * Opens what the page was asked to open: the bootstrap's `requested_query` (the form post) and
 * the address (`?savedQueryId=`, `?queryId=`, `?id=`, `?permalink=`, `/sqllab/p/<key>`,
 * `?datasourceKey=`, `?dbid=&schema=&sql=&autorun=`) in a new tab, after cleaning the address
 * (so a reload does not open it twice). Answers whether a tab was opened.
 */
export async function openRequestedQuery(opts: {
  requested: RequestedQuery | null | undefined;
  pathname: string;
  search: string;
  openTab: (fields: OpenTabFields) => unknown;
  cleanUrl?: () => void;
}): Promise<boolean> {
  const req = parseOpenRequest(opts.requested, opts.pathname, opts.search);
  if (hasOpenParams(opts.pathname, opts.search)) opts.cleanUrl?.();
  if (!req) return false;
  const fields = await loadOpenRequest(req);
  if (!fields) return false;
  await opts.openTab(fields);
  return true;
}
