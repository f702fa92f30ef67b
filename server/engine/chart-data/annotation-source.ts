import { token } from '../../../core/di/token.ts';
import type { AuthUser } from '../../security/auth-user.ts';
import type { QueryContext } from './query-context.ts';
import type { QueryPayload } from './query-payload.ts';

type Raw = Record<string, unknown>;

/** What an annotation layer's data is computed against: the query it annotates and who asks. */
export interface AnnotationContext {
  user: AuthUser | null;
  force: boolean;
  /** The annotated query object (after normalisation): its time_range, granularity, extras. */
  parent: {
    time_range: string | null;
    granularity: string | null;
    time_grain_sqla: string | null;
    time_shift: string | null;
  };
  signal?: AbortSignal;
  /** Runs another query context as the same caller (a layer drawn from another chart): its first query's payload. */
  run(context: QueryContext): Promise<QueryPayload | null>;
}

/**
 * Where annotation layers' data comes from (reference §3.10): the plugin that owns saved charts
 * answers `line`/`table` layers (another chart's rows); NATIVE layers come with the annotation
 * model. Returns undefined for a layer it does not serve.
 */
export interface IAnnotationSource {
  layerData(layer: Raw, ctx: AnnotationContext): Promise<unknown>;
  /**
   * Throws when the caller may not read some of the layers. Runs before the result cache is read,
   * so a cached payload never hands a caller annotation data they could not have computed.
   */
  authorize?(layers: Raw[], user: AuthUser | null): Promise<void>;
}
export const IAnnotationSource = token<IAnnotationSource>('IAnnotationSource');

/** The layers whose data the server computes: FORMULA layers are drawn by the client alone. */
export function serverAnnotationLayers(layers: unknown): Raw[] {
  if (!Array.isArray(layers)) return [];
  return layers.filter(
    (l): l is Raw =>
      typeof l === 'object' &&
      l !== null &&
      (l as Raw).annotationType !== 'FORMULA' &&
      ['line', 'table', 'NATIVE'].includes(String((l as Raw).sourceType)),
  );
}
