import { proxy, useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { copyText } from '../../../../web/list-page/copy-text.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import { sqlLabUrlOf, type SavedQueryRow } from './saved-query-row.ts';

/** The preview dialog's state: the rows of the current page and which one is shown. */
export interface PreviewModel {
  state: { rows: readonly SavedQueryRow[]; index: number | null };
  open(rows: readonly SavedQueryRow[], id: number): void;
  step(delta: number): void;
  close(): void;
}

export function createPreviewModel(): PreviewModel {
  const state = proxy<PreviewModel['state']>({ rows: [], index: null });
  return {
    state,
    open(rows, id) {
      state.rows = rows.map((r) => ({ ...r }));
      const i = rows.findIndex((r) => r.id === id);
      state.index = i < 0 ? null : i;
    },
    step(delta) {
      if (state.index === null) return;
      const next = state.index + delta;
      if (next >= 0 && next < state.rows.length) state.index = next;
    },
    close() {
      state.index = null;
    },
  };
}

/** The SQL of a saved query, with the way to the previous/next row of the page and to the editor. */
export function SavedQueryPreview({ model }: { model: PreviewModel }) {
  const snap = useSnapshot(model.state);
  const row = snap.index === null ? null : (snap.rows[snap.index] as SavedQueryRow | undefined);
  const copy = async () => {
    if (!row) return;
    if (await copyText(row.sql ?? '')) addSuccessToast(t('Query copied to clipboard'));
    else addDangerToast(t('Sorry, your browser does not support copying.'));
  };
  return (
    <Modal
      open={row !== null && row !== undefined}
      onClose={() => model.close()}
      size="lg"
      title={t('Query preview')}
      footer={
        <>
          <Button onClick={() => model.step(-1)} disabled={!snap.index} data-testid="preview-previous">
            {t('Previous')}
          </Button>
          <Button
            onClick={() => model.step(1)}
            disabled={snap.index === null || snap.index >= snap.rows.length - 1}
            data-testid="preview-next"
          >
            {t('Next')}
          </Button>
          <Button onClick={() => void copy()}>{t('Copy query')}</Button>
          {row && (
            <a className="lp-button lp-button--primary" href={sqlLabUrlOf(row)} data-testid="preview-open">
              {t('Open in SQL Lab')}
            </a>
          )}
        </>
      }
    >
      {row && (
        <div className="sq-preview" data-testid="query-preview">
          <div className="sq-preview__name">{row.label || t('Untitled query')}</div>
          {row.description && <p className="sq-preview__description">{row.description}</p>}
          <div className="sq-preview__meta lp-muted">
            {[row.database?.database_name, row.schema].filter(Boolean).join(' · ')}
          </div>
          <pre className="sq-preview__sql">
            <code>{row.sql ?? ''}</code>
          </pre>
        </div>
      )}
    </Modal>
  );
}
