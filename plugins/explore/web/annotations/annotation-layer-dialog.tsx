import { useSnapshot } from 'valtio';
import { FormModal } from '../../../../web/components/form-modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { FormTextArea, FormTextInput } from '../../../../web/security/form-text-field.tsx';
import type { LayerDialogModel } from './annotation-layer-dialog-model.ts';
import '../../../../web/security/security.css';

/** Add annotation layer / Edit annotation layer. */
export function AnnotationLayerDialog({ model }: { model: LayerDialogModel }) {
  const snap = useSnapshot(model.state);
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={snap.mode === 'create' ? t('Add annotation layer') : t('Edit annotation layer')}
      busy={snap.busy}
      submitLabel={snap.mode === 'create' ? t('Add') : t('Save')}
      onSubmit={() => void model.save()}
      submitTestId="layer-dialog-save"
      formClassName="sec-form"
    >
      <FormTextInput model={model} field="name" label={t('Annotation layer name')} required autoFocus />
      <FormTextArea
        model={model}
        field="descr"
        label={t('Description')}
        placeholder={t('Description (this can be seen in the list)')}
        rows={4}
      />
    </FormModal>
  );
}
