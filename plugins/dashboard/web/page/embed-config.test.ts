import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/api/api-error.ts';
import {
  domainsText,
  isDirty,
  loadEmbedded,
  stringToList,
  type EmbedApi,
  type EmbeddedConfig,
} from './embed-config.ts';

const saved: EmbeddedConfig = {
  uuid: '0d6b6a8e-1111-4c9b-a111-000000000001',
  allowed_domains: ['https://a.example', 'https://b.example'],
  dashboard_id: '7',
};

function client(get: EmbedApi['get']): EmbedApi {
  return { get, save: () => Promise.reject(new Error('unused')), remove: () => Promise.resolve() };
}

describe('stringToList', () => {
  it('splits on commas and white space and drops empties', () => {
    expect(stringToList(' https://a.example,https://b.example ,\n c.example,, ')).toEqual([
      'https://a.example',
      'https://b.example',
      'c.example',
    ]);
    expect(stringToList('  , ')).toEqual([]);
  });
});

describe('domainsText / isDirty', () => {
  it('shows saved domains comma separated, empty when not embedded', () => {
    expect(domainsText(saved)).toBe('https://a.example, https://b.example');
    expect(domainsText(null)).toBe('');
  });

  it('is dirty only when the typed list differs from the saved one', () => {
    expect(isDirty(null, '')).toBe(true);
    expect(isDirty(saved, 'https://a.example,  https://b.example')).toBe(false);
    expect(isDirty(saved, 'https://a.example')).toBe(true);
    expect(isDirty(saved, 'https://b.example, https://a.example')).toBe(true);
    expect(isDirty({ ...saved, allowed_domains: [] }, ' ')).toBe(false);
  });
});

describe('loadEmbedded', () => {
  it('answers the saved config', async () => {
    await expect(
      loadEmbedded(
        client(() => Promise.resolve(saved)),
        7,
      ),
    ).resolves.toEqual(saved);
  });

  it('answers null on 404 (not embedded yet)', async () => {
    const notFound = new ApiError(404, 'Not found', { message: 'Not found' });
    await expect(
      loadEmbedded(
        client(() => Promise.reject(notFound)),
        7,
      ),
    ).resolves.toBeNull();
  });

  it('rethrows other failures', async () => {
    const denied = new ApiError(403, 'Forbidden', { message: 'Forbidden' });
    await expect(
      loadEmbedded(
        client(() => Promise.reject(denied)),
        7,
      ),
    ).rejects.toBe(denied);
  });
});
