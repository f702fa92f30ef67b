import { describe, expect, it } from 'vitest';
import { HOME, safeNext } from './safe-next.ts';

describe('safeNext: where a sign-in may send the browser', () => {
  it('keeps paths on Loupe with their query and fragment', () => {
    expect(safeNext('/chart/list/')).toBe('/chart/list/');
    expect(safeNext('/sqllab/?savedQueryId=3#x')).toBe('/sqllab/?savedQueryId=3#x');
    // Encoded slashes stay encoded: a browser does not decode them in a Location header.
    expect(safeNext('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeNext('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'a backslash, read as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/\t/evil.example', 'a tab, dropped by browsers'],
    ['/\n/evil.example', 'a line break, dropped by browsers'],
    ['/\r\n/evil.example', 'CR LF'],
    ['\t//evil.example', 'a leading tab'],
    [' //evil.example', 'a leading space'],
    ['https://evil.example/', 'an absolute URL'],
    ['HTTPS:evil.example', 'a scheme without slashes'],
    ['javascript:alert(1)', 'javascript:'],
    ['JaVaScRiPt:alert(1)', 'javascript: in mixed case'],
    ['java\tscript:alert(1)', 'javascript: split by a tab'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['/.//evil.example', 'a path that normalises to //'],
    ['/a/../..//evil.example', 'dot segments that normalise to //'],
    ['evil.example', 'not a path'],
    ['', 'empty'],
  ])('sends %j (%s) home', (next) => {
    expect(safeNext(next)).toBe(HOME);
  });

  it('sends anything but a string home', () => {
    for (const v of [undefined, null, 5, ['/x'], { a: 1 }]) expect(safeNext(v)).toBe(HOME);
  });

  it('never returns text a header cannot carry', () => {
    expect(safeNext('/x\r\nSet-Cookie: a=b')).toBe('/xSet-Cookie:%20a=b');
  });
});
