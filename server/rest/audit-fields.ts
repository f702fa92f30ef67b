import type { FieldDef } from './resource-def.ts';
import { humanizeDelta, wireUtc } from './wire-format.ts';

/** The audit fields every Superset model lists: dates, their humanised ages, who changed it. */
export const AUDIT_FIELDS: Record<string, FieldDef> = {
  changed_on: { type: 'datetime' },
  created_on: { type: 'datetime' },
  changed_on_utc: {
    type: 'string',
    computed: (r) => wireUtc(r.changed_on as string | null),
    needs: ['changed_on'],
    sortColumn: 'changed_on',
  },
  changed_on_delta_humanized: {
    type: 'string',
    computed: (r, ctx) => humanizeDelta(r.changed_on as string | null, ctx.now?.() ?? new Date()),
    needs: ['changed_on'],
    sortColumn: 'changed_on',
  },
  created_on_delta_humanized: {
    type: 'string',
    computed: (r, ctx) => humanizeDelta(r.created_on as string | null, ctx.now?.() ?? new Date()),
    needs: ['created_on'],
    sortColumn: 'created_on',
  },
  changed_by_name: {
    type: 'string',
    computed: (r) => [r['changed_by.first_name'], r['changed_by.last_name']].filter(Boolean).join(' ') || null,
    needs: ['changed_by.first_name', 'changed_by.last_name'],
  },
  created_by_name: {
    type: 'string',
    computed: (r) => [r['created_by.first_name'], r['created_by.last_name']].filter(Boolean).join(' ') || null,
    needs: ['created_by.first_name', 'created_by.last_name'],
  },
};
