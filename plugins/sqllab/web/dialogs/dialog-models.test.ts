import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../web/toasts/toast-store.ts';
import { createCreateDatasetModel } from './create-dataset-model.ts';
import { allowsCostEstimate, type DialogEditor } from './editor-fields.ts';
import { createEstimateCostModel } from './estimate-cost-model.ts';
import { fakeFetch } from './fake-fetch.test-support.ts';
import { createScheduleQueryModel } from './schedule-query-model.ts';

const editor: DialogEditor = {
  id: '5',
  name: 'Births',
  dbId: 1,
  schema: 'main',
  sql: 'SELECT 1;\nSELECT 2',
  selectedText: '',
  templateParams: '',
};
const toasts = () => toastStore.toasts.map((x) => `${x.kind}: ${x.message}`);

beforeEach(() => {
  toastStore.toasts.splice(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the schedule query dialog model', () => {
  it('creates a saved query carrying schedule_info in extra_json', async () => {
    const calls = fakeFetch({ 'POST /savedqueryviewapi/api/create': { status: 201, body: { id: 7, result: {} } } });
    const m = createScheduleQueryModel();
    m.open(editor);
    m.set('start', '2026-12-01T09:30');
    m.setInterval('weekly');
    const start = new Date('2026-12-01T09:30');
    expect(m.preview()).toBe(`${start.getUTCMinutes()} ${start.getUTCHours()} * * ${start.getUTCDay()}`);
    await m.schedule();
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ label: 'Births', db_id: 1, schema: 'main', sql: 'SELECT 1;\nSELECT 2' });
    expect(JSON.parse(body.extra_json as string)).toEqual({
      schedule_info: { start_date: start.toISOString(), end_date: null, schedule_interval: m.preview() },
    });
    expect(toasts()).toEqual([
      'success: Your query has been scheduled. To see details of your query, navigate to Saved queries',
    ]);
  });

  it('checks the form before sending and reports a refusal', async () => {
    const calls = fakeFetch({ 'POST /savedqueryviewapi/api/create': { status: 400, body: { message: 'bad' } } });
    const m = createScheduleQueryModel();
    m.open(editor);
    m.setMode('cron');
    m.set('cron', '61 * * * *');
    m.set('end', '2020-01-01T00:00');
    await m.schedule();
    expect(Object.keys(m.state.errors).sort()).toEqual(['cron', 'end']);
    expect(calls).toEqual([]);
    m.set('cron', '*/5 * * * *');
    m.set('end', '');
    await m.schedule();
    expect(JSON.parse((calls[0]!.body as { extra_json: string }).extra_json).schedule_info.schedule_interval).toBe(
      '*/5 * * * *',
    );
    expect(toasts()).toEqual(['danger: Your query could not be scheduled']);
    expect(m.state.open).toBe(true);
  });
});

describe('the estimate cost dialog model', () => {
  it('sends the selection with parsed template params and keeps a row a statement', async () => {
    const calls = fakeFetch({
      'POST /api/v1/sqllab/estimate/': {
        status: 200,
        body: { result: [{ 'Total cost': '1.5' }, { 'Total cost': '2' }] },
      },
    });
    const m = createEstimateCostModel();
    await m.open({ ...editor, selectedText: 'SELECT 2', templateParams: '{"year": 2000}' });
    expect(calls[0]!.body).toEqual({
      database_id: 1,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 2',
      template_params: { year: 2000 },
    });
    expect(m.state.result).toEqual([{ 'Total cost': '1.5' }, { 'Total cost': '2' }]);
  });

  it('shows bad template params and server errors in the dialog', async () => {
    const calls = fakeFetch({
      'POST /api/v1/sqllab/estimate/': {
        status: 400,
        body: { errors: [{ message: 'syntax error at or near "SELEC"' }] },
      },
    });
    const m = createEstimateCostModel();
    await m.open({ ...editor, templateParams: '{nope' });
    expect(m.state.error).toMatch(/^The template parameters are not valid JSON/);
    expect(calls).toEqual([]);
    await m.open(editor);
    expect(calls[0]!.body).toMatchObject({ sql: 'SELECT 1;\nSELECT 2', template_params: {} });
    expect(m.state.error).toBe('syntax error at or near "SELEC"');
  });

  it('is offered only where the database allows it', () => {
    expect(allowsCostEstimate({ id: 1, allows_cost_estimate: true })).toBe(true);
    expect(allowsCostEstimate({ id: 1, allows_cost_estimate: false, extra: '{"cost_estimate_enabled": true}' })).toBe(
      false,
    );
    expect(allowsCostEstimate({ id: 1, backend: 'postgresql', extra: '{"cost_estimate_enabled": true}' })).toBe(true);
    expect(allowsCostEstimate({ id: 1, backend: 'clickhouse', extra: '{"cost_estimate_enabled": true}' })).toBe(false);
    expect(allowsCostEstimate({ id: 1, backend: 'postgresql', extra: '{}' })).toBe(false);
    expect(allowsCostEstimate(null)).toBe(false);
  });
});

describe('the create dataset dialog model', () => {
  it('posts the spec fields and offers the new dataset', async () => {
    const calls = fakeFetch({ 'POST /api/v1/dataset/': { status: 201, body: { id: 31, result: {} } } });
    const m = createCreateDatasetModel();
    m.open(editor);
    expect(m.state.name).toMatch(/^Births \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    m.setName('births_by_year');
    await m.create();
    expect(calls[0]!.body).toEqual({
      database: 1,
      schema: 'main',
      sql: 'SELECT 1;\nSELECT 2',
      table_name: 'births_by_year',
      is_managed_externally: false,
      external_url: null,
    });
    expect(m.state.created).toEqual({ id: 31, name: 'births_by_year' });
  });

  it("shows a taken name's message under the field, with the spec's toast", async () => {
    fakeFetch({
      'POST /api/v1/dataset/': {
        status: 422,
        body: { message: { table_name: ['Dataset main.births already exists'] } },
      },
    });
    const m = createCreateDatasetModel();
    m.open(editor);
    m.setName('births');
    await m.create();
    expect(m.state.errors).toEqual({ table_name: ['Dataset main.births already exists'] });
    expect(m.state.created).toBeNull();
    expect(toasts()).toEqual(['danger: An error occurred while creating the data source']);
  });
});
