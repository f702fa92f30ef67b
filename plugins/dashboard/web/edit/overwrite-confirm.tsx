// 'Please confirm the overwrite values.': the values the save would replace on the server.
import { Button } from '../../../../web/components/button.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { OverwriteDiff } from './save-payload.ts';

const clip = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}…` : s);

export function OverwriteConfirm({
  diff,
  onAnswer,
}: {
  diff: OverwriteDiff[] | null;
  onAnswer: (overwrite: boolean) => void;
}) {
  return (
    <Modal
      open={diff !== null}
      onClose={() => onAnswer(false)}
      title={t('Overwrite dashboard')}
      size="lg"
      footer={
        <>
          <Button onClick={() => onAnswer(false)}>{t('Cancel')}</Button>
          <Button variant="primary" onClick={() => onAnswer(true)} data-test="overwrite-confirm">
            {t('Yes, overwrite changes')}
          </Button>
        </>
      }
    >
      <p className="dash-overwrite__lead">{t('Please confirm the overwrite values.')}</p>
      <table className="dash-overwrite__table">
        <thead>
          <tr>
            <th>{t('Field')}</th>
            <th>{t('On the server')}</th>
            <th>{t('Yours')}</th>
          </tr>
        </thead>
        <tbody>
          {(diff ?? []).map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.key}</th>
              <td>
                <code>{clip(d.server) || '—'}</code>
              </td>
              <td>
                <code>{clip(d.ours) || '—'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
