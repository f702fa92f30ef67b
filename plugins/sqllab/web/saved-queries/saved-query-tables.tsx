import { Tag } from '../../../../web/components/tag.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { tableName, type SavedQueryRow } from './saved-query-row.ts';

/** The tables a saved query reads: the first by name, the rest as "+N" (all of them in its tooltip). */
export function SavedQueryTables({ tables }: { tables: SavedQueryRow['sql_tables'] }) {
  if (!tables?.length) return <span className="lp-cell-muted">–</span>;
  const names = tables.map(tableName);
  return (
    <span className="sq-tables" title={names.join('\n')}>
      <span className="sq-tables__first">{names[0]}</span>
      {names.length > 1 && <Tag tone="neutral">{t('+%s', String(names.length - 1))}</Tag>}
    </span>
  );
}
