import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../../web/app/web-plugin.ts';
import { Button } from '../../../web/components/button.tsx';
import { FormModal } from '../../../web/components/form-modal.tsx';
import { IconButton } from '../../../web/components/icon-button.tsx';
import { t } from '../../../web/i18n/t.ts';
import { ListPage, useListModel } from '../../../web/list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../../../web/list-page/list-types.ts';
import { FormTextInput } from '../../../web/security/form-text-field.tsx';
import {
  createDynamicPluginDialogModel,
  type DynamicPluginDialogModel,
  type DynamicPluginRowLike,
} from './dynamic-plugin-dialog-model.ts';

type PluginRow = ListRow & DynamicPluginRowLike & { changed_on_delta_humanized: string };

/** Superset's DynamicPluginsView list (`/dynamic-plugins/list/`) with Loupe's integrity hash. */
const config: ListPageConfig<PluginRow> = {
  resource: 'dynamic_plugin',
  noun: t('plugin'),
  title: t('Plugins'),
  deletable: true,
  bulkDeleteEndpoint: true,
  nameOf: (r) => r.name,
  columns: [
    { id: 'name', header: t('Name'), sortKey: 'name', cell: (r) => <span className="lp-cell-name">{r.name}</span> },
    { id: 'key', header: t('Key'), sortKey: 'key', width: '180px', cell: (r) => <code>{r.key}</code> },
    {
      id: 'bundle_url',
      header: t('Bundle URL'),
      sortKey: 'bundle_url',
      cell: (r) => <span className="lp-cell-muted">{r.bundle_url}</span>,
    },
    {
      id: 'changed_on',
      header: t('Last modified'),
      sortKey: 'changed_on_delta_humanized',
      width: '140px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_on_delta_humanized}</span>,
    },
  ],
  filters: [
    { kind: 'search', id: 'search', label: t('Name'), col: 'name', opr: 'ct', placeholder: t('Type a value') },
    { kind: 'search', id: 'key', label: t('Key'), col: 'key', opr: 'ct', placeholder: t('Type a value') },
  ],
  empty: {
    title: t('No plugins yet'),
    description: t('Chart plugins built as ES module bundles load at run time when DYNAMIC_PLUGINS is on.'),
  },
};

export default function DynamicPluginListPage(_props: PageProps) {
  const model = useListModel(config);
  const dialog = useMemo(() => createDynamicPluginDialogModel(() => void model.refresh()), [model]);
  return (
    <ListPage
      config={config}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && (
          <Button variant="primary" icon="plus" onClick={() => dialog.openCreate()} data-testid="add-plugin">
            {t('Plugin')}
          </Button>
        )
      }
      rowActions={(row, { canWrite }) =>
        canWrite && (
          <IconButton
            icon="edit"
            label={t('Edit plugin')}
            tone="accent"
            onClick={() => dialog.openEdit(row)}
            data-testid="row-edit"
          />
        )
      }
    >
      <DynamicPluginDialog model={dialog} />
    </ListPage>
  );
}

function DynamicPluginDialog({ model }: { model: DynamicPluginDialogModel }) {
  const snap = useSnapshot(model.state);
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={snap.mode === 'create' ? t('Add plugin') : t('Edit plugin')}
      busy={snap.busy}
      submitLabel={snap.mode === 'create' ? t('Add') : t('Save')}
      onSubmit={() => void model.save()}
      submitTestId="plugin-dialog-save"
    >
      <FormTextInput
        model={model}
        field="name"
        label={t('Name')}
        hint={t('A human-friendly name')}
        required
        autoFocus
      />
      <FormTextInput
        model={model}
        field="key"
        label={t('Key')}
        hint={t('The viz_type the bundle’s plugin draws')}
        required
      />
      <FormTextInput
        model={model}
        field="bundle_url"
        label={t('Bundle URL')}
        hint={t('A full URL pointing to the location of the built plugin (could be hosted on a CDN for example)')}
        required
      />
      <FormTextInput
        model={model}
        field="integrity"
        label={t('Integrity')}
        hint={t('The bundle’s hash, e.g. sha384-… (openssl dgst -sha384 -binary bundle.js | base64)')}
        required
      />
    </FormModal>
  );
}
