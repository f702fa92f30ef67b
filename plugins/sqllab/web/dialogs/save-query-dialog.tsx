import { useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { TextArea, TextInput } from '../../../../web/components/field.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { SaveQueryModel } from './save-query-model.ts';
import './dialogs.css';

/** "Save query": name and description; Save, or Update / Save as new for a saved query's tab. */
export function SaveQueryDialog({ model, remoteId }: { model: SaveQueryModel; remoteId?: number | null }) {
  const snap = useSnapshot(model.state);
  const busy = snap.saving !== false;
  const invalid = !snap.label.trim();
  return (
    <Modal
      open={snap.open}
      onClose={() => model.close()}
      title={t('Save query')}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button onClick={() => model.close()} disabled={busy}>
            {t('Cancel')}
          </Button>
          {remoteId ? (
            <>
              <Button
                onClick={() => void model.save()}
                loading={snap.saving === 'save'}
                disabled={invalid || busy}
                data-testid="save-query-as-new"
              >
                {t('Save as new')}
              </Button>
              <Button
                variant="primary"
                onClick={() => void model.update()}
                loading={snap.saving === 'update'}
                disabled={invalid || busy}
                data-testid="save-query-update"
              >
                {t('Update')}
              </Button>
            </>
          ) : (
            <Button
              variant="primary"
              onClick={() => void model.save()}
              loading={snap.saving === 'save'}
              disabled={invalid || busy}
              data-testid="save-query-save"
            >
              {t('Save')}
            </Button>
          )}
        </>
      }
    >
      <form
        className="sqllab-dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          void (remoteId ? model.update() : model.save());
        }}
      >
        <TextInput
          label={t('Name')}
          required
          value={snap.label}
          onChange={(e) => model.setLabel(e.target.value)}
          maxLength={256}
          autoFocus
          data-testid="save-query-name"
        />
        <TextArea
          label={t('Description')}
          value={snap.description}
          onChange={(e) => model.setDescription(e.target.value)}
          rows={4}
          data-testid="save-query-description"
        />
        {snap.error && (
          <div className="sqllab-dialog-alert" role="alert">
            {snap.error}
          </div>
        )}
      </form>
    </Modal>
  );
}
