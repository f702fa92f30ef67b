import { Tag } from '../../../../web/components/tag.tsx';
import { t } from '../../../../web/i18n/t.ts';

/** Superset's PublishedLabel: "Published" or "Draft". */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Tag tone="success">{t('Published')}</Tag> : <Tag tone="neutral">{t('Draft')}</Tag>;
}
