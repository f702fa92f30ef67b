import { cacheKeyOf } from '../cache/cache-key.ts';
import { normalizeQueryObject, runCompiledQuery } from '../compiler/index.ts';
import { applyPostProcessingWithReport, type DownsampleReport } from '../post-processing/index.ts';
import { frameFromRows, type Frame } from '../post-processing/frame.ts';
import { displaySql } from './display-sql.ts';
import { labelMapOf, type QueryPayload } from './query-payload.ts';
import { compileFor, type QueryRunContext } from './query-run-context.ts';
import { withTimeOffsets } from './run-time-offsets.ts';
import { timeFilterStatus } from './time-filter-status.ts';
import { serverAnnotationLayers } from './annotation-source.ts';

type Raw = Record<string, unknown>;

const iso = (d: Date) => d.toISOString().slice(0, 19);

/**
 * One query object, as Superset's get_df_payload: compile (a QueryCompileError is the client's
 * 400), look in the cache unless forced, else run on the pooled connector (timeout, cancel),
 * add time-offset columns, post-process, and cache the payload under its key. The key covers
 * everything that changes the result: the SQL with its bound values (so relative ranges move
 * with the clock), post-processing, offsets, row-level security, the dataset's last change.
 */
export async function runQueryObject(raw: Raw, rc: QueryRunContext): Promise<QueryPayload | null> {
  const compiled = compileFor(raw, rc);
  const qo = normalizeQueryObject(raw);
  const postProcessing = (Array.isArray(qo.passthrough.post_processing) ? qo.passthrough.post_processing : []).filter(
    (r) => r !== null && r !== undefined,
  );
  const timeOffsets = (Array.isArray(qo.passthrough.time_offsets) ? qo.passthrough.time_offsets : []).filter(
    (o): o is string => typeof o === 'string' && o !== '',
  );
  const layers = serverAnnotationLayers(qo.passthrough.annotation_layers);
  const key = cacheKeyOf({
    datasource: rc.ds.uid,
    database: rc.ds.database.id,
    changed_on: rc.ds.changedOn,
    sql: compiled.sql,
    params: compiled.params,
    labels: compiled.labels,
    post_processing: postProcessing,
    time_offsets: timeOffsets,
    rls: rc.rls,
    // What the payload reports beyond the rows.
    rejected_filters: compiled.rejectedFilters,
    applied_time_extras: qo.passthrough.applied_time_extras ?? null,
    annotation_layers: layers,
  });
  if (layers.length && rc.annotations?.authorize) await rc.annotations.authorize(layers, rc.user);
  if (!rc.force) {
    const hit = await rc.cache.get<QueryPayload>(key).catch((err: unknown) => {
      rc.logger?.warn({ err }, 'result cache read failed');
      return null;
    });
    if (hit) return { ...hit, is_cached: true, cache_key: key, cache_timeout: rc.cacheTimeout };
  }
  if (rc.cachedOnly) return null;

  const result = await runCompiledQuery(rc.ds.connector, compiled, {
    timeoutMs: rc.settings.queryTimeoutMs,
    signal: rc.signal,
  });
  let colnames: string[];
  let coltypes: QueryPayload['coltypes'];
  let rows: unknown[][];
  let downsampled: DownsampleReport | null = null;
  if (timeOffsets.length || postProcessing.length) {
    let frame: Frame = frameFromRows(result.columns, result.rows);
    if (timeOffsets.length) frame = await withTimeOffsets(frame, raw, compiled, timeOffsets, rc);
    ({ frame, downsampled } = applyPostProcessingWithReport(frame, postProcessing as never));
    colnames = frame.columns.map((c) => c.name);
    coltypes = frame.columns.map((c) => c.type);
    rows = new Array<unknown[]>(frame.rowCount);
    for (let r = 0; r < frame.rowCount; r++) rows[r] = frame.columns.map((c) => c.values[r]);
  } else {
    // Nothing to post-process: the rows go out as the connector returned them.
    colnames = result.columns.map((c) => c.name);
    coltypes = result.columns.map((c) => c.genericType);
    rows = result.rows;
  }
  const timeStatus = timeFilterStatus(qo.passthrough.applied_time_extras, rc.ds);
  const annotationData: Record<string, unknown> = {};
  if (rc.annotations) {
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
    const parent = {
      time_range: qo.time_range,
      granularity: qo.granularity,
      time_grain_sqla: str(qo.extras.time_grain_sqla),
      time_shift: str(qo.passthrough.time_shift),
    };
    for (const layer of layers) {
      const data = await rc.annotations.layerData(layer, {
        user: rc.user,
        force: rc.force,
        parent,
        signal: rc.signal,
        run: rc.runContext,
      });
      if (data !== undefined) annotationData[String(layer.name)] = data;
    }
  }
  const payload: QueryPayload = {
    cache_key: key,
    cached_dttm: null,
    cache_timeout: rc.cacheTimeout,
    applied_template_filters: [],
    annotation_data: annotationData,
    error: null,
    is_cached: false,
    query: displaySql(compiled.sql, compiled.params, compiled.dialect),
    status: 'success',
    stacktrace: null,
    rowcount: rows.length,
    sql_rowcount: result.rows.length,
    from_dttm: compiled.timeRange?.since?.getTime() ?? null,
    to_dttm: compiled.timeRange?.until?.getTime() ?? null,
    label_map: labelMapOf(colnames, timeOffsets),
    colnames,
    coltypes,
    rows,
    applied_filters: [...compiled.appliedFilters.map((column) => ({ column })), ...timeStatus.applied],
    rejected_filters: [...compiled.rejectedFilters, ...timeStatus.rejected],
    // Loupe's downsample (issue 12 point 4): present only when a Loupe client asked and rows were thinned.
    ...(downsampled ? { downsampled } : {}),
  };
  const store = () =>
    rc.cache
      .set(key, { ...payload, cached_dttm: iso(rc.now) }, rc.cacheTimeout)
      .catch((err: unknown) => rc.logger?.warn({ err }, 'result cache write failed'));
  // A request's answer goes out before its result is encoded for the cache; a job waits for it.
  if (rc.afterAnswer) rc.afterAnswer(store);
  else await store();
  return payload;
}
