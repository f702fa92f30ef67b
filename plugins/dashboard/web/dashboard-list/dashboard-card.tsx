import { useState } from 'react';
import { Avatars } from '../../../../web/components/avatars.tsx';
import { FavoriteStar } from '../../../../web/components/favorite-star.tsx';
import { Icon } from '../../../../web/components/icons.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { PublishedBadge } from './published-badge.tsx';
import { certificationText, dashboardTitle, dashboardUrl, type DashboardRow } from './dashboard-row.ts';

/** The picture of a card: the dashboard's thumbnail, or a placeholder when it has none or it fails. */
function DashboardThumbnail({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url)
    return (
      <div className="dashboard-card__placeholder" data-testid="dashboard-thumbnail-placeholder">
        <Icon name="dashboard" size={40} strokeWidth={1.2} />
      </div>
    );
  return (
    <img
      className="dashboard-card__image"
      src={url}
      alt={t('Thumbnail of %s', name)}
      loading="lazy"
      onError={() => setFailed(url)}
    />
  );
}

/** One dashboard in the card view (Superset's DashboardCard): thumbnail, title, status, age, owners, actions. */
export function DashboardCard({
  row,
  favorite,
  onToggleFavorite,
  actions,
}: {
  row: DashboardRow;
  favorite: boolean | null;
  onToggleFavorite: () => void;
  actions: React.ReactNode;
}) {
  const certified = certificationText(row);
  const title = dashboardTitle(row);
  const url = dashboardUrl(row);
  return (
    <>
      <a className="dashboard-card__cover" href={url} aria-label={t('Open %s', title)} tabIndex={-1}>
        <DashboardThumbnail url={row.thumbnail_url} name={title} />
      </a>
      <div className="dashboard-card__body">
        <div className="dashboard-card__title-row">
          {certified && (
            <span className="dashboard-list__certified" title={certified} aria-label={certified}>
              <Icon name="check" size={14} />
            </span>
          )}
          <a className="dashboard-card__title" href={url} title={title}>
            {title}
          </a>
          {favorite !== null && <FavoriteStar on={favorite} onToggle={onToggleFavorite} />}
        </div>
        <div className="dashboard-card__meta">
          <PublishedBadge published={row.published} />
          <span>{t('Modified %s', row.changed_on_delta_humanized)}</span>
        </div>
        <div className="dashboard-card__footer">
          <Avatars people={row.owners ?? []} />
          <div className="lp-row-actions">{actions}</div>
        </div>
      </div>
    </>
  );
}
