import type { PageProps } from '../../../web/app/web-plugin.ts';
import { EmptyState } from '../../../web/components/empty-state.tsx';
import { t } from '../../../web/i18n/t.ts';

/** The SQL Lab page. */
export default function SqlLabPage(_props: PageProps) {
  return (
    <>
      <h1 className="visually-hidden">{t('SQL Lab')}</h1>
      <EmptyState size="big" title={t('SQL Lab')} description={t('Loading the editor...')} />
    </>
  );
}
