import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, escapeFormula, quoteField, tsvField } from './csv.ts';

describe('escapeFormula (Superset escape_value)', () => {
  it('prefixes text starting with - @ + | = % with a quote and escapes its pipes', () => {
    expect(escapeFormula('=cmd')).toBe("'=cmd");
    expect(escapeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeFormula('+1')).toBe("'+1");
    expect(escapeFormula('%x')).toBe("'%x");
    expect(escapeFormula("=cmd|' /C calc'!A0")).toBe("'=cmd\\|' /C calc'!A0");
    expect(escapeFormula('|x')).toBe("'\\|x");
  });
  it('sees the formula behind leading whitespace or two double quotes', () => {
    expect(escapeFormula('  =1+1')).toBe("'  =1+1");
    expect(escapeFormula('\t=1')).toBe("'\t=1");
    expect(escapeFormula('\r\n@x')).toBe("'\r\n@x");
    expect(escapeFormula('\u001f=1')).toBe("'\u001f=1"); // Python's \s has U+001F, JavaScript's has not
    expect(escapeFormula('""=1')).toBe('\'""=1');
    expect(escapeFormula('"=1')).toBe('"=1');
  });
  it('leaves negative numbers and harmless text alone', () => {
    expect(escapeFormula('-1')).toBe('-1');
    expect(escapeFormula('-1.5')).toBe('-1.5');
    expect(escapeFormula('-1.5e3')).toBe("'-1.5e3"); // not ^-[0-9.]+$, as in Superset
    expect(escapeFormula('- item')).toBe("'- item");
    expect(escapeFormula('a=b')).toBe('a=b');
    expect(escapeFormula('\tplain')).toBe('\tplain');
    expect(escapeFormula('')).toBe('');
  });
});

describe('CSV fields', () => {
  it('quotes as RFC 4180: separator, quote, CR or LF', () => {
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('a;b')).toBe('a;b');
    expect(quoteField('a;b', ';')).toBe('"a;b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('x\ny')).toBe('"x\ny"');
    expect(quoteField('x\ry')).toBe('"x\ry"');
    expect(quoteField(' pad ')).toBe(' pad ');
  });
  it('escapes formulas in text values only: numbers are not text', () => {
    expect(csvField('=cmd', '=cmd')).toBe("'=cmd");
    expect(csvField('=a,b', '=a,b')).toBe('"\'=a,b"');
    expect(csvField(-1, '-1')).toBe('-1');
    expect(csvField(-1.5e30, '-1.5e+30')).toBe('-1.5e+30');
    expect(csvField(-12n, '-12')).toBe('-12');
  });
  it('writes a header of escaped, quoted names', () => {
    expect(csvHeader(['a', '=b', 'c,d'])).toBe('a,\'=b,"c,d"\n');
    expect(csvHeader(['a', 'b'], ';', '\r\n')).toBe('a;b\r\n');
  });
  it('flattens TSV fields and escapes them the same way', () => {
    expect(tsvField('two\nlines\tand tab', 'two\nlines\tand tab')).toBe('two lines and tab');
    expect(tsvField('=cmd', '=cmd')).toBe("'=cmd");
    expect(tsvField(-3, '-3')).toBe('-3');
  });
});
