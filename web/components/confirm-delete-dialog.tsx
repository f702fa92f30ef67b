import { useState, type ReactNode } from 'react';
import { t } from '../i18n/t.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { TextInput } from './field.tsx';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title?: string;
  description: ReactNode;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}

/** Asks the user to type DELETE before a destructive action runs (Superset's delete modal). */
export function ConfirmDeleteDialog({
  open,
  title = t('Please confirm'),
  description,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const word = t('DELETE');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  // Each opening starts with an empty word (set while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped('');
  }
  const ready = typed.trim().toUpperCase() === word;
  const confirm = async () => {
    if (!ready || busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={!ready} loading={busy} data-testid="confirm-delete">
            {t('Delete')}
          </Button>
        </>
      }
    >
      <div className="lp-confirm-delete">
        <p>{description}</p>
        <TextInput
          label={t('Type "%s" to confirm', word)}
          value={typed}
          autoFocus
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void confirm();
          }}
          data-testid="delete-confirm-input"
        />
      </div>
    </Modal>
  );
}
