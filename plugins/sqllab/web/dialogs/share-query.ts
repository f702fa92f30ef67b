import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import type { DialogEditor } from './editor-fields.ts';

/** Copies text; the async Clipboard API first, else the old execCommand way. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied (no user gesture left, a permission policy): try the old way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

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
    await copyText(link);
    addSuccessToast(t('Link Copied!'));
    return link;
  } catch {
    addDangerToast(t('Sorry, your browser does not support copying.'));
    return null;
  }
}
