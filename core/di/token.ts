import type { InjectionToken } from 'tsyringe';

/**
 * A DI token carrying the type it resolves to. Tokens are `I`-prefixed and share their name with
 * the interface they stand for:
 *
 *   export interface IClock { now(): Date }
 *   export const IClock = token<IClock>('IClock');
 *
 * esbuild (and so tsx and vitest) emits no decorator metadata, so every constructor parameter
 * names its token explicitly with `@inject(IClock)`.
 */
export type Token<T> = InjectionToken<T> & { readonly __type?: T };

export function token<T>(name: string): Token<T> {
  return Symbol.for(`loupe:${name}`) as Token<T>;
}
