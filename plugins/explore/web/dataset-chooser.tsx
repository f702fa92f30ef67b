import { useEffect, useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { t } from '../../../web/i18n/t.ts';

/** The datasets the user can open Explore on, when the URL names none or a missing one. */
export function DatasetChooser({ swap }: { swap: boolean }) {
  const [list, setList] = useState<{ id: number; table_name: string; schema?: string | null }[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<{ result: { id: number; table_name: string; schema?: string | null }[] }>('/api/v1/dataset/', {
        columns: ['id', 'table_name', 'schema'],
        order_column: 'table_name',
        order_direction: 'asc',
        page_size: 100,
      })
      .then(
        (res) => live && setList(res.result),
        () => live && setList([]),
      );
    return () => {
      live = false;
    };
  }, []);
  if (!list?.length) return null;
  return (
    <nav className="ex-chooser" aria-label={swap ? t('Swap dataset') : t('Choose a dataset')}>
      <h2>{swap ? t('Swap dataset') : t('Choose a dataset')}</h2>
      <ul>
        {list.map((d) => (
          <li key={d.id}>
            <a href={`/explore/?datasource_type=table&datasource_id=${d.id}`}>
              {d.schema ? <span className="ex-muted">{d.schema}.</span> : null}
              {d.table_name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
