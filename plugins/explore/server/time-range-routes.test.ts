import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../../server/http/error-handler.ts';
import { encodeRison } from '../../../server/rest/rison.ts';
import { registerTimeRangeRoutes } from './time-range-routes.ts';

const NOW = new Date('2024-06-15T14:30:00Z');

let app: FastifyInstance;
beforeEach(async () => {
  app = Fastify();
  installErrorHandler(app);
  registerTimeRangeRoutes(app, () => NOW);
  await app.ready();
});
afterEach(() => app.close());

const get = (q: unknown) =>
  app.inject({ method: 'GET', url: `/api/v1/time_range/?q=${encodeURIComponent(encodeRison(q))}` });

describe('GET /api/v1/time_range/', () => {
  it('declares the Api permission', () => {
    const routes: { url: string; config: unknown }[] = [];
    const probe = Fastify();
    probe.addHook('onRoute', (r) => void routes.push({ url: r.url, config: r.config }));
    registerTimeRangeRoutes(probe);
    expect(routes).toEqual([
      { url: '/api/v1/time_range/', config: { access: { perm: 'can_time_range', view: 'Api' } } },
      { url: '/api/v1/time_range/', config: { access: { perm: 'can_time_range', view: 'Api' } } }, // HEAD
    ]);
  });

  it('answers a rison string with a one-entry list', async () => {
    const res = await app.inject({ method: 'GET', url: "/api/v1/time_range/?q='Last%20week'" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: [{ since: '2024-06-08T00:00:00', until: '2024-06-15T00:00:00', timeRange: 'Last week', shift: null }],
    });
  });

  it('answers a list of {timeRange, shift} in order', async () => {
    const res = await get([
      { timeRange: 'Last week' },
      { timeRange: 'Last week', shift: '1 year ago' },
      { timeRange: 'No filter' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: [
        { since: '2024-06-08T00:00:00', until: '2024-06-15T00:00:00', timeRange: 'Last week', shift: null },
        { since: '2023-06-08T00:00:00', until: '2023-06-15T00:00:00', timeRange: 'Last week', shift: '1 year ago' },
        { since: '', until: '', timeRange: 'No filter', shift: null },
      ],
    });
  });

  it('reads expressions with their quotes and the datetimes they give', async () => {
    const res = await get('DATEADD(DATETIME("now"), -7, day) : now');
    expect(res.json().result[0]).toMatchObject({ since: '2024-06-08T14:30:00', until: '2024-06-15T14:30:00' });
    const open = await get('2020-01-01 : ');
    expect(open.json().result[0]).toMatchObject({ since: '2020-01-01T00:00:00', until: '' });
  });

  it('answers an empty list with an empty list', async () => {
    const res = await get([]);
    expect(res.json()).toEqual({ result: [] });
  });

  it('answers a range it cannot read as 400 "Unexpected time range: …"', async () => {
    const bad = await get('DATEADD(DATETIME("now"), foo, day) : now');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message:
        'Unexpected time range: Error parsing time range: unexpected token "foo" at 25 (expected an integer or DATEDIFF) in "DATEADD(DATETIME("now"), foo, day)"',
    });
    const ambiguous = await get('7 days : now');
    expect(ambiguous.json()).toEqual({
      message: 'Unexpected time range: Time string is ambiguous. Please specify [7 days ago] or [7 days later].',
    });
    const reversed = await get([{ timeRange: 'Last week' }, { timeRange: 'tomorrow : yesterday' }]);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ message: 'Unexpected time range: From date cannot be larger than to date' });
    const shift = await get([{ timeRange: 'Last week', shift: 'a while ago' }]);
    expect(shift.json()).toEqual({ message: 'Unexpected time range: Cannot parse time shift [a while ago]' });
  });

  it('answers a q that is not a time range query as 400', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/v1/time_range/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Not a valid rison schema/);
    const notRison = await app.inject({ method: 'GET', url: '/api/v1/time_range/?q=(((' });
    expect(notRison.json()).toEqual({ message: 'Not a valid rison argument' });
    for (const q of [42, [{ shift: '1 year ago' }], [{ timeRange: 7 }], ['Last week']]) {
      const res = await get(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().message).toMatch(/^Not a valid rison schema/);
    }
  });

  it('uses the real clock by default', async () => {
    const live = Fastify();
    installErrorHandler(live);
    registerTimeRangeRoutes(live);
    const midnight = () => `${new Date().toISOString().slice(0, 10)}T00:00:00`;
    const before = midnight();
    const res = await live.inject({ method: 'GET', url: "/api/v1/time_range/?q='Last%20day'" });
    expect([before, midnight()]).toContain(res.json().result[0].until);
    await live.close();
  });
});
