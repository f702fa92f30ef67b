import { describe, expect, it } from 'vitest';
import type { AdhocFilter } from '../../../../core/viz/query/query-types.ts';
import { filterLabel, isFilterValid, operatorsFor, splitPasted } from './filter-rules.ts';

const simple = (over: Partial<AdhocFilter>): AdhocFilter =>
  ({
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: 'gender',
    operator: '==',
    operatorId: 'EQUALS',
    comparator: 'girl',
    ...over,
  }) as AdhocFilter;

describe('filter operators (spec §5.4)', () => {
  it('offers only numeric comparators in HAVING', () => {
    expect(operatorsFor('HAVING', null)).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
    ]);
  });
  it('offers booleans only null and true/false checks, integers and expressions also true/false', () => {
    expect(operatorsFor('WHERE', { type: 'BOOLEAN', type_generic: 3 })).toEqual([
      'IS_TRUE',
      'IS_FALSE',
      'IS_NULL',
      'IS_NOT_NULL',
    ]);
    expect(operatorsFor('WHERE', { type: 'BIGINT', type_generic: 0 })).toContain('IS_TRUE');
    expect(operatorsFor('WHERE', { type: 'VARCHAR', type_generic: 1 })).not.toContain('IS_TRUE');
    expect(operatorsFor('WHERE', { type: 'VARCHAR', expression: 'a || b' })).toContain('IS_FALSE');
    expect(operatorsFor('WHERE', { type: 'TIMESTAMP', type_generic: 2 })).not.toContain('TEMPORAL_RANGE');
  });
});

describe('filter validity (spec §5.3)', () => {
  it('needs a comparator, or a non-empty list for IN', () => {
    expect(isFilterValid(simple({}))).toBe(true);
    expect(isFilterValid(simple({ comparator: null }))).toBe(false);
    expect(isFilterValid(simple({ comparator: '' }))).toBe(false);
    expect(isFilterValid(simple({ operator: 'IN', operatorId: 'IN', comparator: [] }))).toBe(false);
    expect(isFilterValid(simple({ operator: 'IN', operatorId: 'IN', comparator: ['a'] }))).toBe(true);
  });
  it('null checks need only subject and operator; SQL filters their expression', () => {
    expect(isFilterValid(simple({ operator: 'IS NULL', operatorId: 'IS_NULL', comparator: null }))).toBe(true);
    expect(isFilterValid(simple({ subject: '' }))).toBe(false);
    expect(isFilterValid({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: ' ' })).toBe(false);
    expect(isFilterValid({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' })).toBe(true);
  });
});

describe('filter labels and pasted values', () => {
  it('cuts labels of 43 characters or more to 40 and an ellipsis', () => {
    expect(filterLabel(simple({}))).toBe('gender == girl');
    expect(filterLabel(simple({ operator: 'IN', operatorId: 'IN', comparator: ['CA', 'NY'] }))).toBe(
      'gender IN (CA, NY)',
    );
    expect(filterLabel(simple({ subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year' }))).toBe(
      'ds (Last year)',
    );
    const sql42 = 'x'.repeat(42);
    expect(filterLabel({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: sql42 })).toBe(sql42);
    expect(filterLabel({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'y'.repeat(43) })).toBe(
      `${'y'.repeat(40)}...`,
    );
  });
  it('splits pasted text on comma, newline, tab and semicolon, trimmed, deduplicated, without empties', () => {
    expect(splitPasted('CA, NY\nTX\t;CA;;  ')).toEqual(['CA', 'NY', 'TX']);
  });
});
