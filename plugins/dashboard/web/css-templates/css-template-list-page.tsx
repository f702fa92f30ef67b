import { useMemo } from 'react';
import type { PageProps } from '../../../../web/app/web-plugin.ts';
import { t } from '../../../../web/i18n/t.ts';
import { ListPage, useListModel } from '../../../../web/list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../../../../web/list-page/list-types.ts';
import { AddButton, EditRowButton } from '../../../../web/security/list-actions.tsx';
import { CssTemplateDialog } from './css-template-dialog.tsx';
import { createCssTemplateDialogModel } from './css-template-dialog-model.ts';

type Person = { first_name?: string; last_name?: string } | null;

export type CssTemplateRow = ListRow & {
  template_name: string | null;
  css: string | null;
  created_on: string | null;
  created_by: Person;
  changed_by: Person;
  changed_on_delta_humanized: string;
};

const personName = (p: Person) => [p?.first_name, p?.last_name].filter(Boolean).join(' ');

/** Superset's CSS templates list (`/csstemplatemodelview/list/`, CssTemplatesList.tsx). */
export const cssTemplateListConfig: ListPageConfig<CssTemplateRow> = {
  resource: 'css_template',
  noun: t('css template'),
  title: t('CSS templates'),
  deletable: true,
  bulkDeleteEndpoint: true,
  nameOf: (r) => r.template_name ?? `#${r.id}`,
  columns: [
    {
      id: 'template_name',
      header: t('Name'),
      sortKey: 'template_name',
      cell: (r) => <span className="lp-cell-name">{r.template_name}</span>,
    },
    {
      id: 'changed_on',
      header: t('Last modified'),
      sortKey: 'changed_on_delta_humanized',
      width: '160px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_on_delta_humanized}</span>,
    },
    {
      id: 'changed_by',
      header: t('Modified by'),
      width: '170px',
      cell: (r) => <span className="lp-cell-muted">{personName(r.changed_by)}</span>,
    },
    {
      id: 'created_by',
      header: t('Created by'),
      width: '170px',
      cell: (r) => <span className="lp-cell-muted">{personName(r.created_by)}</span>,
    },
  ],
  filters: [
    {
      kind: 'select',
      id: 'created_by',
      label: t('Created by'),
      col: 'created_by',
      opr: 'rel_o_m',
      source: { type: 'related', column: 'created_by' },
    },
    {
      kind: 'search',
      id: 'search',
      label: t('Search'),
      col: 'template_name',
      opr: 'css_template_all_text',
      placeholder: t('Type a value'),
    },
  ],
  empty: {
    title: t('No CSS templates yet'),
    description: t('CSS templates hold styles a dashboard owner can load into a dashboard’s CSS editor.'),
  },
};

export default function CssTemplateListPage(_props: PageProps) {
  const model = useListModel(cssTemplateListConfig);
  const dialog = useMemo(() => createCssTemplateDialogModel(() => void model.refresh()), [model]);
  return (
    <ListPage
      config={cssTemplateListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && (
          <AddButton label={t('CSS template')} testId="add-css-template" onClick={() => dialog.openCreate()} />
        )
      }
      rowActions={(row, { canWrite }) =>
        canWrite && <EditRowButton label={t('Edit CSS template')} onClick={() => dialog.openEdit(row)} />
      }
    >
      <CssTemplateDialog model={dialog} />
    </ListPage>
  );
}
