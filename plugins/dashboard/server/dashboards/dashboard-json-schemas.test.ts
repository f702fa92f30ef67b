import { describe, expect, it } from 'vitest';
import { jsonMetadataFault, positionJsonFault } from './dashboard-json-schemas.ts';

describe('position_json and json_metadata checks', () => {
  it('accepts empty, a valid layout and lower-case types', () => {
    expect(positionJsonFault(null)).toBeNull();
    expect(positionJsonFault('')).toBeNull();
    expect(
      positionJsonFault(
        JSON.stringify({
          DASHBOARD_VERSION_KEY: 'v2',
          ROOT_ID: { id: 'ROOT_ID', type: 'root', children: [] },
        }),
      ),
    ).toBeNull();
  });

  it('names the component and what is wrong', () => {
    expect(positionJsonFault('[1]')).toBe('the value must be object');
    expect(
      positionJsonFault(JSON.stringify({ 'CHART-1': { id: 'CHART-1', type: 'CHART', meta: { chartId: 'x' } } })),
    ).toBe('component CHART-1: meta.chartId must be integer or null');
    expect(positionJsonFault(JSON.stringify({ 'ROW-1': { type: 'ROW' } }))).toBe('component ROW-1: id is required');
    expect(positionJsonFault(JSON.stringify({ 'ROW-1': { id: 'ROW-2', type: 'ROW' } }))).toBe(
      'component ROW-1 has the id "ROW-2", not its key',
    );
  });

  it('checks metadata fields and the layout in positions', () => {
    expect(jsonMetadataFault('{')).toBe('JSON not valid');
    expect(jsonMetadataFault(JSON.stringify({ cross_filters_enabled: 'yes' }))).toBe(
      'cross_filters_enabled must be boolean',
    );
    expect(jsonMetadataFault(JSON.stringify({ timed_refresh_immune_slices: [1, 'a'] }))).toBe(
      'timed_refresh_immune_slices.1 must be integer',
    );
    expect(jsonMetadataFault(JSON.stringify({ anything_else: { kept: true } }))).toBeNull();
    expect(
      jsonMetadataFault(
        JSON.stringify({ positions: { 'CHART-1': { id: 'CHART-1', type: 'CHART', children: ['X'] } } }),
      ),
    ).toBe('positions: component CHART-1 names the child X, which is not in the layout');
  });
});
