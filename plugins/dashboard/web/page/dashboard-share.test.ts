import { describe, expect, it } from 'vitest';
import { permalinkMailto } from './dashboard-share.ts';

describe('permalinkMailto', () => {
  it('puts the title in the subject and the link in the body, encoded', () => {
    const href = permalinkMailto('Births & deaths', 'http://h/superset/dashboard/p/ab12/');
    expect(href.startsWith('mailto:?Subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('Subject')).toBe('Superset dashboard Births & deaths');
    expect(params.get('Body')).toBe('Check out this dashboard: http://h/superset/dashboard/p/ab12/');
  });
});
