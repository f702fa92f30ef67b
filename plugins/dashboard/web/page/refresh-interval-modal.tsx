import { useState } from 'react';
import { Button } from '../../../../web/components/button.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { REFRESH_INTERVALS } from './refresh-schedule.ts';

/** "Set auto-refresh interval": how often every chart reloads while the dashboard is open. */
export function RefreshIntervalModal(props: {
  open: boolean;
  value: number;
  onClose: () => void;
  onSave: (seconds: number) => void | Promise<void>;
}) {
  const { open, value, onClose, onSave } = props;
  const [choice, setChoice] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(value);
  }
  const known = REFRESH_INTERVALS.some(([s]) => s === choice);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('Refresh interval')}
      footer={
        <>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              void onSave(choice);
              onClose();
            }}
          >
            {t('Save')}
          </Button>
        </>
      }
    >
      <label className="dash-field">
        <span>{t('Refresh frequency')}</span>
        <select
          className="lp-input"
          value={choice}
          onChange={(e) => setChoice(Number(e.target.value))}
          data-test="refresh-interval"
        >
          {!known && <option value={choice}>{t('%s seconds', choice)}</option>}
          {REFRESH_INTERVALS.map(([seconds, label]) => (
            <option key={seconds} value={seconds}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>
      <p className="dash-field__help">
        {t('Charts reload this often while the dashboard is open; charts marked immune keep their data.')}
      </p>
    </Modal>
  );
}
