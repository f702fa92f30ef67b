import { t } from '../../../../web/i18n/t.ts';
import { failed, getPersistence, snapshot, sqllab, tabById } from './sqllab-store.ts';

/** Removes a run from its tab's history (and the server's). */
export async function removeQuery(clientId: string): Promise<void> {
  const q = sqllab.queries[clientId];
  if (!q) return;
  try {
    await getPersistence().removeQuery(q.sqlEditorId, clientId);
  } catch (err) {
    if ((err as { status?: number }).status !== 404) {
      failed(t('An error occurred while removing query. Please contact your administrator.'))(err);
      return;
    }
  }
  delete sqllab.queries[clientId];
  const tab = tabById(q.sqlEditorId);
  if (tab?.latestQueryId === clientId) tab.latestQueryId = null;
  snapshot();
}
