import type { ChartDataEntry, ChartDataRequest, ChartDataService } from '../../../server/engine/chart-data/index.ts';
import { isQueryError } from '../../../server/engine/chart-data/index.ts';
import { QueryCompileError } from '../../../server/engine/compiler/index.ts';
import { ApiError, badRequest } from '../../../server/http/errors.ts';

/**
 * The wire form of a failing query (reference §3.1): validation problems (unknown column, bad
 * metric, unsafe SQL) as their message; failures while running or post-processing as
 * "Error: <message>". Anything else is not the query's fault and is left as it is.
 */
export function chartDataError(err: unknown): ApiError | unknown {
  if (err instanceof ApiError) return err;
  if (err instanceof QueryCompileError) return badRequest(err.message);
  if (isQueryError(err)) return badRequest(`Error: ${(err as Error).message}`);
  return err;
}

/** Runs a query context with the engine's errors in Superset's shapes. */
export async function runChartData(service: ChartDataService, req: ChartDataRequest): Promise<ChartDataEntry[] | null> {
  try {
    return await service.run(req);
  } catch (err) {
    throw chartDataError(err);
  }
}
