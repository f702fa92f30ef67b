import type { IResultCache } from '../cache/result-cache.ts';
import { compileQuery, type CompiledQuery, type RlsClause } from '../compiler/index.ts';
import type { DownsamplePushdownRequest } from '../compiler/downsample-pushdown.ts';
import type { QueryDatasource } from '../datasource-provider.ts';
import { parseTimeRange } from '../time-range/index.ts';
import type { AuthUser } from '../../security/auth-user.ts';
import type { EngineLogger } from '../engine-logger.ts';
import type { IAnnotationSource } from './annotation-source.ts';
import type { ChartDataSettings } from './chart-data-settings.ts';
import type { QueryContext } from './query-context.ts';
import type { QueryPayload } from './query-payload.ts';
import { renderQueryTemplates } from './query-templates.ts';
import type { TemplateDatasets } from './template-datasets.ts';

type Raw = Record<string, unknown>;

/** What running one query object needs besides the object itself. */
export interface QueryRunContext {
  ds: QueryDatasource;
  rls: readonly RlsClause[];
  force: boolean;
  /** Answer only from the cache: null on a miss (the async path's first look). */
  cachedOnly: boolean;
  cacheTimeout: number;
  settings: ChartDataSettings;
  cache: IResultCache;
  /** Runs cache writes after the answer is sent (HTTP requests); none = write before returning (jobs). */
  afterAnswer?: (task: () => Promise<void>) => void;
  signal?: AbortSignal;
  logger?: EngineLogger;
  now: Date;
  /** Who asks (annotation layers run other charts as them; templates read `current_username()`…). */
  user: AuthUser | null;
  /** The chart's `form_data.url_params`, for templates' `url_param()`. */
  urlParams?: Record<string, unknown>;
  /** The datasets the templates' `dataset(<id>)` calls name, loaded and access-checked (template-datasets.ts). */
  templateDatasets?: TemplateDatasets;
  annotations: IAnnotationSource | null;
  /** Runs another query context as the same caller (annotation layers drawn from other charts). */
  runContext(context: QueryContext): Promise<QueryPayload | null>;
}

/** The time-range grammar for a query: its extras' relative_start/relative_end, one clock. */
export function timeRangeResolver(extras: unknown, now: Date) {
  const e = (typeof extras === 'object' && extras !== null ? extras : {}) as Raw;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return (range: string) =>
    parseTimeRange(range, { now, relativeStart: str(e.relative_start), relativeEnd: str(e.relative_end) });
}

/** The query object compiled, its templates (dataset SQL, RLS, extras) rendered first (query-templates.ts). */
export function compileFor(
  raw: Raw,
  rc: Pick<QueryRunContext, 'ds' | 'rls' | 'settings' | 'now' | 'user' | 'urlParams' | 'templateDatasets'>,
  downsample?: DownsamplePushdownRequest,
): CompiledQuery {
  const { raw: qo, ds, rls } = renderQueryTemplates(raw, rc);
  return compileQuery(qo, ds.compile, ds.database.backend, {
    defaultRowLimit: rc.settings.defaultRowLimit,
    maxRowLimit: rc.settings.maxRowLimit,
    resolveTimeRange: timeRangeResolver(qo.extras, rc.now),
    rlsClauses: rls,
    downsample,
  });
}
