import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Keys derived from LOUPE_SECRET_KEY, one per purpose, so no key is used for two things. */
export interface SecretKeys {
  jwt: Uint8Array;
  csrf: Buffer;
  encryption: Buffer;
  /** Signs the async-token cookie that names a browser's async events channel. */
  asyncToken: Uint8Array;
  /** Signs guest tokens when LOUPE_GUEST_TOKEN_JWT_SECRET is unset. */
  guestToken: Uint8Array;
  /** True when the key was generated into the data folder because none was configured. */
  generated: boolean;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('loupe'), Buffer.from(purpose), 32),
  );
}

/**
 * The configured secret, or one generated once into `<dataDir>/secret_key` (mode 0600) so the
 * embedded default survives restarts. A cluster must configure the same key on every process.
 */
export function resolveSecretKeys(configured: string | null, dataDir: string): SecretKeys {
  let secret = configured;
  let generated = false;
  if (!secret) {
    const file = path.join(dataDir, 'secret_key');
    if (fs.existsSync(file)) {
      secret = fs.readFileSync(file, 'utf8').trim();
      if (secret.length < 16)
        throw new Error(
          `${file} holds no usable key (fewer than 16 characters); delete it to have a new one generated`,
        );
    } else {
      secret = crypto.randomBytes(32).toString('base64url');
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      generated = true;
    }
  }
  return {
    jwt: new Uint8Array(derive(secret, 'jwt')),
    csrf: derive(secret, 'csrf'),
    encryption: derive(secret, 'encryption'),
    asyncToken: new Uint8Array(derive(secret, 'async-token')),
    guestToken: new Uint8Array(derive(secret, 'guest-token')),
    generated,
  };
}
