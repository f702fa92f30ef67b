import type { Kysely } from 'kysely';
import type { AuditColumns, Id } from '../../../../server/store/column-types.ts';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';

/** The annotation tables, as `annotation-migration.ts` creates them (Superset's names). */
export interface AnnotationTables {
  annotation_layer: AnnotationLayerTable;
  annotation: AnnotationTable;
}

export interface AnnotationLayerTable extends AuditColumns {
  id: Id;
  name: string;
  descr: string | null;
}

export interface AnnotationTable extends AuditColumns {
  id: Id;
  layer_id: number;
  /** Stored naive-UTC text (`2024-05-02T10:11:12.000000`). */
  start_dttm: string | null;
  end_dttm: string | null;
  short_descr: string | null;
  long_descr: string | null;
  json_metadata: string | null;
}

export type AnnotationDb = Kysely<PlatformTables & AnnotationTables>;
