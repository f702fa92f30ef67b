import { useSnapshot } from 'valtio';
import { FormModal } from '../../../../web/components/form-modal.tsx';
import { MultiSelect } from '../../../../web/components/multi-select.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { FormTextArea, FormTextInput } from '../../../../web/security/form-text-field.tsx';
import type { ChartPropertiesModel } from './chart-properties-model.ts';
import '../../../../web/security/security.css';

/** Edit Chart Properties: basic information, configuration, certification and access. */
export function ChartPropertiesDialog({ model }: { model: ChartPropertiesModel }) {
  const snap = useSnapshot(model.state);
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={t('Edit Chart Properties')}
      size="lg"
      busy={snap.busy}
      submitLabel={t('Save')}
      submitDisabled={snap.loading}
      onSubmit={() => void model.save()}
      submitTestId="chart-properties-save"
      formClassName="sec-form"
    >
      <FormTextInput model={model} field="slice_name" label={t('Name')} required autoFocus />
      <FormTextArea
        model={model}
        field="description"
        label={t('Description')}
        rows={3}
        hint={t('The description can be displayed as widget headers in the dashboard view. Supports markdown.')}
      />
      <FormTextInput
        model={model}
        field="cache_timeout"
        label={t('Cache timeout')}
        inputMode="numeric"
        hint={t(
          "Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Note this defaults to the dataset's timeout if undefined.",
        )}
      />
      <div className="sec-form__row">
        <FormTextInput
          model={model}
          field="certified_by"
          label={t('Certified by')}
          hint={t('Person or group that has certified this chart.')}
        />
        <FormTextInput
          model={model}
          field="certification_details"
          label={t('Certification details')}
          hint={t('Any additional detail to show in the certification tooltip.')}
        />
      </div>
      <MultiSelect
        label={t('Owners')}
        options={snap.ownerOptions}
        loading={snap.loading}
        value={snap.form.owners as number[]}
        onChange={(v) => model.set('owners', v)}
        hint={t('A list of users who can alter the chart. Searchable by name or username.')}
        placeholder={t('Search owners')}
        data-testid="chart-owners"
      />
    </FormModal>
  );
}
