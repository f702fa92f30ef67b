import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { AlertIcon, CheckIcon, InfoIcon, XIcon } from '../shell/icons.tsx';
import { t } from '../i18n/t.ts';
import { dismissToast, toastStore, type Toast } from './toast-store.ts';

const ICONS = { success: CheckIcon, info: InfoIcon, warning: AlertIcon, danger: AlertIcon } as const;

/** One toast: goes by itself after its duration, paused while hovered or focused. */
function ToastItem({ toast }: { toast: Toast }) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);

  const start = () => {
    if (toast.duration <= 0 || timer.current) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismissToast(toast.id), remaining.current);
  };
  const pause = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    remaining.current = Math.max(1000, remaining.current - (Date.now() - startedAt.current));
  };

  useEffect(() => {
    start();
    return pause;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per toast; start and pause are new functions on every render
  }, [toast.id]);

  const Icon = ICONS[toast.kind];
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'danger' ? 'alert' : 'status'}
      data-kind={toast.kind}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <Icon size={16} className="toast__icon" />
      <div className="toast__message">{toast.message}</div>
      <button type="button" className="toast__close" aria-label={t('Dismiss')} onClick={() => dismissToast(toast.id)}>
        <XIcon size={14} />
      </button>
    </div>
  );
}

/** The toast stack (bottom right), an ARIA live region fed by the toast store. */
export function ToastRegion() {
  const { toasts } = useSnapshot(toastStore);
  return (
    <section className="toast-region" aria-label={t('Notifications')} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast as Toast} />
      ))}
    </section>
  );
}
