import { useSnapshot } from 'valtio';
import { TextArea } from '../../../../web/components/field.tsx';
import { FormModal } from '../../../../web/components/form-modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { TemplateParamsModel } from './template-params-model.ts';
import './dialogs.css';

/** "Parameters": edit the JSON object that fills the SQL's `{{ name }}` placeholders. */
export function TemplateParamsDialog({ model }: { model: TemplateParamsModel }) {
  const snap = useSnapshot(model.state);
  return (
    <FormModal
      open={snap.open}
      onClose={() => model.close()}
      title={t('Parameters')}
      size="sm"
      busy={snap.saving}
      submitLabel={t('Apply')}
      onSubmit={() => void model.apply()}
      submitTestId="template-params-apply"
      formClassName="sqllab-dialog-form"
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
    </FormModal>
  );
}
