import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '../../shared/layout-types.ts';
import {
  buildSavePayload,
  changedOnServer,
  dashboardAddress,
  overwriteDiff,
  UNTITLED_DASHBOARD,
  type DashboardProperties,
} from './save-payload.ts';

const layout = { ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] } } as unknown as DashboardLayout;
const props: DashboardProperties = {
  dashboard_title: '  ',
  slug: '',
  owners: [2, 1],
  roles: [5],
  certified_by: '',
  certification_details: '',
  css: '',
  metadata: { color_scheme: 'supersetColors' },
};

describe('buildSavePayload', () => {
  it('names an untitled dashboard, nulls an empty slug, carries positions in json_metadata', () => {
    const payload = buildSavePayload(props, layout, false);
    expect(payload.dashboard_title).toBe(UNTITLED_DASHBOARD);
    expect(payload.slug).toBeNull();
    expect(payload).not.toHaveProperty('roles');
    expect(JSON.parse(payload.json_metadata)).toEqual({ color_scheme: 'supersetColors', positions: layout });
  });

  it('sends roles only with DASHBOARD_RBAC and keeps a real title and slug', () => {
    const payload = buildSavePayload({ ...props, dashboard_title: 'Sales', slug: 'sales' }, layout, true);
    expect(payload).toMatchObject({ dashboard_title: 'Sales', slug: 'sales', roles: [5] });
  });
});

describe('overwrite check', () => {
  it('sees a newer server copy', () => {
    expect(changedOnServer('2026-01-01T00:00:00', { changed_on: '2026-01-01T00:00:05' })).toBe(true);
    expect(changedOnServer('2026-01-01T00:00:05', { changed_on: '2026-01-01T00:00:05' })).toBe(false);
    expect(changedOnServer(undefined, { changed_on: '2026-01-01T00:00:05' })).toBe(false);
    // The wire's naive datetimes are UTC, whatever the browser's time zone.
    expect(changedOnServer('2026-01-01T00:00:05Z', { changed_on: '2026-01-01T00:00:05.000001' })).toBe(false);
    expect(changedOnServer('2026-01-01T00:00:05Z', { changed_on: '2026-01-01T00:00:06' })).toBe(true);
  });

  it('lists the values that differ', () => {
    const payload = buildSavePayload({ ...props, dashboard_title: 'Mine' }, layout, false);
    const diff = overwriteDiff(payload, {
      dashboard_title: 'Theirs',
      slug: null,
      css: '',
      owners: [{ id: 1 }, { id: 2 }],
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', positions: {} }),
    });
    expect(diff.map((d) => d.key)).toEqual(['dashboard_title', 'positions']);
    expect(diff[0]).toEqual({ key: 'dashboard_title', server: 'Theirs', ours: 'Mine' });
  });

  it('does not list a layout that differs only by empty children lists', () => {
    const payload = buildSavePayload(props, layout, false);
    const serverLayout = Object.fromEntries(
      Object.entries(layout).map(([id, c]) => {
        if (!c || typeof c !== 'object') return [id, c];
        const { children, ...rest } = c as { children?: string[] };
        return [id, children?.length ? c : rest];
      }),
    );
    const diff = overwriteDiff(payload, {
      dashboard_title: props.dashboard_title,
      slug: props.slug,
      css: props.css,
      certified_by: props.certified_by,
      certification_details: props.certification_details,
      owners: props.owners.map((id) => ({ id })),
      json_metadata: JSON.stringify(props.metadata),
      position_json: JSON.stringify(serverLayout),
    });
    expect(diff.map((d) => d.key)).not.toContain('positions');
  });
});

describe('dashboardAddress', () => {
  it('uses the slug when there is one, else the id', () => {
    expect(dashboardAddress(7, 'sales')).toBe('/superset/dashboard/sales/');
    expect(dashboardAddress(7, null)).toBe('/superset/dashboard/7/');
  });
});
