import { t } from '../i18n/t.ts';

/** While a page's chunk loads: a quiet spinner that appears only after a short delay. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('Loading…')}</span>
    </div>
  );
}
