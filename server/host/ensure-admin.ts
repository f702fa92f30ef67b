import crypto from 'node:crypto';
import type { IUserService } from '../security/user-service.ts';

export interface AdminBootstrap {
  /** True when this start created the `admin` user. */
  created: boolean;
  /** The generated password, when LOUPE_ADMIN_PASSWORD was unset: shown once, never stored. */
  generatedPassword: string | null;
}

/** First start: with no user at all, creates `admin` (role Admin). */
export async function ensureAdmin(users: IUserService, password: string | null): Promise<AdminBootstrap> {
  if ((await users.count()) > 0) return { created: false, generatedPassword: null };
  const generated = password ? null : crypto.randomBytes(12).toString('base64url');
  await users.create({
    username: 'admin',
    password: password ?? generated!,
    firstName: 'Admin',
    lastName: 'User',
    email: 'admin@localhost',
    roles: ['Admin'],
  });
  return { created: true, generatedPassword: generated };
}
