import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SecretBox } from './encryption.ts';
import { JwtService } from './jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { resolveSecretKeys } from './secret-key.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('secret keys', () => {
  it('generates a key once into the data folder and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-key-'));
    const a = resolveSecretKeys(null, dir);
    const b = resolveSecretKeys(null, dir);
    expect(a.generated).toBe(true);
    expect(b.generated).toBe(false);
    expect(Buffer.from(a.jwt).equals(Buffer.from(b.jwt))).toBe(true);
    expect(fs.statSync(path.join(dir, 'secret_key')).mode & 0o777).toBe(0o600);
    expect(a.csrf.equals(a.encryption)).toBe(false);
  });

  it('derives the same keys from the same configured secret', () => {
    const a = resolveSecretKeys('a configured secret key', '/nonexistent');
    const b = resolveSecretKeys('a configured secret key', '/nonexistent');
    expect(a.encryption.equals(b.encryption)).toBe(true);
  });
});

describe('SecretBox', () => {
  it('encrypts to a different text each time and decrypts back', () => {
    const box = new SecretBox(resolveSecretKeys('k'.repeat(32), '/x').encryption);
    const a = box.encrypt('p@ss:w/rd');
    expect(a).not.toContain('p@ss');
    expect(a).not.toBe(box.encrypt('p@ss:w/rd'));
    expect(box.decrypt(a)).toBe('p@ss:w/rd');
  });

  it('refuses to decrypt with another key or tampered text', () => {
    const a = new SecretBox(resolveSecretKeys('k'.repeat(32), '/x').encryption).encrypt('secret');
    const other = new SecretBox(resolveSecretKeys('z'.repeat(32), '/x').encryption);
    expect(() => other.decrypt(a)).toThrow(/LOUPE_SECRET_KEY changed/);
    expect(() => other.decrypt('plain')).toThrow(/Not an encrypted value/);
  });
});

describe('JwtService', () => {
  const jwt = new JwtService(new Uint8Array(32).fill(7), { access: 60, refresh: 3600 });

  it('issues tokens that verify only as their own type', async () => {
    const access = await jwt.issue(12, 'access');
    expect(await jwt.verify(access, 'access')).toEqual({ userId: 12, type: 'access', fresh: true });
    expect(await jwt.verify(access, 'refresh')).toBeNull();
    const refresh = await jwt.issue(12, 'refresh');
    expect(await jwt.verify(refresh, 'refresh')).toMatchObject({ userId: 12, fresh: false });
  });

  it('rejects forged, expired and garbage tokens', async () => {
    const other = new JwtService(new Uint8Array(32).fill(8), { access: 60, refresh: 60 });
    expect(await jwt.verify(await other.issue(1, 'access'), 'access')).toBeNull();
    const expired = new JwtService(new Uint8Array(32).fill(7), { access: -10, refresh: 1 });
    expect(await jwt.verify(await expired.issue(1, 'access'), 'access')).toBeNull();
    expect(await jwt.verify('abc.def.ghi', 'access')).toBeNull();
  });

  it('remembers a valid token only until it expires, and never for another type', async () => {
    const short = new JwtService(new Uint8Array(32).fill(7), { access: 2, refresh: 60 });
    const token = await short.issue(5, 'access');
    expect(await short.verify(token, 'access')).toMatchObject({ userId: 5 });
    // Second time from memory: still only as its own type.
    expect(await short.verify(token, 'access')).toMatchObject({ userId: 5 });
    expect(await short.verify(token, 'refresh')).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 3_000, toFake: ['Date'] });
    try {
      expect(await short.verify(token, 'access')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
