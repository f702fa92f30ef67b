/**
 * JSON schemas of the security administration routes (bodies, params, query strings and
 * answers), so each route validates its input and appears whole in the OpenAPI document.
 */
import { INT32_MAX, INT32_RANGE } from '../http/number-schemas.ts';

/** A primary key in the path; anything not an id answers 404 in the handler, as FAB's `<int:pk>` does. */
export const pkParams = {
  type: 'object',
  required: ['pk'],
  properties: { pk: { type: 'string', description: 'integer id' } },
} as const;

const name = { type: 'string', minLength: 1, maxLength: 64 } as const;
const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const email = { type: 'string', maxLength: 320, pattern: '^$|^[^@\\s]+@[^@\\s]+$' } as const;
const ids = { type: 'array', maxItems: 10_000, items: { type: 'integer', minimum: 1, maximum: INT32_MAX } } as const;

const userProps = {
  username: { type: 'string', minLength: 1, maxLength: 64 },
  first_name: name,
  last_name: { type: 'string', maxLength: 64 },
  email,
  active: { type: 'boolean' },
  roles: ids,
  password,
} as const;

export const userPostBody = {
  type: 'object',
  required: ['username', 'first_name', 'last_name', 'roles', 'password'],
  additionalProperties: false,
  properties: userProps,
} as const;

export const userPutBody = { type: 'object', additionalProperties: false, properties: userProps } as const;

export const rolePostBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name },
} as const;

export const rolePermissionsBody = {
  type: 'object',
  required: ['permission_view_menu_ids'],
  additionalProperties: false,
  properties: { permission_view_menu_ids: ids },
} as const;

export const roleUsersBody = {
  type: 'object',
  required: ['user_ids'],
  additionalProperties: false,
  properties: { user_ids: ids },
} as const;

export const mePutBody = {
  type: 'object',
  additionalProperties: false,
  properties: { first_name: name, last_name: { type: 'string', maxLength: 64 } },
} as const;

export const mePasswordBody = {
  type: 'object',
  required: ['current_password', 'password'],
  additionalProperties: false,
  properties: { current_password: password, password },
} as const;

/** Superset's RoleRestAPI.get_list arguments (`/roles/search/?q=`). */
export const roleSearchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    order_column: { type: 'string', enum: ['id', 'name'], default: 'id' },
    order_direction: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    page: { type: 'integer', minimum: 0, maximum: INT32_MAX, default: 0 },
    page_size: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    filters: {
      type: 'array',
      default: [],
      items: {
        type: 'object',
        required: ['col', 'value'],
        properties: {
          col: { type: 'string', enum: ['user_ids', 'permission_ids', 'name'] },
          opr: { type: 'string' },
          value: { anyOf: [{ type: 'string' }, { type: 'integer', ...INT32_RANGE }] },
        },
      },
    },
  },
} as const;

/** `{id, result}` of a create or update. */
export const idResult = {
  type: 'object',
  properties: { id: { type: 'integer' }, result: { type: 'object', additionalProperties: true } },
} as const;

export const okMessage = { type: 'object', properties: { message: { type: 'string' } } } as const;

export const roleSearchAnswer = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    ids: { type: 'array', items: { type: 'integer' } },
    result: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          user_ids: { type: 'array', items: { type: 'integer' } },
          permission_ids: { type: 'array', items: { type: 'integer' } },
        },
      },
    },
  },
} as const;

export const rolePermissionsAnswer = {
  type: 'object',
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          permission_name: { type: 'string' },
          view_menu_name: { type: 'string' },
        },
      },
    },
  },
} as const;
