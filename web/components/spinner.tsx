import { t } from '../i18n/t.ts';
import './components.css';

/** A small rotating ring; announced as "Loading…" to assistive technology. */
export function Spinner({ size = 20 }: { size?: number }) {
  return (
    <span className="lp-spinner" role="status" aria-label={t('Loading...')} style={{ width: size, height: size }} />
  );
}

/** A grey shimmering bar standing in for text that is still loading. */
export function Skeleton({ width = '100%', height = 12 }: { width?: string | number; height?: number }) {
  return <span className="lp-skeleton" aria-hidden="true" style={{ width, height }} />;
}
