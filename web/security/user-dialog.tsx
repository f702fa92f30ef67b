import { useSnapshot } from 'valtio';
import { CheckboxField, TextInput } from '../components/field.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { MultiSelect } from '../components/multi-select.tsx';
import { t } from '../i18n/t.ts';
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
            <TextInput
              label={t('First name')}
              required
              value={f.first_name}
              errors={e.first_name}
              onChange={(ev) => model.set('first_name', ev.target.value)}
              name="first_name"
              autoFocus
            />
            <TextInput
              label={t('Last name')}
              required
              value={f.last_name}
              errors={e.last_name}
              onChange={(ev) => model.set('last_name', ev.target.value)}
              name="last_name"
            />
          </div>
          <div className="sec-form__row">
            <TextInput
              label={t('Username')}
              required
              value={f.username}
              errors={e.username}
              onChange={(ev) => model.set('username', ev.target.value)}
              name="username"
              autoComplete="off"
            />
            <TextInput
              label={t('Email')}
              type="email"
              value={f.email}
              errors={e.email}
              onChange={(ev) => model.set('email', ev.target.value)}
              name="email"
            />
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
          <TextInput
            label={password ? t('New password') : t('Password')}
            type="password"
            required
            value={f.password}
            errors={e.password}
            onChange={(ev) => model.set('password', ev.target.value)}
            name="password"
            autoComplete="new-password"
            autoFocus={password}
          />
          <TextInput
            label={t('Confirm password')}
            type="password"
            required
            value={f.confirm}
            errors={e.confirm}
            onChange={(ev) => model.set('confirm', ev.target.value)}
            name="confirm_password"
            autoComplete="new-password"
          />
        </div>
      )}
    </FormModal>
  );
}
