import { t } from '../../../../web/i18n/t.ts';
import { failed, getPersistence, snapshot, tabById } from './sqllab-store.ts';
import { FIELD_ERRORS } from './tab-messages.ts';

const SQL_WRITE_DELAY_MS = 800;
/** Pending editor-text writes, per tab. */
const sqlTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** The editor's text: changed here at once, written to the server once typing pauses. */
export function setSql(id: string, sql: string): void {
  const tab = tabById(id);
  if (!tab || tab.sql === sql) return;
  tab.sql = sql;
  clearTimeout(sqlTimers.get(id));
  sqlTimers.set(
    id,
    setTimeout(() => {
      sqlTimers.delete(id);
      snapshot();
      void getPersistence()
        .updateTab(id, { sql: tabById(id)?.sql ?? sql })
        .catch(failed(t(FIELD_ERRORS.sql!)));
    }, SQL_WRITE_DELAY_MS),
  );
}

/** Writes pending editor text now (before the page goes away or a run). */
export function flushSql(): void {
  for (const [id, timer] of sqlTimers) {
    clearTimeout(timer);
    sqlTimers.delete(id);
    const tab = tabById(id);
    if (tab)
      void getPersistence()
        .updateTab(id, { sql: tab.sql })
        .catch(failed(t(FIELD_ERRORS.sql!)));
  }
  snapshot();
}

/** Drops a tab's pending text write (the tab is going away). */
export function cancelSqlWrite(id: string): void {
  clearTimeout(sqlTimers.get(id));
  sqlTimers.delete(id);
}
