import { inject, injectable } from 'tsyringe';
import type { ExploreDb } from './migrations/explore-tables.ts';
import {
  toWire,
  type AnnotationContext,
  type IAnnotationSource,
  type QueryContext,
} from '../../../server/engine/chart-data/index.ts';
import { QueryCompileError } from '../../../server/engine/compiler/index.ts';
import { ApiError } from '../../../server/http/errors.ts';
import type { AuthUser } from '../../../server/security/auth-user.ts';
import { IMetadataDb } from '../../../server/store/store.ts';
import { findChart } from './chart-lookup.ts';
import { parseQueryContext } from './query-context-schema.ts';
import { NativeAnnotationSource } from './annotations/native-annotation-source.ts';

type Raw = Record<string, unknown>;

/**
 * Annotation layers drawn from another saved chart (`sourceType` line or table, `value` = its
 * id), as Superset's get_viz_annotation_data: the chart's saved query context runs as the same
 * user (its datasource access checked), with the layer's `overrides` — a value replaces the
 * chart's own, null takes the annotated query's — and its rows become `{records: [...]}`.
 * The layer chart's own annotation layers are not followed. NATIVE layers are the annotation
 * tables' (`annotations/native-annotation-source.ts`).
 */
@injectable()
export class ChartAnnotationSource implements IAnnotationSource {
  constructor(
    @inject(IMetadataDb) private readonly db: ExploreDb,
    @inject(NativeAnnotationSource) private readonly native: NativeAnnotationSource,
  ) {}

  async authorize(layers: Raw[], user: AuthUser | null): Promise<void> {
    if (layers.some((l) => l.sourceType === 'NATIVE')) this.native.authorize(user);
  }

  async layerData(layer: Raw, ctx: AnnotationContext): Promise<unknown> {
    if (layer.sourceType === 'NATIVE') return this.native.layerData(layer, ctx);
    if (layer.sourceType !== 'line' && layer.sourceType !== 'table') return undefined;
    const chart = await findChart(
      this.db,
      typeof layer.value === 'number' || typeof layer.value === 'string' ? layer.value : '',
    );
    if (!chart) throw new QueryCompileError('The chart does not exist');
    if (!chart.query_context) throw new QueryCompileError('The chart query context does not exist');
    let context: QueryContext;
    try {
      context = parseQueryContext(JSON.parse(chart.query_context));
    } catch (err) {
      if (err instanceof SyntaxError || err instanceof ApiError)
        throw new QueryCompileError('The chart query context does not exist');
      throw err;
    }
    const overrides = (typeof layer.overrides === 'object' && layer.overrides !== null ? layer.overrides : {}) as Raw;
    const query: Raw = { ...context.queries[0], annotation_layers: [] };
    for (const key of ['time_range', 'granularity', 'time_shift'] as const) {
      if (key in overrides) query[key] = overrides[key] ?? ctx.parent[key];
    }
    if ('time_grain_sqla' in overrides)
      query.extras = {
        ...((query.extras as Raw | undefined) ?? {}),
        time_grain_sqla: overrides.time_grain_sqla ?? ctx.parent.time_grain_sqla,
      };
    const payload = await ctx.run({
      ...context,
      queries: [query],
      force: ctx.force,
      result_type: 'full',
      result_format: 'json',
    });
    return { records: payload ? toWire(payload, 'json').data : [] };
  }
}
