import { describe, expect, it } from 'vitest';
import type { DialogEditor } from './editor-fields.ts';
import { createTemplateParamsModel, templateParamsCount } from './template-params-model.ts';

const editor = (templateParams: string): DialogEditor => ({
  id: '7',
  name: 'Q',
  dbId: 1,
  schema: null,
  sql: 'SELECT {{ n }}',
  templateParams,
});

describe('the template parameters dialog model', () => {
  it("opens on the tab's parameters, pretty-printed, and applies a JSON object to the tab", async () => {
    const applied: [string, string][] = [];
    const m = createTemplateParamsModel(async (id, text) => void applied.push([id, text]));
    m.open(editor('{"n":3}'));
    expect(m.state.text).toBe('{\n  "n": 3\n}');
    m.setText('{"n": 4, "country": "France"}');
    expect(await m.apply()).toBe(true);
    expect(applied).toEqual([['7', '{"n":4,"country":"France"}']]);
    expect(m.state.open).toBe(false);
  });

  it('keeps the text and says what is wrong when it is not a JSON object; an empty object clears', async () => {
    const applied: string[] = [];
    const m = createTemplateParamsModel(async (_id, text) => void applied.push(text));
    m.open(editor(''));
    expect(m.state.text).toBe('{}');
    m.setText('{"n": }');
    expect(await m.apply()).toBe(false);
    expect(m.state.error).toMatch(/^Not valid JSON/);
    expect(m.state.open).toBe(true);
    m.setText('[1, 2]');
    expect(await m.apply()).toBe(false);
    expect(m.state.error).toMatch(/JSON object/);
    m.setText('{}');
    expect(await m.apply()).toBe(true);
    expect(applied).toEqual(['']);
  });

  it('says so when the tab could not store them, and stays open', async () => {
    const m = createTemplateParamsModel(async () => {
      throw new Error('500');
    });
    m.open(editor('{}'));
    m.setText('{"a": 1}');
    expect(await m.apply()).toBe(false);
    expect(m.state.error).toBe(
      'An error occurred while setting the tab template parameters. Please contact your administrator.',
    );
    expect(m.state.open).toBe(true);
  });

  it('counts parameters for the button, 0 when unreadable', () => {
    expect(templateParamsCount('{"a":1,"b":2}')).toBe(2);
    expect(templateParamsCount('')).toBe(0);
    expect(templateParamsCount('{oops')).toBe(0);
  });
});
