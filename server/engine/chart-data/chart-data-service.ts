import { inject, injectable } from 'tsyringe';
import { IResultCache } from '../cache/result-cache.ts';
import { resolveCacheTimeout } from '../cache/cache-timeout.ts';
import { IDatasourceProvider } from '../datasource-provider.ts';
import type { EngineLogger } from '../engine-logger.ts';
import { IRowLevelSecurity } from '../row-level-security.ts';
import type { AuthUser } from '../../security/auth-user.ts';
import { IGuestPolicy } from '../../security/guest-policy.ts';
import { IAnnotationSource } from './annotation-source.ts';
import { IChartDataSettings } from './chart-data-settings.ts';
import { applyGranularity } from './post-adjustments.ts';
import { RESULT_TYPES, type QueryContext, type ResultType } from './query-context.ts';
import { runQueryObject } from './query-object-runner.ts';
import type { QueryPayload } from './query-payload.ts';
import type { QueryRunContext } from './query-run-context.ts';
import { columnsEntry, queryEntry, timegrainsEntry } from './result-type-entries.ts';
import { queryForResultType } from './result-type-query.ts';
import { loadTemplateDatasets } from './template-datasets.ts';

export interface ChartDataRequest {
  context: QueryContext;
  user: AuthUser | null;
  /** The saved chart's cache_timeout, when the request names a chart. */
  chartCacheTimeout?: number | null;
  /** Answer only when every query is cached (the async path's first look); null otherwise. */
  cachedOnly?: boolean;
  /**
   * Takes the cache writes to run once the answer has gone out (requests: encoding a result for
   * the cache must not delay its answer). Without it (jobs) results are stored before `run` returns.
   */
  afterAnswer?: (task: () => Promise<void>) => void;
  signal?: AbortSignal;
  logger?: EngineLogger;
}

/** One entry of `result`: a data payload, or the small shapes of `query`, `columns`, `timegrains`, `results`. */
export type ChartDataEntry =
  | {
      kind: 'payload';
      payload: QueryPayload;
      /** Only these fields on the wire (`results`). */ fields?: readonly string[];
    }
  | { kind: 'plain'; body: Record<string, unknown> };

/** What `result_type: "results"` keeps of a payload (the Results pane). */
export const RESULTS_FIELDS = ['data', 'colnames', 'coltypes', 'rowcount', 'sql_rowcount'] as const;

/**
 * The QueryContext service (Superset's ChartDataCommand): loads the datasource and checks the
 * caller's access to it (403), applies the backend adjustments, and runs each query object for
 * the requested result type. A failing query throws the engine's own error (QueryCompileError,
 * ConnectorError, QueryFailedError, PostProcessingError): the caller says it in its protocol.
 */
@injectable()
export class ChartDataService {
  private readonly deps: {
    datasources: IDatasourceProvider;
    cache: IResultCache;
    settings: IChartDataSettings;
    rls: IRowLevelSecurity;
    annotations: IAnnotationSource;
    guests: IGuestPolicy;
  };

  constructor(
    @inject(IDatasourceProvider) datasources: IDatasourceProvider,
    @inject(IResultCache) cache: IResultCache,
    @inject(IChartDataSettings) settings: IChartDataSettings,
    /** The host registers one that adds no clauses until a plugin provides row-level security. */
    @inject(IRowLevelSecurity) rls: IRowLevelSecurity,
    /** Data of annotation layers (another chart's rows). */
    @inject(IAnnotationSource) annotations: IAnnotationSource,
    /** What a guest of an embedded dashboard may ask (the dashboard plugin's rules). */
    @inject(IGuestPolicy) guests: IGuestPolicy,
  ) {
    this.deps = { datasources, cache, settings, rls, annotations, guests };
  }

  async run(req: ChartDataRequest): Promise<ChartDataEntry[] | null> {
    const { context } = req;
    const ds = await this.deps.datasources.load(context.datasource);
    // A guest holds no dataset permission: it reaches the datasets of its dashboards' charts, for
    // those charts' own queries only (the check the dashboard plugin installs).
    if (req.user?.guest)
      await this.deps.guests.assertChartData(req.user, {
        formData: isRecord(context.form_data) ? context.form_data : null,
        queries: context.queries as Record<string, unknown>[],
        datasetId: ds.id,
      });
    else await this.deps.datasources.assertAccess(req.user, ds);
    const rls = await this.deps.rls.clausesFor(req.user, ds.id);
    // What the templates may embed through dataset(<id>), loaded and access-checked before rendering.
    const templateDatasets = await loadTemplateDatasets(this.deps, req.user, [
      ds.compile.sql,
      ...rls.map((c) => c.clause),
      ...context.queries.flatMap((q) => {
        const extras = (q as { extras?: { where?: unknown; having?: unknown } }).extras;
        return [extras?.where, extras?.having];
      }),
    ]);
    const rc: QueryRunContext = {
      ds,
      rls,
      force: context.force,
      cachedOnly: req.cachedOnly ?? false,
      cacheTimeout: resolveCacheTimeout({
        custom: context.custom_cache_timeout,
        chart: req.chartCacheTimeout,
        dataset: ds.cacheTimeout,
        database: ds.database.cacheTimeout,
        fallback: this.deps.settings.defaultCacheTimeout,
      }),
      settings: this.deps.settings,
      cache: this.deps.cache,
      afterAnswer: req.afterAnswer,
      signal: req.signal,
      logger: req.logger,
      now: new Date(),
      user: req.user,
      urlParams: urlParamsOf(context.form_data),
      templateDatasets,
      annotations: this.deps.annotations,
      runContext: async (nested) => {
        const first = (await this.run({ context: nested, user: req.user, signal: req.signal }))?.[0];
        return first?.kind === 'payload' ? first.payload : null;
      },
    };
    const entries = await Promise.all(
      context.queries.map(async (raw): Promise<ChartDataEntry | null> => {
        const type = ownResultType(raw) ?? context.result_type;
        const qo = queryForResultType(applyGranularity(raw, context.form_data, ds), type, ds);
        if (type === 'query') return { kind: 'plain', body: queryEntry(qo, rc) };
        if (type === 'columns') return { kind: 'plain', body: columnsEntry(ds) };
        if (type === 'timegrains') return { kind: 'plain', body: timegrainsEntry(ds.database.backend) };
        const payload = await runQueryObject(qo, rc);
        if (!payload) return null;
        return type === 'results' ? { kind: 'payload', payload, fields: RESULTS_FIELDS } : { kind: 'payload', payload };
      }),
    );
    return entries.some((e) => e === null) ? null : (entries as ChartDataEntry[]);
  }
}

/** A query object may name its own result type (Superset's QueryObject.result_type); it wins over the context's. */
function ownResultType(raw: Record<string, unknown>): ResultType | null {
  const t = raw.result_type;
  return typeof t === 'string' && (RESULT_TYPES as readonly string[]).includes(t) ? (t as ResultType) : null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `form_data.url_params`, the parameters of the page that asks (Superset's url_param source). */
function urlParamsOf(formData: unknown): Record<string, unknown> {
  const p = (formData as { url_params?: unknown } | null | undefined)?.url_params;
  return p && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>) : {};
}
