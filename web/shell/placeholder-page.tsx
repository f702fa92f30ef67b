import type { PageProps } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';
import { ConstructionIcon } from './icons.tsx';

/** A screen whose feature is on its way: an honest empty state and a way back home. */
export function placeholderPage(title: string, heading: string, description: string) {
  return function PlaceholderPage({ params }: PageProps) {
    const subject = params.idOrSlug ? `${title} · ${params.idOrSlug}` : title;
    return (
      <div className="shell-page">
        <header className="shell-page__header">
          <h1>{subject}</h1>
        </header>
        <div className="shell-empty shell-empty--panel">
          <div className="shell-empty__icon">
            <ConstructionIcon size={28} />
          </div>
          <h2>{heading}</h2>
          <p>{description}</p>
          <a className="shell-button" href="/superset/welcome/">
            {t('Back to home')}
          </a>
        </div>
      </div>
    );
  };
}
