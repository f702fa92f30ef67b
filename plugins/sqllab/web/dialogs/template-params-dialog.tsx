import { useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { TextArea } from '../../../../web/components/field.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { TemplateParamsModel } from './template-params-model.ts';
import './dialogs.css';

/** "Parameters": edit the JSON object that fills the SQL's `{{ name }}` placeholders. */
export function TemplateParamsDialog({ model }: { model: TemplateParamsModel }) {
  const snap = useSnapshot(model.state);
  return (
    <Modal
      open={snap.open}
      onClose={() => model.close()}
      title={t('Parameters')}
      size="sm"
      busy={snap.saving}
      footer={
        <>
          <Button onClick={() => model.close()} disabled={snap.saving}>
            {t('Cancel')}
          </Button>
          <Button variant="primary" onClick={() => void model.apply()} loading={snap.saving} data-testid="template-params-apply">
            {t('Apply')}
          </Button>
        </>
      }
    >
      <form
        className="sqllab-dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          void model.apply();
        }}
      >
        <TextArea
          label={t('Template parameters (JSON)')}
          hint={t('Values for the {{ name }} placeholders in the SQL, for example {"country": "France", "limit": 10}.')}
          className="sqllab-template-params"
          value={snap.text}
          errors={snap.error ? [snap.error] : undefined}
          onChange={(e) => model.setText(e.target.value)}
          rows={8}
          spellCheck={false}
          autoFocus
          data-testid="template-params-text"
        />
      </form>
    </Modal>
  );
}
