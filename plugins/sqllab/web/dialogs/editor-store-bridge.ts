import { api } from '../../../../web/api/client.ts';
import { getPersistence, snapshot, tabById } from '../state/sqllab-store.ts';
import type { DialogDatabase, OnSaved } from './editor-fields.ts';

/**
 * Ties a tab to the saved query it was saved as (its remoteId and name), here and in the tab's
 * stored state. Rejects when the stored state could not take it, so the save dialog can say
 * 'Your query was not properly saved'.
 */
export function tieTabToSavedQuery(tabId: string): OnSaved {
  return async ({ remoteId, name }) => {
    const tab = tabById(tabId);
    if (!tab) return;
    tab.remoteId = remoteId;
    tab.name = name;
    snapshot();
    await getPersistence().updateTab(tabId, { remoteId, name });
  };
}

/** Sets a tab's template parameters here and in its stored state; rejects when storing failed. */
export async function setTabTemplateParams(tabId: string, templateParams: string): Promise<void> {
  const tab = tabById(tabId);
  if (!tab) return;
  tab.templateParams = templateParams;
  snapshot();
  await getPersistence().updateTab(tabId, { templateParams });
}

const databases = new Map<number, Promise<DialogDatabase | null>>();

/** A database's capabilities (`allows_cost_estimate`…), read once a page load from the database API. */
export function databaseCapabilities(id: number): Promise<DialogDatabase | null> {
  let found = databases.get(id);
  if (!found) {
    found = api
      .get<{ result: DialogDatabase }>(`/api/v1/database/${id}`)
      .then((res) => ({ ...res.result, id }))
      .catch(() => {
        databases.delete(id);
        return null;
      });
    databases.set(id, found);
  }
  return found;
}
