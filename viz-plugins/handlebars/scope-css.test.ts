import { describe, expect, it } from 'vitest';
import { scopeCss } from './scope-css.ts';

describe('scopeCss', () => {
  it('prefixes every selector and keeps declarations', () => {
    expect(scopeCss('.a, li > b { color: red } body{margin:0}', '.hb1')).toBe(
      '.hb1 .a, .hb1 li > b{ color: red }.hb1{margin:0}',
    );
  });
  it('scopes inside media blocks and drops comments', () => {
    expect(scopeCss('/* x { } */ @media (max-width: 10px) { .a { top: 0 } }', '.s')).toBe(
      '@media (max-width: 10px){.s .a{ top: 0 }}',
    );
  });
});
