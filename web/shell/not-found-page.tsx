import { t } from '../i18n/t.ts';
import { CompassIcon } from './icons.tsx';

/** An address no page answers (or one the user may not open). */
export function NotFoundPage() {
  return (
    <div className="shell-empty">
      <div className="shell-empty__icon">
        <CompassIcon size={28} />
      </div>
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you are looking for does not exist, or you do not have access to it.')}</p>
      <a className="shell-button shell-button--primary" href="/superset/welcome/">
        {t('Back to home')}
      </a>
    </div>
  );
}
