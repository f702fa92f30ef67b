/** Superset's per-object permission names (reference §15.3). */
export const databasePerm = (db: { database_name: string; id: number }) => `[${db.database_name}].(id:${db.id})`;
export const schemaPerm = (databaseName: string, schema: string | null) =>
  schema ? `[${databaseName}].[${schema}]` : null;
export const datasetPerm = (databaseName: string, tableName: string, id: number) =>
  `[${databaseName}].[${tableName}](id:${id})`;

/** What of a user the data access reads: the server's AuthUser, or a client's view of the same. */
export interface PermissionHolder {
  id: number;
  isAdmin: boolean;
  /** `perm|view` keys held through any role. */
  permissions: ReadonlySet<string>;
}

/** What a user may see of the data, from the pairs their roles hold. */
export interface DataAccess {
  /** All databases and datasets (Admin, all_database_access, all_datasource_access). */
  all: boolean;
  databaseIds: number[];
  /** `[db].[schema]` names. */
  schemaPerms: string[];
  /** `[db].[table](id:N)` names. */
  datasetPerms: string[];
  datasetIds: number[];
  userId: number | null;
}

const idOf = (view: string) => {
  const m = /\(id:(\d+)\)$/.exec(view);
  return m ? Number(m[1]) : null;
};

export function dataAccessOf(user: PermissionHolder | null): DataAccess {
  const none: DataAccess = {
    all: false,
    databaseIds: [],
    schemaPerms: [],
    datasetPerms: [],
    datasetIds: [],
    userId: user?.id ?? null,
  };
  if (!user) return none;
  if (
    user.isAdmin ||
    user.permissions.has('all_database_access|all_database_access') ||
    user.permissions.has('all_datasource_access|all_datasource_access')
  ) {
    return { ...none, all: true };
  }
  const out = none;
  for (const key of user.permissions) {
    const bar = key.indexOf('|');
    const perm = key.slice(0, bar);
    const view = key.slice(bar + 1);
    if (perm === 'database_access') {
      const id = idOf(view);
      if (id !== null) out.databaseIds.push(id);
    } else if (perm === 'schema_access') out.schemaPerms.push(view);
    else if (perm === 'datasource_access') {
      out.datasetPerms.push(view);
      const id = idOf(view);
      if (id !== null) out.datasetIds.push(id);
    }
  }
  return out;
}
