import { useSnapshot } from 'valtio';
import { FormModal } from '../../../../web/components/form-modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { FormTextArea, FormTextInput } from '../../../../web/security/form-text-field.tsx';
import type { CssTemplateDialogModel } from './css-template-dialog-model.ts';
import '../../../../web/security/security.css';
import './css-templates.css';

/** Add CSS template / Edit CSS template. */
export function CssTemplateDialog({ model }: { model: CssTemplateDialogModel }) {
  const snap = useSnapshot(model.state);
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={snap.mode === 'create' ? t('Add CSS template') : t('Edit CSS template')}
      busy={snap.busy}
      submitLabel={snap.mode === 'create' ? t('Add') : t('Save')}
      onSubmit={() => void model.save()}
      submitTestId="css-dialog-save"
      formClassName="sec-form css-template-form"
    >
      <FormTextInput model={model} field="template_name" label={t('CSS template name')} required autoFocus />
      <FormTextArea model={model} field="css" label={t('CSS')} placeholder={t('.dashboard { }')} rows={12} />
    </FormModal>
  );
}
