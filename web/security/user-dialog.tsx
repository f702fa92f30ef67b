import { useSnapshot } from 'valtio';
import { CheckboxField } from '../components/field.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { MultiSelect } from '../components/multi-select.tsx';
import { t } from '../i18n/t.ts';
import { FormTextInput } from './form-text-field.tsx';
import type { UserDialogModel } from './user-dialog-model.ts';
import './security.css';

/** Add user / Edit user (first and last name, username, email, active, roles) and Reset password. */
export function UserDialog({ model }: { model: UserDialogModel }) {
  const snap = useSnapshot(model.state);
  const f = snap.form;
  const e = snap.errors;
  const password = snap.mode === 'password';
  const title =
    snap.mode === 'create'
      ? t('Add User')
      : snap.mode === 'edit'
        ? t('Edit User')
        : `${t('Reset password')} — ${f.username}`;
  return (
    <FormModal
      open={snap.mode !== 'closed'}
      onClose={() => model.close()}
      title={title}
      size={password ? 'sm' : 'md'}
      busy={snap.busy}
      submitLabel={snap.mode === 'create' ? t('Add') : t('Save')}
      onSubmit={() => void model.save()}
      submitTestId="user-dialog-save"
      formClassName="sec-form"
    >
      {!password && (
        <>
          <div className="sec-form__row">
            <FormTextInput model={model} field="first_name" label={t('First name')} required autoFocus />
            <FormTextInput model={model} field="last_name" label={t('Last name')} required />
          </div>
          <div className="sec-form__row">
            <FormTextInput model={model} field="username" label={t('Username')} required autoComplete="off" />
            <FormTextInput model={model} field="email" label={t('Email')} type="email" />
          </div>
          <MultiSelect
            label={t('Roles')}
            required
            options={snap.roleOptions}
            loading={snap.loadingRoles}
            value={f.roles}
            errors={e.roles}
            onChange={(v) => model.set('roles', v)}
            placeholder={t('Search roles')}
            data-testid="user-roles"
          />
          <CheckboxField
            label={t('Is active?')}
            hint={t('An inactive user cannot sign in.')}
            checked={f.active}
            onChange={(ev) => model.set('active', ev.target.checked)}
            name="active"
          />
        </>
      )}
      {snap.mode !== 'edit' && (
        <div className={password ? 'sec-form__stack' : 'sec-form__row'}>
          <FormTextInput
            model={model}
            field="password"
            label={password ? t('New password') : t('Password')}
            type="password"
            required
            autoComplete="new-password"
            autoFocus={password}
          />
          <FormTextInput
            model={model}
            field="confirm"
            label={t('Confirm password')}
            type="password"
            required
            name="confirm_password"
            autoComplete="new-password"
          />
        </div>
      )}
    </FormModal>
  );
}
