import { describe, expect, it } from 'vitest';
import { propertiesBody, type ChartPropertiesForm } from './chart-properties-model.ts';
import { certificationText } from './chart-row.ts';

const form = (over: Partial<ChartPropertiesForm> = {}): ChartPropertiesForm => ({
  slice_name: ' Births ',
  description: '',
  cache_timeout: '',
  certified_by: '',
  certification_details: '',
  owners: [3],
  ...over,
});

describe('chart properties', () => {
  it('sends trimmed values, nulls for empty ones and the cache timeout as a number (-1 bypasses the cache)', () => {
    expect(propertiesBody(form())).toEqual({
      body: {
        slice_name: 'Births',
        description: null,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        owners: [3],
      },
    });
    expect(propertiesBody(form({ cache_timeout: '-1', certified_by: ' Data team ' }))).toMatchObject({
      body: { cache_timeout: -1, certified_by: 'Data team' },
    });
  });

  it('refuses an empty name and a cache timeout that is not a whole number', () => {
    expect(propertiesBody(form({ slice_name: '  ', cache_timeout: '1.5' }))).toEqual({
      errors: { slice_name: ['Name is required'], cache_timeout: ['Not a valid integer.'] },
    });
  });

  it('words the certification as Superset: who, then the details', () => {
    expect(certificationText({ certified_by: null, certification_details: 'x' })).toBeNull();
    expect(certificationText({ certified_by: 'Data team', certification_details: null })).toBe(
      'Certified by Data team',
    );
    expect(certificationText({ certified_by: 'Data team', certification_details: 'Checked' })).toBe(
      'Certified by Data team\nChecked',
    );
  });
});
