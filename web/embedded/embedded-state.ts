import { proxy } from 'valtio';

/**
 * What the host may ask of the embedded dashboard (getActiveTabs, getDataMask, getChartStates,
 * getChartDataPayloads): the dashboard page writes it as it changes, the switchboard reads it.
 */
export const embeddedState = proxy({
  activeTabs: [] as string[],
  dataMask: {} as Record<string, unknown>,
  chartStates: {} as Record<string, unknown>,
  /** Each chart's query context as the page last sent it. */
  chartPayloads: {} as Record<string, unknown>,
  urlParams: [] as [string, string][],
});
