import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventLogger, FLUSH_DELAY_MS, LOG_ENDPOINT, MAX_BATCH, type LogEvent } from './event-logger.ts';

function rig(beaconAnswer: boolean | null = true) {
  const beacons: LogEvent[][] = [];
  const posts: LogEvent[][] = [];
  const logger = new EventLogger({
    impressionId: 'imp1',
    now: () => 42,
    transport: {
      beacon:
        beaconAnswer === null
          ? undefined
          : (url, data) => {
              expect(url).toBe(LOG_ENDPOINT);
              beacons.push(JSON.parse(String(data.get('events'))) as LogEvent[]);
              return beaconAnswer;
            },
      post: async (url, events) => {
        expect(url).toBe(LOG_ENDPOINT);
        posts.push(events);
      },
    },
  });
  return { logger, beacons, posts };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('EventLogger', () => {
  it('sends one beacon 1000 ms after the last event, with the impression id, version and time', () => {
    const { logger, beacons } = rig();
    logger.log('mount_dashboard', { source: 'dashboard', source_id: 3 });
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    logger.log('load_chart', { slice_id: 7 });
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beacons).toEqual([
      [
        {
          impression_id: 'imp1',
          version: 'v2',
          ts: 42,
          source: 'dashboard',
          source_id: 3,
          event_name: 'mount_dashboard',
        },
        { impression_id: 'imp1', version: 'v2', ts: 42, slice_id: 7, event_name: 'load_chart' },
      ],
    ]);
    expect(logger.pending).toBe(0);
  });

  it('sends a full batch of 1024 at once and keeps the rest for the delay', () => {
    const { logger, beacons } = rig();
    for (let i = 0; i < MAX_BATCH + 3; i++) logger.log('e', { i });
    expect(beacons.map((b) => b.length)).toEqual([MAX_BATCH]);
    expect(logger.pending).toBe(3);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(beacons.map((b) => b.length)).toEqual([MAX_BATCH, 3]);
    expect(beacons[1]![0]).toMatchObject({ i: MAX_BATCH });
  });

  it('posts when the browser refuses the beacon or has none', () => {
    for (const answer of [false, null]) {
      const { logger, beacons, posts } = rig(answer);
      logger.log('x');
      logger.flush();
      expect(posts).toEqual([[expect.objectContaining({ event_name: 'x' })]]);
      if (answer === null) expect(beacons).toEqual([]);
    }
  });

  it('flushes on demand and sends nothing when empty', () => {
    const { logger, beacons } = rig();
    logger.flush();
    expect(beacons).toEqual([]);
    logger.log('x');
    logger.flush();
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2);
    expect(beacons.length).toBe(1);
  });
});
