import { useState } from 'react';
import { Avatars } from '../../../../web/components/avatars.tsx';
import { FavoriteStar } from '../../../../web/components/favorite-star.tsx';
import { Icon } from '../../../../web/components/icons.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { certificationText, type ChartRow } from './chart-row.ts';

/** The picture of a card: the chart's thumbnail, or a placeholder when it has none or it fails (404…). */
export function ChartThumbnail({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url)
    return (
      <div className="chart-card__placeholder" data-testid="chart-thumbnail-placeholder">
        <Icon name="chart" size={40} strokeWidth={1.2} />
      </div>
    );
  return (
    <img
      className="chart-card__image"
      src={url}
      alt={t('Thumbnail of %s', name)}
      loading="lazy"
      onError={() => setFailed(url)}
      data-testid="chart-thumbnail"
    />
  );
}

/** One chart in the card view (Superset's ChartCard): thumbnail, name, certification, type, age, owners, actions. */
export function ChartCard({
  row,
  vizName,
  favorite,
  onToggleFavorite,
  actions,
}: {
  row: ChartRow;
  vizName: string;
  favorite: boolean | null;
  onToggleFavorite: () => void;
  actions: React.ReactNode;
}) {
  const certified = certificationText(row);
  return (
    <>
      <a className="chart-card__cover" href={row.url} aria-label={t('Open %s', row.slice_name)} tabIndex={-1}>
        <ChartThumbnail url={row.thumbnail_url} name={row.slice_name} />
      </a>
      <div className="chart-card__body">
        <div className="chart-card__title-row">
          {certified && (
            <span className="chart-card__certified" title={certified} aria-label={certified}>
              <Icon name="check" size={14} />
            </span>
          )}
          <a className="chart-card__title" href={row.url} title={row.slice_name}>
            {row.slice_name}
          </a>
          {favorite !== null && <FavoriteStar on={favorite} onToggle={onToggleFavorite} />}
        </div>
        <div className="chart-card__meta">
          <span>{vizName}</span>
          <span>{t('Modified %s', row.changed_on_delta_humanized)}</span>
        </div>
        <div className="chart-card__footer">
          <Avatars people={row.owners ?? []} />
          <div className="lp-row-actions">{actions}</div>
        </div>
      </div>
    </>
  );
}
