// The save's failure messages, word for word from the spec (§8 Dashboard).
import { ApiError } from '../../../../web/api/api-error.ts';
import { t } from '../../../../web/i18n/t.ts';

export function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 403) return t('You do not have permission to edit this dashboard');
  const message = err instanceof Error ? err.message : '';
  if (message) return t('Sorry, there was an error saving this dashboard: %s', message);
  return t('Sorry, an unknown error occurred');
}
