import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path.ts';

describe('matchPath', () => {
  it('matches fixed paths with or without the trailing slash', () => {
    expect(matchPath('/chart/list/', '/chart/list/')).toEqual({});
    expect(matchPath('/chart/list/', '/chart/list')).toEqual({});
    expect(matchPath('/chart/list/', '/chart/list/x/')).toBeNull();
    expect(matchPath('/chart/list/', '/dashboard/list/')).toBeNull();
  });

  it('names and decodes parameter segments', () => {
    expect(matchPath('/superset/dashboard/:idOrSlug/', '/superset/dashboard/12/')).toEqual({ idOrSlug: '12' });
    expect(matchPath('/superset/dashboard/:idOrSlug/', '/superset/dashboard/my%20board/')).toEqual({
      idOrSlug: 'my board',
    });
    expect(matchPath('/superset/dashboard/:idOrSlug/', '/superset/dashboard/%E0%A4%A/')).toBeNull();
  });
});
