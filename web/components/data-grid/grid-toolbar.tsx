import { useState, type ReactNode } from 'react';
import { t } from '../../i18n/t.ts';
import { addDangerToast } from '../../toasts/toast-store.ts';
import { copyGridToClipboard, downloadGridCsv } from './grid-clipboard.ts';
import type { GridData } from './grid-data.ts';
import { GridIcon } from './grid-icons.tsx';
import '../components.css';

export interface GridToolbarProps {
  data: GridData;
  csvFileName: string;
  onCopyAll?: (data: GridData) => void | Promise<void>;
  onDownloadCsv?: (data: GridData) => void | Promise<void>;
  start?: ReactNode;
}

/** Row and column counts, then "Copy to clipboard" and "Download CSV". */
export function GridToolbar({ data, csvFileName, onCopyAll, onDownloadCsv, start }: GridToolbarProps) {
  const [busy, setBusy] = useState<'copy' | 'csv' | null>(null);
  const [progress, setProgress] = useState(0);
  const empty = data.columns.length === 0;

  const run = async (what: 'copy' | 'csv') => {
    setBusy(what);
    setProgress(0);
    const onProgress = (done: number) => setProgress(Math.floor((100 * done) / Math.max(1, data.rowCount)));
    try {
      if (what === 'copy') await (onCopyAll ?? copyGridToClipboard)(data);
      else await (onDownloadCsv ?? ((d: GridData) => downloadGridCsv(d, csvFileName, { onProgress })))(data);
    } catch (err) {
      addDangerToast(err instanceof Error && err.message ? err.message : t('Unknown error'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="lp-grid__toolbar">
      <div className="lp-grid__summary">
        {start ?? (
          <span>
            {t('%s rows', data.rowCount.toLocaleString('en-US'))}
            <span className="lp-grid__dot" aria-hidden="true">
              ·
            </span>
            {t('%s columns', data.columns.length.toLocaleString('en-US'))}
          </span>
        )}
      </div>
      <div className="lp-grid__actions">
        <button
          type="button"
          className="lp-button lp-button--ghost lp-button--sm"
          disabled={empty || busy !== null}
          aria-busy={busy === 'copy' || undefined}
          onClick={() => void run('copy')}
        >
          <GridIcon name="copy" />
          <span>{t('Copy to clipboard')}</span>
        </button>
        <button
          type="button"
          className="lp-button lp-button--ghost lp-button--sm"
          disabled={empty || busy !== null}
          aria-busy={busy === 'csv' || undefined}
          onClick={() => void run('csv')}
        >
          <GridIcon name="download" />
          <span>{busy === 'csv' && !onDownloadCsv ? t('Preparing CSV… %s%%', progress) : t('Download CSV')}</span>
        </button>
      </div>
    </div>
  );
}
