import {
  distinctQuerySchema,
  infoQuerySchema,
  listQuerySchema,
  relatedQuerySchema,
  showQuerySchema,
  idListSchema,
} from '../rest/rison-schemas.ts';
import { apiResponses, listAnswer, openObject, pathParams, resultOf, risonQuerystring } from './openapi-schemas.ts';

const idAndText = {
  type: 'object',
  additionalProperties: true,
  properties: { value: {}, text: { type: 'string' }, extra: openObject },
};
const optionsAnswer = {
  type: 'object',
  additionalProperties: true,
  properties: { count: { type: 'integer' }, result: { type: 'array', items: idAndText } },
};

/** Route schemas of FAB's read endpoints (list, `_info`, related, distinct, show). */
export const resourceReadSchemas = {
  list: { querystring: risonQuerystring(listQuerySchema), response: apiResponses({ 200: listAnswer }) },
  info: { querystring: risonQuerystring(infoQuerySchema), response: apiResponses({ 200: openObject }) },
  related: {
    params: pathParams('column'),
    querystring: risonQuerystring(relatedQuerySchema),
    response: apiResponses({ 200: optionsAnswer }),
  },
  distinct: {
    params: pathParams('column'),
    querystring: risonQuerystring(distinctQuerySchema),
    response: apiResponses({ 200: optionsAnswer }),
  },
  show: {
    params: pathParams('pk'),
    querystring: risonQuerystring(showQuerySchema),
    response: apiResponses({ 200: resultOf(openObject, { id: {} }) }),
  },
};

/** `DELETE /api/v1/<res>/?q=!(1,2)`: bulk delete by a rison list of ids. */
export const bulkDeleteSchema = {
  querystring: risonQuerystring(idListSchema, 'Rison list of ids'),
  response: apiResponses({ 200: { type: 'object', properties: { message: { type: 'string' } } } }),
};
