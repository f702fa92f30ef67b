import type { ReactNode } from 'react';
import { t } from '../i18n/t.ts';
import { Button } from './button.tsx';
import { Modal, type ModalProps } from './modal.tsx';

export interface FormModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  /** Saving: the buttons wait and the dialog cannot be dismissed. */
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  submitDisabled?: boolean;
  submitTestId?: string;
  formClassName?: string;
  children: ReactNode;
}

/** A dialog holding one form: Cancel and the primary action in the footer, Enter submits. */
export function FormModal({
  open,
  onClose,
  title,
  size,
  busy,
  submitLabel,
  onSubmit,
  submitDisabled,
  submitTestId,
  formClassName,
  children,
}: FormModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      busy={busy}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={onSubmit}
            loading={busy}
            disabled={submitDisabled}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        className={formClassName}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy && !submitDisabled) onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
