import { defineResource } from '../rest/define-resource.ts';
import type { ManyToMany, ManyToOne } from '../rest/resource-def.ts';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'nsw', 'ew', 'new'];
const ID_OPS = ['eq', 'neq', 'in', 'gt', 'lt'];

const roleRelation: ManyToMany = {
  kind: 'many-to-many',
  table: 'ab_role',
  through: 'ab_user_role',
  throughSourceFk: 'user_id',
  throughTargetFk: 'role_id',
  fields: { id: { column: 'id', type: 'number' }, name: 'name' },
  text: (r: Record<string, unknown>) => String(r.name),
  search: ['name'],
  relatedOrder: { field: 'name', direction: 'asc' },
};

/** A user's list and show columns are the same (FAB's UserApi). */
const userColumns = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'roles.id',
  'roles.name',
  'last_login',
  'login_count',
  'fail_login_count',
  'created_on',
  'changed_on',
];

/** A read-only FAB resource over a table of `id` and `name` (permissions, view menus), listed whole by default. */
function namedLookupResource(name: string, className: string, table: string) {
  return defineResource({
    name,
    className,
    modelName: className,
    table,
    fields: { id: { type: 'number' }, name: { type: 'string' } },
    listColumns: ['id', 'name'],
    showColumns: ['id', 'name'],
    orderColumns: ['id', 'name'],
    searchColumns: { id: ID_OPS, name: TEXT_OPS },
    defaultOrder: { column: 'name', direction: 'asc' },
    maxPageSize: -1,
  });
}

/** A many-to-one relation to a table of `id` and `name`, shown and searched by its name. */
function namedManyToOne(table: string, fk: string): ManyToOne {
  return {
    kind: 'many-to-one',
    table,
    fk,
    fields: { id: { column: 'id', type: 'number' }, name: 'name' },
    text: (r) => String(r.name),
    search: ['name'],
  };
}

/** `/api/v1/security/users/`: FAB's UserApi (class permission `User`), without the password hash. */
export const userResource = defineResource({
  name: 'security/users',
  className: 'User',
  modelName: 'User',
  table: 'ab_user',
  fields: {
    id: { type: 'number' },
    username: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    active: { type: 'boolean' },
    last_login: { type: 'datetime' },
    login_count: { type: 'number' },
    fail_login_count: { type: 'number' },
    created_on: { type: 'datetime' },
    changed_on: { type: 'datetime' },
  },
  relations: { roles: roleRelation },
  listColumns: userColumns,
  showColumns: userColumns,
  orderColumns: [
    'id',
    'username',
    'first_name',
    'last_name',
    'email',
    'active',
    'last_login',
    'login_count',
    'created_on',
    'changed_on',
  ],
  searchColumns: {
    id: ID_OPS,
    username: TEXT_OPS,
    first_name: TEXT_OPS,
    last_name: TEXT_OPS,
    email: TEXT_OPS,
    active: ['eq', 'neq'],
    roles: ['rel_m_m', 'nrel_m_m'],
  },
  relatedColumns: ['roles'],
  distinctColumns: ['username', 'first_name', 'last_name', 'email'],
  defaultOrder: { column: 'username', direction: 'asc' },
  addColumns: [
    { name: 'username', type: 'String', required: true },
    { name: 'first_name', type: 'String', required: true },
    { name: 'last_name', type: 'String', required: true },
    { name: 'email', type: 'String', required: true },
    { name: 'active', type: 'Boolean' },
    { name: 'roles', type: 'List', required: true },
    { name: 'password', type: 'String', required: true },
  ],
  editColumns: [
    { name: 'username', type: 'String' },
    { name: 'first_name', type: 'String' },
    { name: 'last_name', type: 'String' },
    { name: 'email', type: 'String' },
    { name: 'active', type: 'Boolean' },
    { name: 'roles', type: 'List' },
    { name: 'password', type: 'String' },
  ],
});

/** `/api/v1/security/roles/`: FAB's RoleApi (class permission `Role`). */
export const roleResource = defineResource({
  name: 'security/roles',
  className: 'Role',
  modelName: 'Role',
  table: 'ab_role',
  fields: { id: { type: 'number' }, name: { type: 'string' } },
  relations: {
    // FAB's Role.user and Role.permissions.
    user: {
      kind: 'many-to-many',
      table: 'ab_user',
      through: 'ab_user_role',
      throughSourceFk: 'role_id',
      throughTargetFk: 'user_id',
      fields: {
        id: { column: 'id', type: 'number' },
        username: 'username',
        first_name: 'first_name',
        last_name: 'last_name',
      },
      text: (r) => [r.first_name, r.last_name].filter(Boolean).join(' ') || String(r.username),
      search: ['username', 'first_name', 'last_name'],
      relatedOrder: { field: 'username', direction: 'asc' },
    },
    permissions: {
      kind: 'many-to-many',
      table: 'ab_permission_view',
      through: 'ab_permission_view_role',
      throughSourceFk: 'role_id',
      throughTargetFk: 'permission_view_id',
      fields: { id: { column: 'id', type: 'number' } },
      text: (r) => String(r.id),
    },
  },
  listColumns: ['id', 'name', 'user.id', 'user.username', 'user.first_name', 'user.last_name', 'permissions.id'],
  showColumns: ['id', 'name', 'user.id', 'user.username', 'permissions.id'],
  orderColumns: ['id', 'name'],
  searchColumns: { id: ID_OPS, name: TEXT_OPS, user: ['rel_m_m', 'nrel_m_m'], permissions: ['rel_m_m', 'nrel_m_m'] },
  relatedColumns: ['user'],
  defaultOrder: { column: 'name', direction: 'asc' },
  addColumns: [{ name: 'name', type: 'String', required: true }],
  editColumns: [{ name: 'name', type: 'String', required: true }],
});

/** `/api/v1/security/permissions/`: FAB's PermissionApi (read-only: pairs come from the routes). */
export const permissionResource = namedLookupResource('security/permissions', 'Permission', 'ab_permission');

/** `/api/v1/security/resources/`: FAB's ViewMenuApi (read-only). */
export const viewMenuResource = namedLookupResource('security/resources', 'ViewMenu', 'ab_view_menu');

/** `/api/v1/security/permissions-resources/`: FAB's PermissionViewMenuApi (read-only). */
export const permissionViewResource = defineResource({
  name: 'security/permissions-resources',
  className: 'PermissionViewMenu',
  modelName: 'PermissionView',
  table: 'ab_permission_view',
  fields: { id: { type: 'number' } },
  relations: {
    permission: namedManyToOne('ab_permission', 'permission_id'),
    view_menu: namedManyToOne('ab_view_menu', 'view_menu_id'),
  },
  listColumns: ['id', 'permission.id', 'permission.name', 'view_menu.id', 'view_menu.name'],
  showColumns: ['id', 'permission.id', 'permission.name', 'view_menu.id', 'view_menu.name'],
  orderColumns: ['id', 'permission.name', 'view_menu.name'],
  searchColumns: { id: ID_OPS, permission: ['rel_o_m', 'nrel_o_m'], view_menu: ['rel_o_m', 'nrel_o_m'] },
  relatedColumns: ['permission', 'view_menu'],
  defaultOrder: { column: 'id', direction: 'asc' },
  pageSize: 100,
  maxPageSize: 1000,
});
