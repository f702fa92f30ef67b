import { useSnapshot } from 'valtio';
import { FormModal } from '../../../../web/components/form-modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { FormTextArea, FormTextInput } from '../../../../web/security/form-text-field.tsx';
import type { AnnotationDialogModel } from './annotation-dialog-model.ts';
import '../../../../web/security/security.css';

/** Add annotation / Edit annotation: name, start and end, description and JSON metadata. */
export function AnnotationDialog({ model }: { model: AnnotationDialogModel }) {
  const snap = useSnapshot(model.state);
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={snap.mode === 'create' ? t('Add annotation') : t('Edit annotation')}
      size="lg"
      busy={snap.busy}
      submitLabel={snap.mode === 'create' ? t('Add') : t('Save')}
      onSubmit={() => void model.save()}
      submitTestId="annotation-dialog-save"
      formClassName="sec-form"
    >
      <FormTextInput model={model} field="short_descr" label={t('Name')} required autoFocus />
      <div className="sec-form__row">
        <FormTextInput model={model} field="start_dttm" label={t('Start')} type="datetime-local" step={1} required />
        <FormTextInput model={model} field="end_dttm" label={t('End')} type="datetime-local" step={1} required />
      </div>
      <FormTextArea model={model} field="long_descr" label={t('Description')} rows={3} />
      <FormTextArea
        model={model}
        field="json_metadata"
        label={t('JSON metadata')}
        rows={4}
        spellCheck={false}
        className="annot-json"
      />
    </FormModal>
  );
}
