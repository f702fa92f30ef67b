import { proxy } from 'valtio';
import { api } from '../api/client.ts';
import type { MultiOption } from '../components/multi-select.tsx';

/** Superset's permission label: `can read on Dataset` reads as "can read Dataset". */
export function permissionLabel(perm: string, view: string): string {
  return `${perm.replace(/_/g, ' ')} ${view.replace(/_/g, ' ')}`;
}

type Related = { count: number; result: { value: number; text: string }[] };

/** Every option of a `related/<column>` list (they are short: roles, datasets). */
async function relatedOptions(path: string): Promise<MultiOption[]> {
  const res = await api.get<Related>(path, { page: 0, page_size: 100 });
  return res.result.map((r) => ({ value: r.value, label: r.text }));
}

export const loadRoleOptions = () => relatedOptions('/api/v1/security/users/related/roles');
export const loadRlsRoleOptions = () => relatedOptions('/api/v1/rowlevelsecurity/related/roles');
export const loadRlsTableOptions = () => relatedOptions('/api/v1/rowlevelsecurity/related/tables');

type PermissionRow = { id: number; permission: { name: string }; view_menu: { name: string } };

/** Every permission/view pair, page by page (Superset's roles page reads them the same way). */
export async function loadPermissionOptions(): Promise<MultiOption[]> {
  const out: MultiOption[] = [];
  for (let page = 0; ; page++) {
    const res = await api.get<{ count: number; result: PermissionRow[] }>('/api/v1/security/permissions-resources/', {
      page,
      page_size: 1000,
      order_column: 'id',
      order_direction: 'asc',
    });
    for (const p of res.result) out.push({ value: p.id, label: permissionLabel(p.permission.name, p.view_menu.name) });
    if (res.result.length === 0 || out.length >= res.count) break;
  }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

type UserRow = { id: number; username: string; first_name: string; last_name: string };

/** Every user as an option ("First Last (username)"). */
export async function loadUserOptions(): Promise<MultiOption[]> {
  const out: MultiOption[] = [];
  for (let page = 0; ; page++) {
    const res = await api.get<{ count: number; result: UserRow[] }>('/api/v1/security/users/', {
      columns: ['id', 'username', 'first_name', 'last_name'],
      order_column: 'username',
      order_direction: 'asc',
      page,
      page_size: 100,
    });
    for (const u of res.result) out.push({ value: u.id, label: userLabel(u) });
    if (res.result.length === 0 || out.length >= res.count) break;
  }
  return out;
}

export function userLabel(u: { username: string; first_name?: string; last_name?: string }): string {
  const name = [u.first_name, u.last_name].filter(Boolean).join(' ');
  return name ? `${name} (${u.username})` : u.username;
}

/** Superset's `/roles/search/`: each role's user and permission ids. */
export type RoleSummary = { id: number; name: string; user_ids: number[]; permission_ids: number[] };

export async function loadRoleSummaries(ids: readonly number[]): Promise<Map<number, RoleSummary>> {
  if (ids.length === 0) return new Map();
  const res = await api.get<{ result: RoleSummary[] }>('/api/v1/security/roles/search/', {
    page: 0,
    page_size: 1000,
  });
  const wanted = new Set(ids);
  return new Map(res.result.filter((r) => wanted.has(r.id)).map((r) => [r.id, r]));
}

/** Every permission/view pair as options, loaded once per page view (the roles list and dialog share it). */
export const permissionCatalog = proxy({ options: [] as MultiOption[], loading: false, loaded: false });

export async function loadPermissionCatalog(): Promise<void> {
  if (permissionCatalog.loaded || permissionCatalog.loading) return;
  permissionCatalog.loading = true;
  try {
    permissionCatalog.options = await loadPermissionOptions();
    permissionCatalog.loaded = true;
  } finally {
    permissionCatalog.loading = false;
  }
}
