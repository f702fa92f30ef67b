import { useSnapshot } from 'valtio';
import { Button } from '../../../web/components/button.tsx';
import { Select } from '../../../web/components/field.tsx';
import { Modal } from '../../../web/components/modal.tsx';
import { t } from '../../../web/i18n/t.ts';
import type { DatasetCreateModel } from './dataset-create-model.ts';
import './catalog.css';

/** "Create a dataset": database → schema → table, each list loaded from the one before. */
export function DatasetCreateDialog({ model }: { model: DatasetCreateModel }) {
  const snap = useSnapshot(model.state);
  const loadingText = t('Loading...');
  return (
    <Modal
      open={snap.open}
      onClose={() => model.close()}
      title={t('Create a dataset')}
      size="sm"
      busy={snap.saving}
      footer={
        <>
          <Button onClick={() => model.close()} disabled={snap.saving}>
            {t('Cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void model.create()}
            loading={snap.saving}
            disabled={!snap.table}
            data-testid="dataset-create"
          >
            {t('Create dataset')}
          </Button>
        </>
      }
    >
      <div className="catalog-form">
        <Select
          label={t('Database')}
          required
          options={snap.databases}
          placeholder={snap.loading.databases ? loadingText : t('Select database')}
          value={snap.database}
          onChange={(e) => void model.chooseDatabase(e.target.value)}
          errors={snap.errors.database}
          data-testid="dataset-database"
        />
        <Select
          label={t('Schema')}
          options={snap.schemas}
          placeholder={snap.loading.schemas ? loadingText : t('Select schema')}
          value={snap.schema}
          disabled={!snap.database}
          onChange={(e) => void model.chooseSchema(e.target.value)}
          errors={snap.errors.schema}
          data-testid="dataset-schema"
        />
        <Select
          label={t('Table')}
          required
          options={snap.tables}
          placeholder={
            snap.loading.tables
              ? loadingText
              : snap.schema && !snap.tables.length
                ? t('No tables in this schema')
                : t('Select table')
          }
          value={snap.table}
          disabled={!snap.schema}
          onChange={(e) => model.chooseTable(e.target.value)}
          errors={snap.errors.table_name}
          data-testid="dataset-table"
        />
        {snap.general && (
          <div className="catalog-alert" role="alert">
            {snap.general}
          </div>
        )}
      </div>
    </Modal>
  );
}
