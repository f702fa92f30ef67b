import { useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { TextInput } from '../../../../web/components/field.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { exploreUrl, type CreateDatasetModel } from './create-dataset-model.ts';
import './dialogs.css';

/** "Create dataset": name a virtual dataset made of the query, then open it in Explore. */
export function CreateDatasetDialog({ model }: { model: CreateDatasetModel }) {
  const snap = useSnapshot(model.state);
  const created = snap.created;
  const other = Object.entries(snap.errors).filter(([k]) => k !== 'table_name');
  return (
    <Modal
      open={snap.open}
      onClose={() => model.close()}
      title={t('Create dataset')}
      size="sm"
      busy={snap.saving}
      footer={
        created ? (
          <>
            <Button onClick={() => model.close()}>{t('Close')}</Button>
            <a
              className="lp-button lp-button--primary lp-button--md"
              href={exploreUrl(created.id)}
              data-testid="create-dataset-explore"
            >
              {t('Open in Explore')}
            </a>
          </>
        ) : (
          <>
            <Button onClick={() => model.close()} disabled={snap.saving}>
              {t('Cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void model.create()}
              loading={snap.saving}
              disabled={!snap.name.trim()}
              data-testid="create-dataset-submit"
            >
              {t('Create dataset')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className="sqllab-dialog-success" role="status" data-testid="create-dataset-done">
          {t('Dataset %s created.', created.name)} {t('Open it in Explore to chart it.')}
        </div>
      ) : (
        <form
          className="sqllab-dialog-form"
          onSubmit={(e) => {
            e.preventDefault();
            void model.create();
          }}
        >
          <TextInput
            label={t('Dataset name')}
            required
            value={snap.name}
            errors={snap.errors.table_name}
            onChange={(e) => model.setName(e.target.value)}
            maxLength={250}
            autoFocus
            hint={
              snap.fromSelection
                ? t('The dataset is made of the selected text.')
                : t('The dataset is made of the query.')
            }
            data-testid="create-dataset-name"
          />
          {other.map(([field, messages]) => (
            <div className="sqllab-dialog-alert" role="alert" key={field}>
              {field === 'general' ? messages.join(' ') : `${field}: ${messages.join(' ')}`}
            </div>
          ))}
        </form>
      )}
    </Modal>
  );
}
