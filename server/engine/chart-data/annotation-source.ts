import type { AuthUser } from '../../security/auth-user.ts';

type Raw = Record<string, unknown>;

/** What an annotation layer's data is computed against: the query it annotates and who asks. */
export interface AnnotationContext {
  user: AuthUser | null;
  force: boolean;
  /** The annotated query object (after normalisation): its time_range, granularity, extras. */
  parent: { time_range: string | null; granularity: string | null; time_grain_sqla: string | null; time_shift: string | null };
  signal?: AbortSignal;
}

/**
 * Where annotation layers' data comes from (reference §3.10): the plugin that owns saved charts
 * answers `line`/`table` layers (another chart's rows); NATIVE layers come with the annotation
 * model. Returns undefined for a layer it does not serve.
 */
export interface AnnotationSource {
  layerData(layer: Raw, ctx: AnnotationContext): Promise<unknown>;
}

/** The layers whose data the server computes: FORMULA layers are drawn by the client alone. */
export function serverAnnotationLayers(layers: unknown): Raw[] {
  if (!Array.isArray(layers)) return [];
  return layers.filter((l): l is Raw => typeof l === 'object' && l !== null && (l as Raw).annotationType !== 'FORMULA' && ['line', 'table', 'NATIVE'].includes(String((l as Raw).sourceType)));
}
