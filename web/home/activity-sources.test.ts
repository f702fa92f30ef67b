import { describe, expect, it } from 'vitest';
import { EDITED_PAGE_SIZE, HOME_PAGE_SIZE, itemOf, mergeItems, resourceSource } from './activity-sources.ts';

describe('home activity sources', () => {
  it('asks 5 items a list and 3 for Edited, newest change first', () => {
    expect(resourceSource('chart', 'created', 7)?.q).toEqual({
      filters: [{ col: 'created_by', opr: 'rel_o_m', value: 7 }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: HOME_PAGE_SIZE,
    });
    expect(resourceSource('dashboard', 'edited', 7)?.q).toMatchObject({
      filters: [{ col: 'changed_by', opr: 'rel_o_m', value: 7 }],
      page_size: EDITED_PAGE_SIZE,
    });
    expect(EDITED_PAGE_SIZE).toBe(3);
  });

  it('uses each resource’s favourite and ownership filters', () => {
    expect(resourceSource('chart', 'favorite', 1)?.q.filters).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
    expect(resourceSource('dashboard', 'favorite', 1)?.q.filters).toEqual([
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
    ]);
    expect(resourceSource('saved_query', 'favorite', 1)).toBeNull();
    expect(resourceSource('dashboard', 'mine', 4)?.q.filters).toEqual([{ col: 'owners', opr: 'rel_m_m', value: 4 }]);
    expect(resourceSource('saved_query', 'mine', 4)?.q.filters).toEqual([
      { col: 'created_by', opr: 'rel_o_m', value: 4 },
    ]);
    expect(resourceSource('chart', 'other', 4)?.q.filters).toBeUndefined();
    expect(resourceSource('chart', 'other', 4)?.needs).toEqual({ perm: 'can_read', view: 'Chart' });
  });

  it('turns rows of every resource into items and merges them newest first', () => {
    const chart = itemOf('chart', {
      id: 3,
      slice_name: 'Births',
      url: '/explore/?slice_id=3',
      changed_on_utc: '2024-05-02T10:00:00.000000+0000',
      changed_on_delta_humanized: '2 days ago',
    });
    const ds = itemOf('dataset', {
      id: 1,
      table_name: 'birth_names',
      explore_url: '/explore/?datasource_type=table&datasource_id=1',
      changed_on_utc: '2024-05-03T10:00:00.000000+0000',
    });
    expect(chart).toMatchObject({ key: 'chart-3', title: 'Births', url: '/explore/?slice_id=3', when: '2 days ago' });
    expect(mergeItems([[chart], [ds]], 5).map((i) => i.title)).toEqual(['birth_names', 'Births']);
    expect(mergeItems([[chart], [ds]], 1)).toHaveLength(1);
  });
});
