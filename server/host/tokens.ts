import type { FastifyBaseLogger } from 'fastify';
import { token } from '../../core/di/token.ts';
import type { LoupeConfig } from '../config/config-schema.ts';
import type { AuthUser } from '../security/auth-user.ts';
import type { SecretBox } from '../security/encryption.ts';

/** Platform services every plugin may inject; the host registers them before activation. */
export interface ILoupeConfig extends LoupeConfig {}
export const ILoupeConfig = token<ILoupeConfig>('ILoupeConfig');

export interface ILogger extends FastifyBaseLogger {}
export const ILogger = token<ILogger>('ILogger');

export interface ISecretBox extends Pick<SecretBox, 'encrypt' | 'decrypt'> {}
export const ISecretBox = token<ISecretBox>('ISecretBox');

/**
 * The web app's pages: a plugin that answers a page path itself (the chart-to-SQL-Lab form post
 * to `/sqllab/`) renders the same HTML, with extra fields merged into the page's bootstrap.
 */
export interface IWebPages {
  render(user: AuthUser, title: string, extraBootstrap?: Record<string, unknown>): Promise<string>;
}
export const IWebPages = token<IWebPages>('IWebPages');

/** Whether the Public role (anonymous callers) holds a permission/view pair (PUBLIC_ROLE_LIKE). */
export interface IPublicAccess {
  publicCan(perm: string, view: string): Promise<boolean>;
}
export const IPublicAccess = token<IPublicAccess>('IPublicAccess');
