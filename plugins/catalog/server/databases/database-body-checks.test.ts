import { describe, expect, it } from 'vitest';
import { extraError, isPemCertificate } from './database-body-checks.ts';

const CERT = `-----BEGIN CERTIFICATE-----
MIIBfzCCASWgAwIBAgIUKx9Ar972J2+7zhfeSmMlpXnbRMMwCgYIKoZIzj0EAwIw
FTETMBEGA1UEAwwKbG91cGUtdGVzdDAeFw0yNjExMjYxNjQ0NDVaFw0zNjExMjMx
NjQ0NDVaMBUxEzARBgNVBAMMCmxvdXBlLXRlc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATjmnYQjTkzs0vam67xs2NLjYrYxlUM5v2bnjBGXhvct/gNBf1CZfQ+
9Kau94ICgyHDcAYSwypoy7TDXRZl8lWlo1MwUTAdBgNVHQ4EFgQU06eVk6We1ZXu
2ezB5XhQs17kKaEwHwYDVR0jBBgwFoAU06eVk6We1ZXu2ezB5XhQs17kKaEwDwYD
VR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiBLsFn5BV3RtkkVbkRKh8gl
lykN/92sR308vHGNE5D/ggIhAMy6gQfOJ59TAO9wwKTA/mHTndP4birzsBgoB+s9
x9Dm
-----END CERTIFICATE-----`;

describe('extraError', () => {
  it('takes no extra, and metadata_params of MetaData arguments', () => {
    expect(extraError(undefined)).toBeNull();
    expect(extraError('')).toBeNull();
    expect(extraError('{"metadata_params": {"schema": "s", "info": {}}, "engine_params": {}}')).toBeNull();
  });
  it('names the first key MetaData does not take', () => {
    expect(extraError('{"metadata_params": {"schema": "s", "wrong_param": 1}}')).toBe(
      'The metadata_params in Extra field is not configured correctly. The key wrong_param is invalid.',
    );
  });
  it('refuses text that is not a JSON object', () => {
    expect(extraError('{nope')).toBe('Field cannot be decoded by JSON.');
    expect(extraError('[1]')).toBe('Field cannot be decoded by JSON.');
  });
});

describe('isPemCertificate', () => {
  it('takes a PEM certificate and nothing else', () => {
    expect(isPemCertificate(CERT)).toBe(true);
    expect(isPemCertificate('INVALID CERT')).toBe(false);
    expect(isPemCertificate(CERT.replace('MIIB', 'AAAA'))).toBe(false);
    expect(isPemCertificate(CERT.replace(/-----[A-Z ]+-----/g, ''))).toBe(false);
  });
});
