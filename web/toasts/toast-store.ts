import { proxy } from 'valtio';

/** Toasts as Superset raises them: success, info, warning and danger, each with a message. */
export type ToastKind = 'success' | 'info' | 'warning' | 'danger';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed. */
  duration: number;
}

export const toastStore = proxy({ toasts: [] as Toast[] });

let nextId = 1;

function add(kind: ToastKind, message: string, duration = kind === 'danger' ? 8000 : 4000): number {
  const id = nextId++;
  toastStore.toasts.push({ id, kind, message, duration });
  return id;
}

export function dismissToast(id: number): void {
  const i = toastStore.toasts.findIndex((x) => x.id === id);
  if (i >= 0) toastStore.toasts.splice(i, 1);
}

export const addSuccessToast = (message: string, duration?: number) => add('success', message, duration);
export const addInfoToast = (message: string, duration?: number) => add('info', message, duration);
export const addWarningToast = (message: string, duration?: number) => add('warning', message, duration);
export const addDangerToast = (message: string, duration?: number) => add('danger', message, duration);
