import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { LoupeConfig } from '../config/config-schema.ts';
import { IMPORT_MAP_JSON } from '../../web/viz/shared-modules.ts';
import { THEME_SCRIPT } from './theme-head.ts';

/** HSTS as Talisman sends it: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const hashOf = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

/** `self` and `none` without their quotes (awkward to write in a shell) mean the keywords. */
function frameAncestors(config: LoupeConfig): string[] {
  return config.talismanFrameAncestors.map((s) => (s === 'self' || s === 'none' ? `'${s}'` : s));
}

/**
 * The Content-Security-Policy, after Superset's TALISMAN_CONFIG default less its third-party
 * hosts (telemetry pixel, map tiles): scripts only from Loupe plus the inline theme script and
 * the import map by their hashes, never `eval`, and `blob:` for runtime chart bundles (the page
 * fetches a bundle through Loupe, checks its integrity hash, and imports exactly those bytes from
 * a blob URL); styles from Loupe and inline (the charts' tooltips and Monaco write
 * style attributes and elements, as Superset allows too); images and workers also from `blob:`
 * (CSV downloads, Monaco) and images from `data:`; no plugins; forms post only to Loupe.
 */
export function contentSecurityPolicy(config: LoupeConfig): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", hashOf(THEME_SCRIPT), hashOf(IMPORT_MAP_JSON), 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors(config),
  };
}

/**
 * Superset's Talisman headers on every response (@fastify/helmet): the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options` while only Loupe itself may frame it (an allowed embedding site would be
 * refused by it), and HSTS only on requests that came over TLS (as Talisman, which asks
 * `request.is_secure`; behind a proxy that is what LOUPE_ENABLE_PROXY_FIX trusts).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: LoupeConfig): Promise<void> {
  if (!config.talismanEnabled) return;
  const ancestors = frameAncestors(config);
  const frameOnly = ancestors.length === 1 ? ancestors[0] : null;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: frameOnly === "'self'" ? { action: 'sameorigin' } : frameOnly === "'none'" ? { action: 'deny' } : false,
    // Sent per request below: only a request that came over TLS may pin the browser to it.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * Lets the listed origins frame this one answer (the embedded dashboard page): the same CSP with
 * `frame-ancestors` naming them (any origin when the list is empty, as an embedding with no allowed
 * domains accepts any referrer), and no X-Frame-Options. Origins that do not parse are left out.
 */
export function allowFramingBy(
  reply: { header(name: string, value: string): unknown; removeHeader(name: string): unknown },
  config: LoupeConfig,
  origins: readonly string[],
): void {
  if (!config.talismanEnabled) return;
  const sources = origins.length === 0 ? ['*'] : ["'self'", ...origins];
  const directives = { ...contentSecurityPolicy(config), 'frame-ancestors': sources };
  reply.header(
    'content-security-policy',
    Object.entries(directives)
      .map(([k, v]) => `${k} ${v.join(' ')}`)
      .join(';'),
  );
  reply.removeHeader('x-frame-options');
}
