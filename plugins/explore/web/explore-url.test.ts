import { describe, expect, it } from 'vitest';
import { exploreUrl, parseExploreUrl } from './explore-url.ts';

describe('the Explore URL', () => {
  it('reads slice, dataset, key and viz type parameters (spec §2.1)', () => {
    const p = parseExploreUrl(
      new URLSearchParams(
        'slice_id=7&datasource_id=3&datasource_type=table&form_data_key=abc&viz_type=pie&standalone=1',
      ),
    );
    expect(p).toMatchObject({
      sliceId: 7,
      datasourceId: 3,
      datasourceType: 'table',
      formDataKey: 'abc',
      vizType: 'pie',
      standalone: true,
      force: false,
    });
  });

  it('takes the dataset from dataset_id, a datasource key, or a legacy form_data', () => {
    expect(parseExploreUrl(new URLSearchParams('dataset_id=4')).datasourceId).toBe(4);
    expect(parseExploreUrl(new URLSearchParams('datasource=5__query'))).toMatchObject({
      datasourceId: 5,
      datasourceType: 'query',
    });
    const legacy = parseExploreUrl(
      new URLSearchParams({ form_data: JSON.stringify({ datasource: '6__table', slice_id: 9, viz_type: 'table' }) }),
    );
    expect(legacy).toMatchObject({ datasourceId: 6, sliceId: 9, vizType: 'table' });
    expect(legacy.formData).toEqual({ datasource: '6__table', slice_id: 9, viz_type: 'table' });
    expect(parseExploreUrl(new URLSearchParams('form_data=%7Bnot json')).datasourceId).toBeNull();
    expect(parseExploreUrl(new URLSearchParams('slice_id=abc')).sliceId).toBeNull();
  });

  it('writes the address a reload reopens: the form-data key with the chart, else the dataset', () => {
    expect(exploreUrl({ formDataKey: 'k1', sliceId: 7 })).toBe('/explore/?form_data_key=k1&slice_id=7');
    expect(exploreUrl({ datasourceId: 3, vizType: 'pie' })).toBe(
      '/explore/?datasource_type=table&datasource_id=3&viz_type=pie',
    );
    expect(exploreUrl({})).toBe('/explore/');
  });
});
