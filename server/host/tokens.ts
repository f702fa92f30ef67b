import type { FastifyBaseLogger } from 'fastify';
import { token } from '../../core/di/token.ts';
import type { LoupeConfig } from '../config/config-schema.ts';
import type { SecretBox } from '../security/encryption.ts';

/** Platform services every plugin may inject; the host registers them before activation. */
export interface ILoupeConfig extends LoupeConfig {}
export const ILoupeConfig = token<ILoupeConfig>('ILoupeConfig');

export interface ILogger extends FastifyBaseLogger {}
export const ILogger = token<ILogger>('ILogger');

export interface ISecretBox extends Pick<SecretBox, 'encrypt' | 'decrypt'> {}
export const ISecretBox = token<ISecretBox>('ISecretBox');
