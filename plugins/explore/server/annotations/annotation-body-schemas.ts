/**
 * Bodies of the annotation writes, as Superset's marshmallow schemas
 * (superset/annotation_layers/schemas.py, superset/annotation_layers/annotations/schemas.py):
 * a layer needs its name (1–250), an annotation its short description (1–500) and both dates.
 * Dates are checked by the service (naive ISO datetimes, which ajv's date-time refuses).
 */
const layerProperties = {
  name: { type: 'string', minLength: 1, maxLength: 250 },
  descr: { type: ['string', 'null'] },
} as const;

export const createLayerSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: layerProperties,
} as const;
export const updateLayerSchema = { type: 'object', additionalProperties: false, properties: layerProperties } as const;

export interface LayerBody {
  name?: string;
  descr?: string | null;
}

const annotationProperties = {
  short_descr: { type: 'string', minLength: 1, maxLength: 500 },
  long_descr: { type: ['string', 'null'] },
  start_dttm: { type: 'string' },
  end_dttm: { type: 'string' },
  json_metadata: { type: ['string', 'null'] },
} as const;

export const createAnnotationSchema = {
  type: 'object',
  required: ['short_descr', 'start_dttm', 'end_dttm'],
  additionalProperties: false,
  properties: annotationProperties,
} as const;
export const updateAnnotationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: annotationProperties,
} as const;

export interface AnnotationBody {
  short_descr?: string;
  long_descr?: string | null;
  start_dttm?: string;
  end_dttm?: string;
  json_metadata?: string | null;
}
