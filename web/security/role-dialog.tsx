import { useSnapshot } from 'valtio';
import { FormModal } from '../components/form-modal.tsx';
import { MultiSelect } from '../components/multi-select.tsx';
import { t } from '../i18n/t.ts';
import { FormTextInput } from './form-text-field.tsx';
import { BUILTIN_ROLES, REBUILT_ROLES, type RoleDialogModel } from './role-dialog-model.ts';
import { permissionCatalog } from './security-api.ts';
import './security.css';

/** Add Role / Edit Role: its name, its permissions (searchable) and the users who hold it. */
export function RoleDialog({ model }: { model: RoleDialogModel }) {
  const snap = useSnapshot(model.state);
  const catalog = useSnapshot(permissionCatalog);
  const f = snap.form;
  const builtin = snap.mode === 'edit' && BUILTIN_ROLES.has(snap.original.name);
  const rebuilt = snap.mode === 'edit' && REBUILT_ROLES.has(snap.original.name);
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={snap.mode === 'create' ? t('Add Role') : t('Edit Role')}
      size="lg"
      busy={snap.busy}
      submitLabel={snap.mode === 'create' ? t('Add') : t('Save')}
      onSubmit={() => void model.save()}
      submitTestId="role-dialog-save"
      formClassName="sec-form"
    >
      {builtin && (
        <p className="sec-form__note">
          {rebuilt
            ? t(
                '%s is a built-in role: Loupe rebuilds its name and permissions at every start, so only its users can be changed here. Create a custom role to grant more.',
                snap.original.name,
              )
            : t('%s is a built-in role: its name cannot be changed.', snap.original.name)}
        </p>
      )}
      <FormTextInput
        model={model}
        field="name"
        label={t('Role name')}
        required
        disabled={builtin}
        autoFocus={!builtin}
      />
      {!rebuilt && (
        <MultiSelect
          label={t('Permissions')}
          options={catalog.options}
          loading={catalog.loading}
          value={f.permissions}
          errors={snap.errors.permissions}
          onChange={(v) => model.set('permissions', v)}
          placeholder={t('Search permissions, e.g. can read Dataset')}
          maxChips={16}
          data-testid="role-permissions"
        />
      )}
      <MultiSelect
        label={t('Users')}
        options={snap.userOptions}
        loading={snap.loading}
        value={f.users}
        errors={snap.errors.users}
        onChange={(v) => model.set('users', v)}
        placeholder={t('Search users')}
        data-testid="role-users"
      />
    </FormModal>
  );
}
