import { t } from '../../i18n/t.ts';
import { writeClipboard } from '../clipboard.ts';
import { addDangerToast, addSuccessToast, addWarningToast } from '../../toasts/toast-store.ts';
import type { GridData } from './grid-data.ts';
import { csvBlob, saveBlob, tsvForClipboard } from './grid-export.ts';

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
    addWarningToast(
      t(
        'Copied the first %s of %s rows to clipboard. Download CSV to get every row.',
        rows.toLocaleString('en-US'),
        data.rowCount.toLocaleString('en-US'),
      ),
    );
  } else addSuccessToast(t('Copied to clipboard!'));
}

/** Builds the CSV in the browser, chunk by chunk, and saves it. */
export async function downloadGridCsv(
  data: GridData,
  fileName: string,
  opts: { signal?: AbortSignal; onProgress?: (rowsDone: number) => void } = {},
): Promise<void> {
  const blob = await csvBlob(data, opts);
  saveBlob(blob, fileName);
}
