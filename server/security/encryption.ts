import crypto from 'node:crypto';

const PREFIX = 'enc:v1:';

/**
 * Secrets at rest (database passwords, encrypted extras): AES-256-GCM with a key derived from
 * LOUPE_SECRET_KEY. The output names its version so the scheme can change without guessing.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  encrypt(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  decrypt(stored: string): string {
    if (!stored.startsWith(PREFIX)) throw new Error('Not an encrypted value');
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
    if (raw.length < 28) throw new Error('Encrypted value is truncated');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    try {
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('Cannot decrypt a stored secret: was LOUPE_SECRET_KEY changed?');
    }
  }

  static isEncrypted(value: string): boolean {
    return value.startsWith(PREFIX);
  }
}
