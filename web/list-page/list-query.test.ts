import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { favoriteFilter } from './favorite-filter.ts';
import { defaultListState, listQuery, nextSort, searchToState, stateToSearch } from './list-query.ts';
import type { ListFilterDef } from './list-types.ts';

const defs: ListFilterDef[] = [
  { kind: 'search', id: 'search', label: 'Search', col: 'table_name', opr: 'ct' },
  {
    kind: 'select',
    id: 'database',
    label: 'Database',
    col: 'database',
    opr: 'rel_o_m',
    source: { type: 'related', column: 'database' },
  },
  {
    kind: 'select',
    id: 'schema',
    label: 'Schema',
    col: 'schema',
    opr: 'eq',
    source: { type: 'distinct', column: 'schema' },
  },
  {
    kind: 'select',
    id: 'type',
    label: 'Type',
    col: 'sql',
    opr: 'dataset_is_null_or_empty',
    source: { type: 'static', options: [] },
  },
];

describe('list query', () => {
  it('defaults to page 0 of 25, newest change first, unfiltered', () => {
    expect(listQuery(defaultListState(), defs)).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('sends each set filter with its operator and wire type', () => {
    const state = {
      ...defaultListState(),
      filters: { search: ' birth ', database: '2', schema: 'main', type: 'true' },
    };
    expect(listQuery(state, defs).filters).toEqual([
      { col: 'table_name', opr: 'ct', value: 'birth' },
      { col: 'database', opr: 'rel_o_m', value: 2 },
      { col: 'schema', opr: 'eq', value: 'main' },
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
    ]);
    expect(listQuery({ ...state, filters: { search: '  ' } }, defs).filters).toBeUndefined();
  });

  it('keeps page, sort and filters in the address and reads them back', () => {
    const state = {
      ...defaultListState(),
      page: 2,
      sortColumn: 'table_name',
      sortDirection: 'asc' as const,
      filters: { search: "it's", schema: 'main' },
    };
    const search = stateToSearch(state, new URLSearchParams('create=dataset'));
    const params = new URLSearchParams(search);
    expect(params.get('create')).toBe('dataset');
    expect(params.get('pageIndex')).toBe('2');
    expect(rison.decode(params.get('filters')!)).toEqual({ search: "it's", schema: 'main' });
    expect(searchToState(search, defs)).toEqual(state);
  });

  it('leaves defaults out of the address and ignores what it does not know', () => {
    expect(stateToSearch(defaultListState())).toBe('');
    expect(searchToState('?pageIndex=-3&sortColumn=x;drop&filters=(nope:1,search:a', defs)).toEqual(defaultListState());
    expect(searchToState('?filters=(nope:1,search:a)', defs).filters).toEqual({ search: 'a' });
  });

  it("keeps a list's own default sort out of the address and reads it back", () => {
    const sort = { sortColumn: 'username', sortDirection: 'asc' } as const;
    const state = defaultListState(25, sort);
    expect(state).toMatchObject(sort);
    expect(stateToSearch(state, undefined, sort)).toBe('');
    expect(searchToState('', defs, 25, sort)).toEqual(state);
    // The global default is then a choice the address must carry.
    expect(stateToSearch(defaultListState(), undefined, sort)).toBe(
      '?sortColumn=changed_on_delta_humanized&sortOrder=desc',
    );
  });

  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort({ sortColumn: 'changed_on_delta_humanized', sortDirection: 'desc' }, 'table_name')).toEqual({
      sortColumn: 'table_name',
      sortDirection: 'asc',
    });
    expect(nextSort({ sortColumn: 'table_name', sortDirection: 'asc' }, 'table_name')).toEqual({
      sortColumn: 'table_name',
      sortDirection: 'desc',
    });
  });

  it('filters favourites with the resource’s operator and a boolean', () => {
    const fav = favoriteFilter('chart_is_favorite');
    expect(listQuery({ ...defaultListState(), filters: { favorite: 'true' } }, [fav]).filters).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
    expect(listQuery({ ...defaultListState(), filters: { favorite: 'false' } }, [fav]).filters).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: false },
    ]);
  });
});
