import { describe, expect, it } from 'vitest';
import { CLIENT_ID_LENGTH, CLIENT_ID_PATTERN, newClientId } from './client-id.ts';

describe('newClientId', () => {
  it('makes ids the server accepts: 11 URL-safe characters', () => {
    const ids = Array.from({ length: 200 }, newClientId);
    for (const id of ids) {
      expect(id).toHaveLength(CLIENT_ID_LENGTH);
      expect(id).toMatch(new RegExp(CLIENT_ID_PATTERN));
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('uses the whole alphabet (64 characters), not a part of it', () => {
    const seen = new Set(Array.from({ length: 400 }, newClientId).join(''));
    expect(seen.size).toBe(64);
  });
});
