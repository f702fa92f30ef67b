import { t } from '../../i18n/t.ts';
import { addDangerToast, addSuccessToast, addWarningToast } from '../../toasts/toast-store.ts';
import type { GridData } from './grid-data.ts';
import { csvBlob, saveBlob, tsvForClipboard } from './grid-export.ts';

/** Writes text to the clipboard: the async Clipboard API, else the selection-copy fallback. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: try the older way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const active = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  active?.focus({ preventScroll: true });
  if (!ok) throw new Error('copy refused');
}

/** Copies text and says so, in Superset's words. */
export async function copyWithToast(text: string): Promise<boolean> {
  try {
    await writeClipboard(text);
    addSuccessToast(t('Copied to clipboard!'));
    return true;
  } catch {
    addDangerToast(t('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'));
    return false;
  }
}

/** The whole result as TSV on the clipboard; past the cap, the first rows and a warning. */
export async function copyGridToClipboard(data: GridData): Promise<void> {
  const { text, rows, truncated } = await tsvForClipboard(data);
  try {
    await writeClipboard(text);
  } catch {
    addDangerToast(t('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'));
    return;
  }
  if (truncated) {
    addWarningToast(t('Copied the first %s of %s rows to clipboard. Download CSV to get every row.', rows.toLocaleString('en-US'), data.rowCount.toLocaleString('en-US')));
  } else addSuccessToast(t('Copied to clipboard!'));
}

/** Builds the CSV in the browser, chunk by chunk, and saves it. */
export async function downloadGridCsv(data: GridData, fileName: string, opts: { signal?: AbortSignal; onProgress?: (rowsDone: number) => void } = {}): Promise<void> {
  const blob = await csvBlob(data, opts);
  saveBlob(blob, fileName);
}
