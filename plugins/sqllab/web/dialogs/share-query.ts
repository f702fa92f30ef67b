import { api } from '../../../../web/api/client.ts';
import { writeClipboard } from '../../../../web/components/clipboard.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import type { DialogEditor } from './editor-fields.ts';

/**
 * The link that opens this query in SQL Lab: a saved query's `/sqllab/?savedQueryId=`, otherwise
 * a permalink to the tab's state (`POST /api/v1/sqllab/permalink` → `/sqllab/p/<key>`).
 */
export async function shareLink(editor: DialogEditor): Promise<string> {
  const origin = window.location.origin;
  if (editor.remoteId) return `${origin}/sqllab/?savedQueryId=${editor.remoteId}`;
  const res = await api.post<{ key: string; url?: string }>('/api/v1/sqllab/permalink', {
    dbId: editor.dbId,
    name: editor.name,
    catalog: editor.catalog ?? null,
    schema: editor.schema ?? null,
    sql: editor.sql,
    autorun: false,
    templateParams: editor.templateParams ?? null,
  });
  return res.url || `${origin}/sqllab/p/${res.key}`;
}

/** Share: build the link and copy it, with Superset's toasts. Answers the link, or null. */
export async function shareQuery(editor: DialogEditor): Promise<string | null> {
  let link: string;
  try {
    link = await shareLink(editor);
  } catch (err) {
    addDangerToast(t('There was an error with your request: %s', err instanceof Error ? err.message : String(err)));
    return null;
  }
  try {
    await writeClipboard(link);
    addSuccessToast(t('Link Copied!'));
    return link;
  } catch {
    addDangerToast(t('Sorry, your browser does not support copying.'));
    return null;
  }
}
