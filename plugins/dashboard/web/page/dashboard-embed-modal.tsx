// "Embed dashboard" (Superset's DashboardEmbedModal): the allowed domains, Enable embedding /
// Save changes / Deactivate, and once enabled the id to pass to the embedded SDK, with a copy button.
import { useEffect, useState } from 'react';
import { Button } from '../../../../web/components/button.tsx';
import { writeClipboard } from '../../../../web/components/clipboard.ts';
import { TextInput } from '../../../../web/components/field.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { Spinner } from '../../../../web/components/spinner.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addInfoToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import {
  domainsText,
  embedApi,
  isDirty,
  loadEmbedded,
  stringToList,
  type EmbedApi,
  type EmbeddedConfig,
} from './embed-config.ts';

export interface DashboardEmbedModalProps {
  dashboardId: number;
  open: boolean;
  onClose: () => void;
  client?: EmbedApi;
}

const SDK_DOCS = 'https://www.npmjs.com/package/@superset-ui/embedded-sdk';

export function DashboardEmbedModal({ dashboardId, open, onClose, client = embedApi }: DashboardEmbedModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={t('Embed')}>
      {open && <EmbedControls dashboardId={dashboardId} onClose={onClose} client={client} />}
    </Modal>
  );
}

function EmbedControls({
  dashboardId,
  onClose,
  client,
}: {
  dashboardId: number;
  onClose: () => void;
  client: EmbedApi;
}) {
  const [ready, setReady] = useState(false);
  const [embedded, setEmbedded] = useState<EmbeddedConfig | null>(null);
  const [domains, setDomains] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let live = true;
    loadEmbedded(client, dashboardId).then(
      (config) => {
        if (!live) return;
        setEmbedded(config);
        setDomains(domainsText(config));
        setReady(true);
      },
      () => {
        if (live) addDangerToast(t('Sorry, something went wrong. Please try again.'));
      },
    );
    return () => {
      live = false;
    };
  }, [client, dashboardId]);

  const enable = async () => {
    setBusy(true);
    try {
      const config = await client.save(dashboardId, stringToList(domains));
      setEmbedded(config);
      setDomains(domainsText(config));
      addInfoToast(t('Changes saved.'));
    } catch {
      addDangerToast(t('Sorry, something went wrong. The changes could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    setBusy(true);
    try {
      await client.remove(dashboardId);
      setEmbedded(null);
      setDomains('');
      addInfoToast(t('Embedding deactivated.'));
      onClose();
    } catch {
      addDangerToast(t('Sorry, something went wrong. Embedding could not be deactivated.'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const copy = async (uuid: string) => {
    try {
      await writeClipboard(uuid);
      addSuccessToast(t('Copied to clipboard!'));
    } catch {
      addDangerToast(t('Sorry, your browser does not support copying.'));
    }
  };

  if (!ready)
    return (
      <div className="dash-embed__loading">
        <Spinner />
      </div>
    );

  return (
    <div className="dash-embed" data-test="dashboard-embed">
      {embedded ? (
        <p>
          {t('This dashboard is ready to embed. In your application, pass the following id to the SDK:')}
          <span className="dash-embed__id">
            <code data-test="embed-uuid">{embedded.uuid}</code>
            <Button size="sm" variant="ghost" onClick={() => void copy(embedded.uuid)}>
              {t('Copy')}
            </Button>
          </span>
        </p>
      ) : (
        <p>{t('Configure this dashboard to embed it into an external web application.')}</p>
      )}
      <p>
        {t('For further instructions, consult the')}{' '}
        <a href={SDK_DOCS} target="_blank" rel="noreferrer">
          {t('Superset Embedded SDK documentation.')}
        </a>
      </p>
      <h3 className="dash-embed__heading">{t('Settings')}</h3>
      <TextInput
        name="allowed-domains"
        label={t('Allowed Domains (comma separated)')}
        hint={t(
          'A list of domain names that can embed this dashboard. Leaving this field empty will allow embedding from any domain.',
        )}
        placeholder="superset.example.com"
        value={domains}
        onChange={(e) => setDomains(e.target.value)}
      />
      {confirming ? (
        <div className="dash-embed__confirm" role="alertdialog" aria-label={t('Disable embedding?')}>
          <strong>{t('Disable embedding?')}</strong>
          <span>{t('This will remove your current embed configuration.')}</span>
          <div className="dash-embed__buttons">
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void deactivate()}>
              {t('OK')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="dash-embed__buttons">
          {embedded ? (
            <>
              <Button onClick={() => setConfirming(true)} loading={busy}>
                {t('Deactivate')}
              </Button>
              <Button
                variant="primary"
                onClick={() => void enable()}
                disabled={!isDirty(embedded, domains)}
                loading={busy}
              >
                {t('Save changes')}
              </Button>
            </>
          ) : (
            <Button variant="primary" onClick={() => void enable()} loading={busy}>
              {t('Enable embedding')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
