import type { TabFields } from '../persistence/tab-persistence.ts';

/** The spec's messages (§8) when a write of a tab field fails; `sql` tells the user to use 'Save Query'. */
export const FIELD_ERRORS: Partial<Record<keyof TabFields, string>> = {
  name: 'An error occurred while setting the tab name. Please contact your administrator.',
  dbId: 'An error occurred while setting the tab database ID. Please contact your administrator.',
  schema: 'An error occurred while setting the tab schema. Please contact your administrator.',
  autorun: 'An error occurred while setting the tab autorun. Please contact your administrator.',
  templateParams: 'An error occurred while setting the tab template parameters. Please contact your administrator.',
  hideLeftBar: 'An error occurred while hiding the left bar. Please contact your administrator.',
  queryLimit: 'An error occurred while setting the tab query limit. Please contact your administrator.',
  sql: 'An error occurred while storing your query in the backend. To avoid losing your changes, please save your query using the "Save Query" button.',
};
