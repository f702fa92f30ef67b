import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Field } from '../components/field.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { MultiSelect } from '../components/multi-select.tsx';
import { t } from '../i18n/t.ts';
import { FormTextArea, FormTextInput } from './form-text-field.tsx';
import type { RlsDialogModel } from './rls-dialog-model.ts';
import './security.css';

// Superset's own descriptions of the fields (RLSRestApi.description_columns).
const FILTER_TYPE_HINT = t(
  'Regular filters add where clauses to queries if a user belongs to a role referenced in the filter, base filters apply filters to all queries except the roles defined in the filter, and can be used to define what users can see if no RLS filters within a filter group apply to them.',
);
const ROLES_HINT = t(
  'For regular filters, these are the roles this filter will be applied to. For base filters, these are the roles that the filter DOES NOT apply to, e.g. Admin if admin should see all data.',
);
const GROUP_KEY_HINT = t(
  'Filters with the same group key will be ORed together within the group, while different filter groups will be ANDed together.',
);
const CLAUSE_HINT = t(
  'This is the condition that will be added to the WHERE clause. For example, to only return rows for a particular client, you might define a regular filter with the clause `client_id = 9`.',
);

/** Add rule / Edit rule: name, filter type, datasets, roles, group key, clause and description. */
export function RlsDialog({ model }: { model: RlsDialogModel }) {
  const snap = useSnapshot(model.state);
  const f = snap.form;
  const e = snap.errors;
  const typeId = useId();
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={snap.mode === 'create' ? t('Add Rule') : t('Edit Rule')}
      size="lg"
      busy={snap.busy}
      submitLabel={snap.mode === 'create' ? t('Add') : t('Save')}
      onSubmit={() => void model.save()}
      submitTestId="rls-dialog-save"
      formClassName="sec-form"
    >
      <div className="sec-form__row">
        <FormTextInput model={model} field="name" label={t('Rule name')} required autoFocus />
        <Field id={typeId} label={t('Filter type')} hint={FILTER_TYPE_HINT} required>
          <div className="sec-radio-group" id={typeId} role="radiogroup">
            {(['Regular', 'Base'] as const).map((v) => (
              <label key={v}>
                <input
                  type="radio"
                  name="filter_type"
                  value={v}
                  checked={f.filter_type === v}
                  onChange={() => model.set('filter_type', v)}
                />
                {v === 'Regular' ? t('Regular') : t('Base')}
              </label>
            ))}
          </div>
        </Field>
      </div>
      <div className="sec-form__row">
        <MultiSelect
          label={t('Datasets')}
          required
          options={snap.tableOptions}
          loading={snap.loading}
          value={f.tables}
          errors={e.tables}
          hint={t('These are the tables this filter will be applied to.')}
          onChange={(v) => model.set('tables', v)}
          placeholder={t('Search datasets')}
          data-testid="rls-tables"
        />
        <MultiSelect
          label={t('Roles')}
          options={snap.roleOptions}
          loading={snap.loading}
          value={f.roles}
          errors={e.roles}
          hint={ROLES_HINT}
          onChange={(v) => model.set('roles', v)}
          placeholder={t('Search roles')}
          data-testid="rls-roles"
        />
      </div>
      <FormTextInput model={model} field="group_key" label={t('Group Key')} hint={GROUP_KEY_HINT} />
      <FormTextArea model={model} field="clause" label={t('Clause')} required rows={3} hint={CLAUSE_HINT} />
      <FormTextArea
        model={model}
        field="description"
        label={t('Description')}
        rows={2}
        className="sec-plain-textarea"
      />
    </FormModal>
  );
}
