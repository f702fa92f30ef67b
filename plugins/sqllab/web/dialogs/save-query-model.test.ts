import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../web/toasts/toast-store.ts';
import type { DialogEditor } from './editor-fields.ts';
import { fakeFetch } from './fake-fetch.test-support.ts';
import { createSaveQueryModel } from './save-query-model.ts';

const editor: DialogEditor = {
  id: '5',
  name: 'Untitled Query 2',
  dbId: 1,
  schema: 'main',
  sql: 'SELECT 1',
  templateParams: '{"x": 1}',
  remoteId: null,
};
const toasts = () => toastStore.toasts.map((x) => `${x.kind}: ${x.message}`);

beforeEach(() => {
  toastStore.toasts.splice(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the save query dialog model', () => {
  it('saves a new query with the wire names and ties the tab to it', async () => {
    const calls = fakeFetch({ 'POST /api/v1/saved_query/': { status: 201, body: { id: 42, result: {} } } });
    const onSaved = vi.fn();
    const m = createSaveQueryModel(onSaved);
    m.open(editor);
    expect(m.state.label).toBe('Untitled Query 2');
    m.setLabel('Births');
    m.setDescription('per year');
    await m.save();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/saved_query/',
      body: {
        db_id: 1,
        label: 'Births',
        description: 'per year',
        catalog: null,
        schema: 'main',
        sql: 'SELECT 1',
        template_parameters: '{"x": 1}',
      },
    });
    expect(onSaved).toHaveBeenCalledWith({ remoteId: 42, name: 'Births', description: 'per year' });
    expect(toasts()).toEqual(['success: Your query was saved']);
    expect(m.state.open).toBe(false);
  });

  it('tells the callback given when it opened, not the default one, about the saved query', async () => {
    fakeFetch({ 'POST /api/v1/saved_query/': { status: 201, body: { id: 43, result: {} } } });
    const byDefault = vi.fn();
    const given = vi.fn();
    const m = createSaveQueryModel(byDefault);
    m.open(editor, given);
    await m.save();
    expect(given).toHaveBeenCalledWith({ remoteId: 43, name: 'Untitled Query 2', description: '' });
    expect(byDefault).not.toHaveBeenCalled();
  });

  it('updates the saved query of a tab tied to one', async () => {
    const calls = fakeFetch({
      'GET /api/v1/saved_query/9': { status: 200, body: { id: 9, result: { description: 'old words' } } },
      'PUT /api/v1/saved_query/9': { status: 200, body: { id: 9, result: {} } },
    });
    const m = createSaveQueryModel();
    m.open({ ...editor, remoteId: 9, description: undefined });
    await vi.waitFor(() => expect(m.state.description).toBe('old words'));
    await m.update();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/v1/saved_query/9',
      body: { label: 'Untitled Query 2', description: 'old words' },
    });
    expect(toasts()).toEqual(['success: Your query was updated']);
  });

  it('says so when the server refuses, and keeps the dialog open', async () => {
    fakeFetch({
      'POST /api/v1/saved_query/': { status: 422, body: { message: { label: ['too long'] } } },
      'PUT /api/v1/saved_query/3': { status: 403, body: { message: 'Forbidden' } },
    });
    const m = createSaveQueryModel();
    m.open(editor);
    await m.save();
    expect(m.state.open).toBe(true);
    expect(m.state.error).toBe('label: too long');
    m.open({ ...editor, remoteId: 3, description: '' });
    await m.update();
    expect(toasts()).toEqual(['danger: Your query could not be saved', 'danger: Your query could not be updated']);
  });

  it('warns when the query is saved but the tab could not take it', async () => {
    fakeFetch({ 'POST /api/v1/saved_query/': { status: 201, body: { id: 1, result: {} } } });
    const m = createSaveQueryModel(async () => {
      throw new Error('tab state write failed');
    });
    m.open(editor);
    await m.save();
    expect(toasts()).toEqual(['success: Your query was saved', 'danger: Your query was not properly saved']);
  });

  it('refuses an empty name without calling the server', async () => {
    const calls = fakeFetch({});
    const m = createSaveQueryModel();
    m.open(editor);
    m.setLabel('   ');
    await m.save();
    expect(calls).toEqual([]);
  });
});
