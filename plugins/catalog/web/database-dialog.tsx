import { Tabs } from '@ark-ui/react/tabs';
import { useSnapshot } from 'valtio';
import { Button } from '../../../web/components/button.tsx';
import { CheckboxField, Select, TextInput } from '../../../web/components/field.tsx';
import { Modal } from '../../../web/components/modal.tsx';
import { Spinner } from '../../../web/components/spinner.tsx';
import { t } from '../../../web/i18n/t.ts';
import type { DatabaseDialogModel } from './database-dialog-model.ts';
import './catalog.css';

/** Connect a database or edit one: engine, URI or parameters, test connection, advanced options. */
export function DatabaseDialog({ model }: { model: DatabaseDialogModel }) {
  const snap = useSnapshot(model.state);
  const { form, errors } = snap;
  const spec = snap.engines.find((e) => e.engine === snap.engine);
  const editing = snap.id !== null;
  const err = (field: string) => errors.fields[field];
  const bind = (
    key: 'database_name' | 'sqlalchemy_uri' | 'host' | 'port' | 'database' | 'username' | 'password' | 'cache_timeout',
  ) => ({
    value: form[key],
    errors: err(key),
    onChange: (e: { target: { value: string } }) => model.setField(key, e.target.value),
  });
  return (
    <Modal
      open={snap.open}
      onClose={() => model.close()}
      title={editing ? t('Edit database') : t('Connect a database')}
      size="md"
      busy={snap.saving}
      footer={
        <>
          <Button onClick={() => model.close()} disabled={snap.saving}>
            {t('Cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void model.save()}
            loading={snap.saving}
            disabled={snap.loading || !snap.engine}
            data-testid="database-save"
          >
            {editing ? t('Finish') : t('Connect')}
          </Button>
        </>
      }
    >
      {snap.loading ? (
        <div className="catalog-dialog-loading">
          <Spinner />
        </div>
      ) : (
        <Tabs.Root
          value={snap.tab}
          onValueChange={(e) => model.setTab(e.value as 'basic' | 'advanced')}
          className="lp-tabs"
        >
          <Tabs.List className="lp-tabs__list">
            <Tabs.Trigger value="basic" className="lp-tabs__trigger">
              {t('Basic')}
            </Tabs.Trigger>
            <Tabs.Trigger value="advanced" className="lp-tabs__trigger">
              {t('Advanced')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="basic" className="catalog-form">
            <Select
              label={t('Supported databases')}
              options={snap.engines.map((e) => ({ value: e.engine, label: e.name }))}
              placeholder={snap.engines.length ? undefined : t('Loading...')}
              value={snap.engine}
              disabled={editing}
              onChange={(e) => model.chooseEngine(e.target.value)}
              data-testid="database-engine"
            />
            {spec?.parameters && (
              <div className="catalog-segmented" role="radiogroup" aria-label={t('Connect with')}>
                {(['parameters', 'sqlalchemy'] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    role="radio"
                    aria-checked={snap.mode === m}
                    className={`catalog-segmented__option${snap.mode === m ? ' catalog-segmented__option--on' : ''}`}
                    onClick={() => model.setMode(m)}
                  >
                    {m === 'parameters' ? t('Enter parameters') : t('SQLAlchemy URI')}
                  </button>
                ))}
              </div>
            )}
            <TextInput
              label={t('Display name')}
              required
              placeholder={t('Name your database')}
              {...bind('database_name')}
              data-testid="database-name"
            />
            {snap.mode === 'sqlalchemy' ? (
              <TextInput
                label={t('SQLAlchemy URI')}
                required
                placeholder={spec?.sqlalchemy_uri_placeholder ?? ''}
                hint={t('Refer to the docs for more information on how to structure your URI.')}
                spellCheck={false}
                className="catalog-mono"
                {...bind('sqlalchemy_uri')}
                data-testid="database-uri"
              />
            ) : (
              <>
                <div className="catalog-form__row">
                  <TextInput label={t('Host')} required placeholder={t('e.g. 127.0.0.1')} {...bind('host')} />
                  <TextInput
                    label={t('Port')}
                    required
                    inputMode="numeric"
                    placeholder={t('e.g. 5432')}
                    {...bind('port')}
                    className="catalog-port"
                  />
                </div>
                <TextInput
                  label={t('Database name')}
                  required
                  placeholder={t('e.g. world_population')}
                  {...bind('database')}
                />
                <div className="catalog-form__row">
                  <TextInput
                    label={t('Username')}
                    required
                    placeholder={t('e.g. Analytics')}
                    autoComplete="off"
                    {...bind('username')}
                  />
                  <TextInput
                    label={t('Password')}
                    type="password"
                    placeholder={editing ? t('Unchanged') : t('e.g. ********')}
                    autoComplete="new-password"
                    {...bind('password')}
                  />
                </div>
              </>
            )}
            {errors.general && (
              <div className="catalog-alert" role="alert">
                {errors.general}
              </div>
            )}
            <div>
              <Button
                onClick={() => void model.testConnection()}
                loading={snap.testing}
                disabled={!snap.engine}
                data-testid="database-test"
              >
                {t('Test connection')}
              </Button>
            </div>
          </Tabs.Content>
          <Tabs.Content value="advanced" className="catalog-form">
            <CheckboxField
              label={t('Expose database in SQL Lab')}
              checked={form.expose_in_sqllab}
              onChange={(e) => model.setField('expose_in_sqllab', e.target.checked)}
            />
            <CheckboxField
              label={t('Allow DML')}
              hint={t(
                'Allow manipulation of the database using non-SELECT statements such as UPDATE, DELETE, CREATE, etc.',
              )}
              checked={form.allow_dml}
              onChange={(e) => model.setField('allow_dml', e.target.checked)}
            />
            <CheckboxField
              label={t('Asynchronous query execution')}
              hint={t(
                'Operate the database in asynchronous mode, meaning that the queries are executed on remote workers as opposed to on the web server itself.',
              )}
              checked={form.allow_run_async}
              onChange={(e) => model.setField('allow_run_async', e.target.checked)}
            />
            <CheckboxField
              label={t('Allow file uploads to database')}
              checked={form.allow_file_upload}
              onChange={(e) => model.setField('allow_file_upload', e.target.checked)}
            />
            <TextInput
              label={t('Chart cache timeout')}
              hint={t(
                'Duration (in seconds) of the caching timeout for charts of this database. A timeout of 0 indicates that the cache never expires, and -1 bypasses the cache.',
              )}
              inputMode="numeric"
              {...bind('cache_timeout')}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Modal>
  );
}
