import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../app/web-plugin.ts';
import { Button } from '../components/button.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { TextInput } from '../components/field.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { Spinner } from '../components/spinner.tsx';
import { Tag } from '../components/tag.tsx';
import { t } from '../i18n/t.ts';
import { createUserInfoModel, type UserInfoModel } from './user-info-model.ts';
import './security.css';

function EditDialogs({ model }: { model: UserInfoModel }) {
  const snap = useSnapshot(model.state);
  const e = snap.errors;
  return (
    <>
      <FormModal
        open={snap.editing === 'name'}
        onClose={() => model.close()}
        title={t('Edit user')}
        size="sm"
        busy={snap.busy}
        submitLabel={t('Save')}
        onSubmit={() => void model.save()}
        submitTestId="me-name-save"
        formClassName="sec-form"
      >
        <TextInput
          label={t('First name')}
          required
          autoFocus
          value={snap.name.first_name}
          errors={e.first_name}
          onChange={(ev) => model.setName('first_name', ev.target.value)}
        />
        <TextInput
          label={t('Last name')}
          value={snap.name.last_name}
          errors={e.last_name}
          onChange={(ev) => model.setName('last_name', ev.target.value)}
        />
      </FormModal>
      <FormModal
        open={snap.editing === 'password'}
        onClose={() => model.close()}
        title={t('Reset password')}
        size="sm"
        busy={snap.busy}
        submitLabel={t('Save')}
        onSubmit={() => void model.save()}
        submitTestId="me-password-save"
        formClassName="sec-form"
      >
        <TextInput
          label={t('Current password')}
          type="password"
          required
          autoFocus
          autoComplete="current-password"
          name="current_password"
          value={snap.password.current}
          errors={e.current}
          onChange={(ev) => model.setPassword('current', ev.target.value)}
        />
        <TextInput
          label={t('New password')}
          type="password"
          required
          autoComplete="new-password"
          name="password"
          value={snap.password.next}
          errors={e.next}
          onChange={(ev) => model.setPassword('next', ev.target.value)}
        />
        <TextInput
          label={t('Confirm password')}
          type="password"
          required
          autoComplete="new-password"
          name="confirm_password"
          value={snap.password.confirm}
          errors={e.confirm}
          onChange={(ev) => model.setPassword('confirm', ev.target.value)}
        />
      </FormModal>
    </>
  );
}

/** Superset's user info page: name, username, email, roles, and changing one's name and password. */
export default function UserInfoPage(_props: PageProps) {
  const model = useMemo(() => createUserInfoModel(), []);
  useEffect(() => void model.load(), [model]);
  const snap = useSnapshot(model.state);
  if (snap.error)
    return <EmptyState title={t('An error occurred while fetching your profile')} description={snap.error} />;
  const me = snap.me;
  if (!me)
    return (
      <div className="sec-info" aria-busy="true">
        <Spinner />
      </div>
    );
  const name = `${me.first_name} ${me.last_name}`.trim() || me.username;
  const initials = (
    `${me.first_name.trim()[0] ?? ''}${me.last_name.trim()[0] ?? ''}` || me.username.slice(0, 2)
  ).toUpperCase();
  return (
    <div className="sec-info" data-testid="user-info">
      <header className="sec-info__head">
        <div className="sec-info__avatar" aria-hidden="true">
          {initials}
        </div>
        <div>
          <h1 className="sec-info__name">{name}</h1>
          <p className="sec-info__sub">{me.username}</p>
        </div>
      </header>
      <section className="sec-card">
        <div className="sec-card__head">
          <h2 className="sec-card__title">{t('User info')}</h2>
          <Button size="sm" icon="edit" onClick={() => model.editName()} data-testid="me-edit-name">
            {t('Edit user')}
          </Button>
        </div>
        <dl className="sec-facts">
          <dt>{t('First name')}</dt>
          <dd>{me.first_name}</dd>
          <dt>{t('Last name')}</dt>
          <dd>{me.last_name || '–'}</dd>
          <dt>{t('Username')}</dt>
          <dd>{me.username}</dd>
          <dt>{t('Email')}</dt>
          <dd>{me.email || '–'}</dd>
          <dt>{t('Is active?')}</dt>
          <dd>{me.is_active ? t('Yes') : t('No')}</dd>
          <dt>{t('Roles')}</dt>
          <dd>
            <span className="sec-chips">
              {Object.keys(me.roles)
                .sort()
                .map((r) => (
                  <Tag key={r} tone="info">
                    {r}
                  </Tag>
                ))}
            </span>
          </dd>
        </dl>
      </section>
      <section className="sec-card">
        <div className="sec-card__head">
          <div>
            <h2 className="sec-card__title">{t('Password')}</h2>
            <p className="sec-info__sub">{t('Changing your password needs your current one.')}</p>
          </div>
          <Button size="sm" icon="key" onClick={() => model.editPassword()} data-testid="me-reset-password">
            {t('Reset my password')}
          </Button>
        </div>
      </section>
      <EditDialogs model={model} />
    </div>
  );
}
