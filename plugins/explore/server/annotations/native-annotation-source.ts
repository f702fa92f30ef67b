import { inject, injectable } from 'tsyringe';
import type { AnnotationContext } from '../../../../server/engine/chart-data/index.ts';
import { QueryCompileError } from '../../../../server/engine/compiler/index.ts';
import { can, type AuthUser } from '../../../../server/security/auth-user.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { ANNOTATION_CLASS } from './annotation-resources.ts';
import type { AnnotationDb } from './annotation-tables.ts';

type Raw = Record<string, unknown>;

/** The columns of a NATIVE layer's data, in Superset's order. */
export const NATIVE_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'] as const;

/** A stored naive-UTC datetime as the chart data JSON carries it: epoch milliseconds (json_int_dttm_ser). */
function epochMs(stored: string | null): number | null {
  if (!stored) return null;
  const ms = Date.parse(`${stored.slice(0, 23)}Z`);
  return Number.isNaN(ms) ? null : ms;
}

function layerId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/**
 * NATIVE annotation layers (`sourceType` NATIVE, `value` = an annotation layer's id), as
 * Superset's get_native_annotation_data: every annotation of the layer, whatever the time range,
 * as `{columns, records}`; the caller needs `can_read` on Annotation, and an unknown layer fails
 * the query (400).
 */
@injectable()
export class NativeAnnotationSource {
  constructor(@inject(IMetadataDb) private readonly db: AnnotationDb) {}

  /** Superset's check before any NATIVE layer is read: `can_read` on Annotation. */
  authorize(user: AuthUser | null): void {
    if (!can(user, 'can_read', ANNOTATION_CLASS))
      throw new QueryCompileError("You don't have access to annotation layers");
  }

  async layerData(layer: Raw, ctx: AnnotationContext): Promise<unknown> {
    this.authorize(ctx.user);
    const id = layerId(layer.value);
    const found =
      id === null
        ? undefined
        : await this.db.selectFrom('annotation_layer').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw new QueryCompileError(`Annotation layer with ID ${String(layer.value)} was not found`);
    const rows = await this.db
      .selectFrom('annotation')
      .select([...NATIVE_COLUMNS])
      .where('layer_id', '=', id!)
      .orderBy('id')
      .execute();
    return {
      columns: [...NATIVE_COLUMNS],
      records: rows.map((r) => ({
        start_dttm: epochMs(r.start_dttm),
        end_dttm: epochMs(r.end_dttm),
        short_descr: r.short_descr,
        long_descr: r.long_descr,
        json_metadata: r.json_metadata,
      })),
    };
  }
}
