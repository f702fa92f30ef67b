import { inject, injectable } from 'tsyringe';
import { badRequest, notFound, unprocessable } from '../../../../server/http/errors.ts';
import { changedBy, createdBy } from '../../../../server/rest/audit-values.ts';
import { parseDatetime } from '../../../../server/rest/wire-format.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import type { AnnotationBody, LayerBody } from './annotation-body-schemas.ts';
import type { AnnotationDb } from './annotation-tables.ts';

/** Superset's messages (superset/annotation_layers/**\/commands/exceptions.py). */
export const MESSAGES = {
  layerNameUnique: 'Name must be unique',
  layerHasAnnotations: 'Annotation layer has associated annotations.',
  layerNotFound: 'Annotation layer not found.',
  shortDescrUnique: 'Short description must be unique for this layer',
  endBeforeStart: 'End date must be after start date',
  jsonNotValid: 'JSON not valid',
  notADatetime: 'Not a valid datetime.',
} as const;

type Problems = Record<string, string[]>;
const add = (p: Problems, field: string, message: string) => (p[field] ??= []).push(message);

/** The stored form of the body's dates and JSON, or 400 with marshmallow's field messages. */
function parseAnnotationBody(body: AnnotationBody): Partial<Record<'start_dttm' | 'end_dttm', string>> {
  const problems: Problems = {};
  const out: Partial<Record<'start_dttm' | 'end_dttm', string>> = {};
  for (const f of ['start_dttm', 'end_dttm'] as const) {
    const v = body[f];
    if (v === undefined) continue;
    const stored = parseDatetime(v);
    if (stored === null) add(problems, f, MESSAGES.notADatetime);
    else out[f] = stored;
  }
  if (typeof body.json_metadata === 'string' && body.json_metadata.trim() !== '') {
    try {
      JSON.parse(body.json_metadata);
    } catch {
      add(problems, 'json_metadata', MESSAGES.jsonNotValid);
    }
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  return out;
}

/**
 * Annotation layer and annotation writes with Superset's commands' rules: unique layer names,
 * short descriptions unique within their layer, end not before start, no deleting a layer that
 * still holds annotations (422). Every write is all or nothing.
 */
@injectable()
export class AnnotationService {
  constructor(@inject(IMetadataDb) private readonly db: AnnotationDb) {}

  private async layerNameTaken(name: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('annotation_layer').select('id').where('name', '=', name);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  private async layerExists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('annotation_layer').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  async createLayer(body: LayerBody, user: AuthUser): Promise<number> {
    if (await this.layerNameTaken(body.name!)) throw unprocessable({ name: [MESSAGES.layerNameUnique] });
    const row = await this.db
      .insertInto('annotation_layer')
      .values({ name: body.name!, descr: body.descr ?? null, ...createdBy(user.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateLayer(id: number, body: LayerBody, user: AuthUser): Promise<void> {
    if (!(await this.layerExists(id))) throw notFound();
    if (body.name !== undefined && (await this.layerNameTaken(body.name, id)))
      throw unprocessable({ name: [MESSAGES.layerNameUnique] });
    await this.db
      .updateTable('annotation_layer')
      .set({ ...body, ...changedBy(user.id) })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes all or none: 404 when any is missing, 422 when any still holds annotations. */
  async deleteLayers(ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    const found = await this.db.selectFrom('annotation_layer').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw notFound();
    const child = await this.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', 'in', unique)
      .executeTakeFirst();
    if (child) throw unprocessable(MESSAGES.layerHasAnnotations);
    await this.db.deleteFrom('annotation_layer').where('id', 'in', unique).execute();
    return unique.length;
  }

  private async shortDescrTaken(layerId: number, shortDescr: string, exceptId?: number): Promise<boolean> {
    let q = this.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('short_descr', '=', shortDescr);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Superset answers a missing layer on create with 400 and its message. */
  async createAnnotation(layerId: number, body: AnnotationBody, user: AuthUser): Promise<number> {
    const dates = parseAnnotationBody(body);
    if (!(await this.layerExists(layerId))) throw badRequest(MESSAGES.layerNotFound);
    const problems: Problems = {};
    if (await this.shortDescrTaken(layerId, body.short_descr!)) add(problems, 'short_descr', MESSAGES.shortDescrUnique);
    if (dates.end_dttm! < dates.start_dttm!) add(problems, 'start_dttm', MESSAGES.endBeforeStart);
    if (Object.keys(problems).length) throw unprocessable(problems);
    const row = await this.db
      .insertInto('annotation')
      .values({
        layer_id: layerId,
        short_descr: body.short_descr!,
        long_descr: body.long_descr ?? null,
        start_dttm: dates.start_dttm!,
        end_dttm: dates.end_dttm!,
        json_metadata: body.json_metadata ?? null,
        ...createdBy(user.id),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  private async annotationIn(layerId: number, id: number) {
    const row = await this.db
      .selectFrom('annotation')
      .select(['id', 'start_dttm', 'end_dttm'])
      .where('id', '=', id)
      .where('layer_id', '=', layerId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** 404 when the layer or the annotation (in that layer) is missing. */
  async updateAnnotation(layerId: number, id: number, body: AnnotationBody, user: AuthUser): Promise<void> {
    const dates = parseAnnotationBody(body);
    const current = await this.annotationIn(layerId, id);
    const problems: Problems = {};
    if (body.short_descr !== undefined && (await this.shortDescrTaken(layerId, body.short_descr, id)))
      add(problems, 'short_descr', MESSAGES.shortDescrUnique);
    const start = dates.start_dttm ?? current.start_dttm;
    const end = dates.end_dttm ?? current.end_dttm;
    if (start && end && end < start) add(problems, 'start_dttm', MESSAGES.endBeforeStart);
    if (Object.keys(problems).length) throw unprocessable(problems);
    await this.db
      .updateTable('annotation')
      .set({ ...body, ...dates, ...changedBy(user.id) })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes all or none of the layer's annotations: 404 when any id is not one of them. */
  async deleteAnnotations(layerId: number, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    const found = await this.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('id', 'in', unique)
      .execute();
    if (found.length !== unique.length) throw notFound();
    await this.db.deleteFrom('annotation').where('id', 'in', unique).execute();
    return unique.length;
  }
}
