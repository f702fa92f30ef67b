import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../../web/components/spinner.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { catalog, metadataKey, type TableKey } from '../catalog/catalog-cache.ts';
import { SqlLabIcon } from '../components/sqllab-icons.tsx';
import type { QueryEditor } from '../state/editor-types.ts';
import { previewTable, toggleTable } from '../state/table-actions.ts';

function keyLabel(key: Pick<TableKey, 'type' | 'unique'>): string {
  if (key.type === 'pk') return t('Primary key');
  if (key.type === 'fk') return t('Foreign key');
  return key.unique ? t('Unique index') : t('Index');
}

/** A table of the list: click to expand its columns (types, keys) and indexes; the eye previews its data. */
export function TableItem({
  editor,
  dbId,
  schema,
  name,
  type,
  expanded,
}: {
  editor: Snapshot<QueryEditor>;
  dbId: number;
  schema: string;
  name: string;
  type: string;
  expanded: boolean;
}) {
  const cat = useSnapshot(catalog);
  const md = cat.metadata[metadataKey(dbId, schema, name)];
  return (
    <li className={`sqllab-table${expanded ? ' sqllab-table--open' : ''}`} data-testid="table-item" data-table={name}>
      <div className="sqllab-table__row">
        <button
          type="button"
          className="sqllab-table__toggle"
          aria-expanded={expanded}
          onClick={() => void toggleTable(editor, schema, name)}
        >
          <SqlLabIcon name={expanded ? 'chevronDown' : 'chevronRight'} size={14} className="sqllab-table__chevron" />
          <SqlLabIcon
            name={type === 'view' || type === 'materialized_view' ? 'view' : 'grid'}
            size={14}
            className="sqllab-table__icon"
          />
          <span className="sqllab-table__name" title={name}>
            {name}
          </span>
        </button>
        <button
          type="button"
          className="lp-icon-button sqllab-table__preview"
          aria-label={t('Data preview of %s', name)}
          title={t('Data preview')}
          onClick={() => void previewTable(editor, schema, name)}
        >
          <SqlLabIcon name="eye" size={15} />
        </button>
      </div>
      {expanded && (
        <div className="sqllab-table__details">
          {(!md || md.status === 'loading') && (
            <div className="sqllab-table__loading">
              <Spinner size={12} /> {t('Loading...')}
            </div>
          )}
          {md?.status === 'error' && (
            <div className="sqllab-table__error" role="alert">
              {md.error}
            </div>
          )}
          {md?.data && (
            <>
              <ul className="sqllab-columns" aria-label={t('Columns of %s', name)}>
                {md.data.columns.map((c) => {
                  const keys = c.keys ?? [];
                  return (
                    <li key={c.name} className="sqllab-column" data-testid="table-column">
                      <span className="sqllab-column__name">
                        {keys.map((k) => (
                          <span
                            key={`${k.type}${k.name}`}
                            className={`sqllab-column__key sqllab-column__key--${k.type}`}
                            title={`${keyLabel(k)}${k.name ? ` ${k.name}` : ''}`}
                          >
                            <SqlLabIcon name="key" size={12} />
                          </span>
                        ))}
                        {c.name}
                      </span>
                      <span className="sqllab-column__type">{c.type ?? ''}</span>
                    </li>
                  );
                })}
              </ul>
              {md.data.indexes.length > 0 && (
                <div className="sqllab-indexes">
                  <div className="sqllab-indexes__title">{t('Keys and indexes')}</div>
                  <ul>
                    {md.data.indexes.map((k, i) => (
                      <li key={`${k.name}${i}`} className="sqllab-index" data-testid="table-index">
                        <span className="sqllab-index__kind">{keyLabel(k)}</span>
                        <span className="sqllab-index__cols">
                          {k.name ? `${k.name}: ` : ''}
                          {k.column_names.join(', ')}
                          {k.referred_table ? ` → ${k.referred_table}(${(k.referred_columns ?? []).join(', ')})` : ''}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}
