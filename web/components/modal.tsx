import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { t } from '../i18n/t.ts';
import { Icon } from './icons.tsx';
import './components.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Keep the dialog open on Escape / outside click (e.g. while saving). */
  busy?: boolean;
}

/** A dialog on Ark UI's Dialog: focus trapped, Escape and the × close it, the page behind is inert. */
export function Modal({ open, onClose, title, children, footer, size = 'md', busy = false }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop className="lp-modal-backdrop" />
        <Dialog.Positioner className="lp-modal-positioner">
          <Dialog.Content className={`lp-modal lp-modal--${size}`}>
            <header className="lp-modal__header">
              <Dialog.Title className="lp-modal__title">{title}</Dialog.Title>
              <Dialog.CloseTrigger
                className="lp-icon-button"
                aria-label={t('Close')}
                title={t('Close')}
                disabled={busy}
              >
                <Icon name="close" />
              </Dialog.CloseTrigger>
            </header>
            <div className="lp-modal__body">{children}</div>
            {footer && <footer className="lp-modal__footer">{footer}</footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
