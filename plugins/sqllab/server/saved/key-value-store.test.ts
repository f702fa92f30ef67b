import 'reflect-metadata';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyOfUuid, uuidOfKey } from './key-value-store.ts';

describe('permalink keys', () => {
  it('round-trip a uuid through a 22-character URL-safe key', () => {
    for (let i = 0; i < 50; i++) {
      const uuid = crypto.randomUUID();
      const key = keyOfUuid(uuid);
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(uuidOfKey(key)).toBe(uuid);
    }
  });

  it('refuses anything that is not such a key', () => {
    expect(uuidOfKey('short')).toBeNull();
    expect(uuidOfKey('../../etc/passwd//////')).toBeNull();
    expect(uuidOfKey('a'.repeat(23))).toBeNull();
  });
});
