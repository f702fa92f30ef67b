// The header's Share items (Superset's ShareMenuItems): a permalink to the dashboard as shown now
// (tabs and filters), copied to the clipboard or put in an e-mail.
import { t } from '../../../../web/i18n/t.ts';

/** Superset's mailto: subject 'Superset dashboard <title>', body 'Check out this dashboard: <url>'. */
export function permalinkMailto(title: string, url: string): string {
  const subject = encodeURIComponent(`${t('Superset dashboard')} ${title}`);
  const body = encodeURIComponent(`${t('Check out this dashboard: ')}${url}`);
  return `mailto:?Subject=${subject}&Body=${body}`;
}
