import crypto from 'node:crypto';

/** CSRF tokens are an HMAC of the session's secret: valid only with that session's cookie. */
export class CsrfTokens {
  constructor(private readonly key: Buffer) {}

  issue(sessionSecret: string): string {
    return crypto.createHmac('sha256', this.key).update(sessionSecret).digest('base64url');
  }

  verify(sessionSecret: string, token: string): boolean {
    const expected = Buffer.from(this.issue(sessionSecret));
    const given = Buffer.from(token);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
}
