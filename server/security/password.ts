import argon2 from 'argon2';

/** argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's minimum for argon2id). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// A real hash to verify against when the user does not exist, so a wrong username costs the
// same time as a wrong password and does not reveal which usernames exist.
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('loupe-decoy-password');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
